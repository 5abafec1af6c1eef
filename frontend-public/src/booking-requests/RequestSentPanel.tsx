import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { REQUEST_RESPONSE_HOURS, type Booking } from '@grandtour/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';
import { BookingSummaryLines } from '../payment/BookingSummaryLines.tsx';
import { OutcomePanel } from '../payment/OutcomePanel.tsx';
import { useAwaitingOwnerText } from './useAwaitingOwnerText.ts';

/**
 * After paying for a request to book (decision 85): the request is sent, the payment only authorised, and the
 * owner's answer due by a deadline; not "Réservation confirmée", which comes by e-mail if the owner accepts.
 */
export function RequestSentPanel({ booking }: { booking: Booking }) {
  const { t } = useLanguage();
  const texts = t.requests;
  const awaiting = useAwaitingOwnerText();
  return (
    <OutcomePanel
      titleId="request-sent-title"
      testId="payment-request-sent"
      Icon={ScheduleSendIcon}
      eyebrow={texts.mode}
      title={texts.sent.title}
      intro={
        <>
          <Typography sx={{ mt: 1.5, fontWeight: 600 }} data-testid="request-deadline">
            {awaiting(booking.request?.respondBy ?? null)}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>
            {texts.note(REQUEST_RESPONSE_HOURS)}
          </Typography>
        </>
      }
    >
      <BookingSummaryLines booking={booking} amountLabel={texts.sent.amountAuthorised} />
      <Typography sx={{ mt: 3, color: 'text.secondary' }}>{texts.sent.emailNotice}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
        <Button
          component={RouterLink}
          to={`/reservations/${booking.id}`}
          variant="contained"
          data-testid="request-view-booking"
        >
          {texts.sent.viewBooking}
        </Button>
        <Button
          component={RouterLink}
          to="/reservations"
          variant="outlined"
          data-testid="success-reservations"
        >
          {t.payment.success.viewReservations}
        </Button>
      </Box>
    </OutcomePanel>
  );
}
