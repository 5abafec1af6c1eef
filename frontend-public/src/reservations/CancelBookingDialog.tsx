import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  centsToDecimalString,
  LATE_CANCELLATION_FEE_RATE,
  MARKETPLACE_TIME_ZONE,
  type Booking,
} from '@grandtour/shared';
import { useState } from 'react';
import { useCalendarDate } from '../common/useCalendarDate.ts';
import { usePrice } from '../currency/usePrice.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { cancellationPreview } from './cancellationPreview.ts';

interface CancelBookingDialogProps {
  booking: Booking;
  onConfirm: () => void;
  onClose: () => void;
}

const TITLE_ID = 'cancel-booking-title';
const TEXT_ID = 'cancel-booking-text';

/** Asks before cancelling, saying beforehand whether fees apply (48-hour rule); the server has the last word. */
export function CancelBookingDialog({ booking, onConfirm, onClose }: CancelBookingDialogProps) {
  const { t } = useLanguage();
  const texts = t.reservations.cancelDialog;
  const formatPrice = usePrice();
  const formatDate = useCalendarDate();
  const [now] = useState(() => new Date());
  const preview = cancellationPreview(booking, now);
  const money = (cents: number) => formatPrice(centsToDecimalString(cents));
  const until = new Intl.DateTimeFormat(t.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: MARKETPLACE_TIME_ZONE,
  }).format(preview.freeUntil);
  const rate = new Intl.NumberFormat(t.locale, { style: 'percent' }).format(LATE_CANCELLATION_FEE_RATE);
  const outcome = !preview.paid
    ? texts.unpaid
    : preview.hasFees
      ? texts.withFees(rate, money(preview.feeCents), money(preview.refundCents))
      : texts.free(money(preview.refundCents), until);

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
        <Alert
          id={TEXT_ID}
          severity={preview.hasFees ? 'warning' : 'info'}
          variant="outlined"
          sx={{ mt: 2 }}
          data-testid="cancel-preview"
          data-has-fees={preview.hasFees}
        >
          {outcome}
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} autoFocus data-testid="cancel-dialog-keep">
          {texts.keep}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" data-testid="cancel-dialog-confirm">
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
