import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { bookingReference, HOME_DELIVERY_PICKUP, placeWithAddress, type Booking } from '@grandtour/shared';
import { Link as RouterLink } from 'react-router-dom';
import { ReceiptLink } from '../booking-details/ReceiptLink.tsx';
import { useCalendarDate } from '../common/useCalendarDate.ts';
import { PriceWithEuros } from '../currency/PriceWithEuros.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { CustomerServiceLine } from './CustomerServiceLine.tsx';
import { SummaryLine } from './SummaryLine.tsx';

/** Spec §2 payment success: vehicle, booking id, amount paid, being contacted, receipt, reservations, phone. */
export function PaymentConfirmation({ booking }: { booking: Booking }) {
  const { t } = useLanguage();
  const texts = t.payment.success;
  const formatDate = useCalendarDate();
  // Delivery details are spoken of only when the car is brought or collected (issue 19).
  const delivered = [booking.pickupLocation, booking.dropoffLocation].includes(HOME_DELIVERY_PICKUP);
  return (
    <Box
      component="section"
      aria-labelledby="payment-success-title"
      data-testid="payment-confirmation"
      sx={{
        p: { xs: 3, md: 5 },
        borderRadius: 1.5,
        border: '1px solid rgba(201, 162, 39, 0.4)',
        background: 'linear-gradient(160deg, rgba(201, 162, 39, 0.1), rgba(201, 162, 39, 0.01))',
      }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <CheckCircleIcon sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', mt: 1 }}>
          {texts.eyebrow}
        </Typography>
        <Typography id="payment-success-title" variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
          {texts.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1.5 }}>{texts.subtitle}</Typography>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, mt: 4, '& > div + div': { borderTop: '1px solid', borderColor: 'divider' } }}
      >
        <SummaryLine label={texts.vehicle} testId="success-vehicle">
          {booking.carBrand} {booking.carModel}
        </SummaryLine>
        <SummaryLine label={texts.bookingId} testId="success-booking-id">
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {bookingReference(booking.id)}
          </Box>
        </SummaryLine>
        <SummaryLine label={texts.dates} testId="success-dates">
          {t.reservations.card.period(formatDate(booking.startDate), formatDate(booking.endDate))}
        </SummaryLine>
        <SummaryLine label={t.booking.pickupLocation} testId="success-pickup">
          {placeWithAddress(booking.pickupLocation, booking.pickupAddress, t.booking.pickupOptions)}
        </SummaryLine>
        <SummaryLine label={texts.amountPaid} testId="success-amount">
          <PriceWithEuros euros={booking.totalPrice} sx={{ color: 'primary.light', fontSize: '1.25rem' }} />
        </SummaryLine>
      </Box>
      <Typography sx={{ mt: 3 }} data-testid="success-contact-notice">
        {delivered ? texts.contactNotice : texts.pickupNotice}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{texts.emailNotice}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
        <Button
          component={RouterLink}
          to="/reservations"
          variant="contained"
          data-testid="success-reservations"
        >
          {texts.viewReservations}
        </Button>
        <ReceiptLink bookingId={booking.id} label={texts.downloadReceipt} />
      </Box>
      <CustomerServiceLine />
    </Box>
  );
}
