import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../i18n/useLanguage.ts';

interface CompareColumnPlaceholderProps {
  /** Without a failure the car is still loading. */
  failure?: { onRetry: () => void; onRemove: () => void };
}

/** A column whose car is loading, or could not be loaded for a reason other than not existing. */
export function CompareColumnPlaceholder({ failure }: CompareColumnPlaceholderProps) {
  const { t } = useLanguage();
  if (!failure)
    return (
      <Card aria-hidden data-testid="compare-column-loading">
        <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
        <Box sx={{ p: 3 }}>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="text" width="70%" sx={{ fontSize: '1.6rem' }} />
          {[0, 1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} variant="text" />
          ))}
        </Box>
      </Card>
    );
  return (
    <Card data-testid="compare-column-failed" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography role="alert">{t.compare.loadError}</Typography>
      <Button variant="outlined" onClick={failure.onRetry}>
        {t.search.results.retry}
      </Button>
      <Button color="inherit" onClick={failure.onRemove}>
        {t.compare.remove}
      </Button>
    </Card>
  );
}
