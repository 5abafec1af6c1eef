import Typography from '@mui/material/Typography';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useParisDateTime } from '../i18n/useParisDateTime.ts';

interface CancellationTermsProps {
  /** ISO instant from the quote. */
  freeUntil: string;
  lateFeeRate: number;
}

/** Free cancellation until the quoted instant (48 h before pick-up), then the late fee (spec §9: 30 %). */
export function CancellationTerms({ freeUntil, lateFeeRate }: CancellationTermsProps) {
  const { t } = useLanguage();
  const parisDateTime = useParisDateTime();
  const until = new Date(freeUntil);
  const when = parisDateTime(until);
  const fee = new Intl.NumberFormat(t.locale, { style: 'percent' }).format(lateFeeRate);
  const text =
    until.getTime() > Date.now()
      ? t.compare.trip.freeCancellation(when, fee)
      : t.compare.trip.lateCancellation(fee);
  return (
    <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }} data-testid="cancellation-terms">
      {text}
    </Typography>
  );
}
