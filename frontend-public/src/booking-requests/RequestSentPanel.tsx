import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { bookingReference, REQUEST_RESPONSE_HOURS, type Booking } from '@grandtour/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useCalendarDate } from '../common/useCalendarDate.ts';
import { PriceWithEuros } from '../currency/PriceWithEuros.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { CustomerServiceLine } from '../payment/CustomerServiceLine.tsx';
import { SummaryLine } from '../payment/SummaryLine.tsx';
import { useAwaitingOwnerText } from './useAwaitingOwnerText.ts';

/**
 * After paying for a request to book (decision 85): the request is sent, the payment only authorised, and the
 * owner's answer due by a deadline; not "Réservation confirmée", which comes by e-mail if the owner accepts.
 */
export function RequestSentPanel({ booking }: { booking: Booking }) {
  const { t } = useLanguage();
  const texts = t.requests;
  const success = t.payment.success;
  const formatDate = useCalendarDate();
  const awaiting = useAwaitingOwnerText();
  return (
    <Box
      component="section"
      aria-labelledby="request-sent-title"
      data-testid="payment-request-sent"
      sx={{
        p: { xs: 3, md: 5 },
        borderRadius: 1.5,
        border: '1px solid rgba(201, 162, 39, 0.4)',
        background: 'linear-gradient(160deg, rgba(201, 162, 39, 0.1), rgba(201, 162, 39, 0.01))',
      }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <ScheduleSendIcon sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', mt: 1 }}>
          {texts.mode}
        </Typography>
        <Typography id="request-sent-title" variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
          {texts.sent.title}
        </Typography>
        <Typography sx={{ mt: 1.5, fontWeight: 600 }} data-testid="request-deadline">
          {awaiting(booking.request?.respondBy ?? null)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{texts.note(REQUEST_RESPONSE_HOURS)}</Typography>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, mt: 4, '& > div + div': { borderTop: '1px solid', borderColor: 'divider' } }}
      >
        <SummaryLine label={success.vehicle} testId="success-vehicle">
          {booking.carBrand} {booking.carModel}
        </SummaryLine>
        <SummaryLine label={success.bookingId} testId="success-booking-id">
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {bookingReference(booking.id)}
          </Box>
        </SummaryLine>
        <SummaryLine label={success.dates} testId="success-dates">
          {t.reservations.card.period(formatDate(booking.startDate), formatDate(booking.endDate))}
        </SummaryLine>
        <SummaryLine label={texts.sent.amountAuthorised} testId="success-amount">
          <PriceWithEuros euros={booking.totalPrice} sx={{ color: 'primary.light', fontSize: '1.25rem' }} />
        </SummaryLine>
      </Box>
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
          {success.viewReservations}
        </Button>
      </Box>
      <CustomerServiceLine />
    </Box>
  );
}
