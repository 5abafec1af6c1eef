import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { COMPARE_MAX, COMPARE_MIN } from '../compare/compareParams.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { disabledContainedSx } from './disabledContainedSx.ts';

interface CompareBarProps {
  count: number;
  onClear: () => void;
  onCompare: () => void;
}

/** Stays at the bottom of the screen in comparison mode: how many cars are chosen, Clear and Compare. */
export function CompareBar({ count, onClear, onCompare }: CompareBarProps) {
  const { t } = useLanguage();
  return (
    <Paper
      role="region"
      aria-label={t.search.compare.barLabel}
      data-testid="compare-bar"
      elevation={8}
      sx={{
        position: 'sticky',
        bottom: 16,
        zIndex: 2,
        mt: 4,
        px: { xs: 2, md: 3 },
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        border: '1px solid',
        borderColor: 'primary.main',
        backgroundColor: 'rgba(20, 20, 24, 0.96)',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Typography sx={{ fontWeight: 600 }} role="status" data-testid="compare-count">
          {t.search.compare.selected(count, COMPARE_MAX)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {count >= COMPARE_MAX ? t.search.compare.maxReached(COMPARE_MAX) : t.search.compare.hint}
        </Typography>
      </Box>
      <Button onClick={onClear} data-testid="compare-clear" sx={{ color: 'text.secondary' }}>
        {t.search.compare.clear}
      </Button>
      <Button
        variant="contained"
        startIcon={<CompareArrowsIcon />}
        disabled={count < COMPARE_MIN}
        onClick={onCompare}
        data-testid="compare-submit"
        sx={disabledContainedSx}
      >
        {t.search.compare.compare}
      </Button>
    </Paper>
  );
}
