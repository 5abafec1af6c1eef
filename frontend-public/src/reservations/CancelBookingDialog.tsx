import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { centsToDecimalString, LATE_CANCELLATION_FEE_RATE, type Booking } from '@grandtour/shared';
import { useCancellationPreview } from '../booking-details/bookingDetailsQuery.ts';
import { useCalendarDate } from '../common/useCalendarDate.ts';
import { usePrice } from '../currency/usePrice.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useParisDateTime } from '../i18n/useParisDateTime.ts';

interface CancelBookingDialogProps {
  booking: Booking;
  onConfirm: () => void;
  onClose: () => void;
}

const TITLE_ID = 'cancel-booking-title';
const TEXT_ID = 'cancel-booking-text';

/**
 * Asks before cancelling, saying beforehand what it would cost: the server's simulation, by the rule the cancel
 * command applies (48 hours, 30 %, only what was paid net of refunds). The cancel's own answer has the last word.
 */
export function CancelBookingDialog({ booking, onConfirm, onClose }: CancelBookingDialogProps) {
  const { t } = useLanguage();
  const texts = t.reservations.cancelDialog;
  const formatPrice = usePrice();
  const formatDate = useCalendarDate();
  const { data: preview, isError } = useCancellationPreview(booking.id);
  const money = (cents: number) => formatPrice(centsToDecimalString(cents), { exact: true });
  const until = useParisDateTime();
  const rate = new Intl.NumberFormat(t.locale, { style: 'percent' }).format(LATE_CANCELLATION_FEE_RATE);
  const cancellable = preview?.cancellable !== false;
  const outcome = !preview
    ? null
    : !preview.cancellable
      ? texts.notCancellable
      : preview.netPaidCents === 0
        ? texts.unpaid
        : preview.hasFees
          ? texts.withFees(rate, money(preview.feeCents), money(preview.refundCents))
          : texts.free(money(preview.refundCents), until(preview.freeCancellationUntil));

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      aria-describedby={TEXT_ID}
      data-testid="cancel-dialog"
    >
      <DialogTitle id={TITLE_ID}>{texts.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600 }}>
          {booking.carBrand} {booking.carModel} ·{' '}
          {t.reservations.card.period(formatDate(booking.startDate), formatDate(booking.endDate))}
        </Typography>
        {outcome ? (
          <Alert
            id={TEXT_ID}
            severity={!cancellable || preview?.hasFees ? 'warning' : 'info'}
            variant="outlined"
            sx={{ mt: 2 }}
            data-testid="cancel-preview"
            data-has-fees={preview?.hasFees}
          >
            {outcome}
          </Alert>
        ) : isError ? (
          <Alert id={TEXT_ID} severity="error" variant="outlined" sx={{ mt: 2 }} data-testid="cancel-preview">
            {t.afterBooking.simulator.error}
          </Alert>
        ) : (
          <Typography
            id={TEXT_ID}
            role="status"
            sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'center' }}
          >
            <CircularProgress size={16} aria-hidden /> {t.common.loading}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} autoFocus data-testid="cancel-dialog-keep">
          {texts.keep}
        </Button>
        {cancellable && (
          <Button onClick={onConfirm} variant="contained" color="error" data-testid="cancel-dialog-confirm">
            {texts.confirm}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
