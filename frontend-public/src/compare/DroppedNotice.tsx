import Alert from '@mui/material/Alert';
import { useLanguage } from '../i18n/useLanguage.ts';

/** After a shared link's unknown cars were left out of the address: how many. */
export function DroppedNotice({ count }: { count: number }) {
  const { t } = useLanguage();
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 3 }} data-testid="compare-dropped">
      {t.compare.dropped(count)}
    </Alert>
  );
}
