import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useLanguage } from '../i18n/useLanguage.ts';

export function SearchErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <Alert
      severity="error"
      variant="outlined"
      data-testid="search-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t.search.results.retry}
        </Button>
      }
    >
      {t.search.results.error}
    </Alert>
  );
}
