import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useParisDateTime } from '../i18n/useParisDateTime.ts';

interface CancellationNoticeProps {
  /** ISO instant from the quote: 48 hours before the start, Paris time. */
  freeUntil: string;
  lateFeeRate: number;
}

/** Free cancellation until the quoted instant; past it (a start within 48 hours), the spec's warning. */
export function CancellationNotice({ freeUntil, lateFeeRate }: CancellationNoticeProps) {
  const { t } = useLanguage();
  const parisDateTime = useParisDateTime();
  const until = new Date(freeUntil);
  if (until.getTime() <= Date.now()) {
    const fee = new Intl.NumberFormat(t.locale, { style: 'percent' }).format(lateFeeRate);
    return (
      <Alert severity="warning" variant="outlined" sx={{ mt: 2 }} data-testid="late-cancellation-warning">
        <AlertTitle>{t.booking.lateCancellationTitle}</AlertTitle>
        {t.booking.lateCancellation(fee)}
      </Alert>
    );
  }
  const when = parisDateTime(until);
  return (
    <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }} data-testid="free-cancellation">
      {t.booking.freeCancellation(when)}
    </Typography>
  );
}
