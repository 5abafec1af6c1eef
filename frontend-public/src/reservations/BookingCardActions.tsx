import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Booking } from '@grandtour/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';
import { LeaveReviewAction } from '../reviews/LeaveReviewAction.tsx';
import { isActive } from './summariseReservations.ts';

interface BookingCardActionsProps {
  booking: Booking;
  /** An unpaid booking whose dates are still held. */
  payable: boolean;
  cancelling: boolean;
  paying: boolean;
  onCancel: () => void;
  onPay: () => void;
  onModify: () => void;
}

/** Details (its own page), modify (confirmed bookings), cancel (active ones), pay (an unpaid one still held), review (a completed one). */
export function BookingCardActions({
  booking,
  payable,
  cancelling,
  paying,
  onCancel,
  onPay,
  onModify,
}: BookingCardActionsProps) {
  const { t } = useLanguage();
  const texts = t.reservations.card;
  const holdTime =
    payable && booking.holdExpiresAt
      ? new Intl.DateTimeFormat(t.locale, { timeStyle: 'short' }).format(new Date(booking.holdExpiresAt))
      : null;
  return (
    <>
      {holdTime && (
        <Typography variant="body2" sx={{ mt: 2, color: '#f0c36a' }} data-testid="booking-pay-before">
          {texts.payBefore(holdTime)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 2.5 }}>
        {booking.status === 'completed' && <LeaveReviewAction booking={booking} />}
        {payable && (
          <Button
            variant="contained"
            size="small"
            onClick={onPay}
            disabled={paying || cancelling}
            aria-busy={paying}
            startIcon={paying ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
            data-testid="booking-pay"
          >
            {paying ? texts.paying : texts.pay}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={`/reservations/${booking.id}`}
          variant="outlined"
          size="small"
          data-testid="booking-details"
        >
          {texts.details}
        </Button>
        {booking.status === 'confirmed' && (
          <Button variant="outlined" size="small" onClick={onModify} data-testid="booking-modify">
            {texts.modify}
          </Button>
        )}
        {isActive(booking) && (
          <Button
            variant="outlined"
            color="error"
            size="small"
            onClick={onCancel}
            disabled={cancelling || paying}
            aria-busy={cancelling}
            startIcon={cancelling ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
            data-testid="booking-cancel"
          >
            {cancelling ? texts.cancelling : texts.cancel}
          </Button>
        )}
      </Box>
    </>
  );
}
