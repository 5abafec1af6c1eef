import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { bookingReference, type Booking, type PaymentOutcome } from '@grandtour/shared';
import { Link as RouterLink } from 'react-router-dom';
import { PriceWithEuros } from '../currency/PriceWithEuros.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { CustomerServiceLine } from './CustomerServiceLine.tsx';
import { SummaryLine } from './SummaryLine.tsx';

/**
 * A payment that went through and was given back (decision 50): the customer learns that the money is refunded,
 * how much, and why, never "Réservation confirmée".
 */
export function PaymentRefunded({
  booking,
  outcome,
}: {
  booking: Pick<Booking, 'id' | 'carBrand' | 'carModel'>;
  outcome: PaymentOutcome & { status: 'refunded' };
}) {
  const { t } = useLanguage();
  const texts = t.payment.refunded;
  return (
    <Box
      component="section"
      role="status"
      aria-labelledby="payment-refunded-title"
      data-testid="payment-refunded"
      sx={{ p: { xs: 3, md: 5 }, borderRadius: 1.5, border: '1px solid', borderColor: 'warning.main' }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <CurrencyExchangeIcon sx={{ fontSize: 52, color: 'warning.main' }} aria-hidden />
        <Typography id="payment-refunded-title" variant="h4" component="h1" sx={{ mt: 1.5 }}>
          {texts.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1.5 }} data-testid="payment-refunded-reason">
          {texts.reasons[outcome.refundReason ?? 'booking_cancelled']}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, mt: 4, '& > div + div': { borderTop: '1px solid', borderColor: 'divider' } }}
      >
        <SummaryLine label={t.payment.success.vehicle} testId="refunded-vehicle">
          {booking.carBrand} {booking.carModel}
        </SummaryLine>
        <SummaryLine label={t.payment.success.bookingId} testId="refunded-booking-id">
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {bookingReference(booking.id)}
          </Box>
        </SummaryLine>
        <SummaryLine label={texts.amount} testId="refunded-amount">
          {outcome.refundedAmount ? <PriceWithEuros euros={outcome.refundedAmount} /> : texts.inFull}
        </SummaryLine>
      </Box>
      <Typography sx={{ mt: 3 }}>{texts.delay}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
        <Button component={RouterLink} to="/reservations" variant="contained">
          {t.payment.success.viewReservations}
        </Button>
        <Button component={RouterLink} to="/search" variant="outlined">
          {texts.searchAgain}
        </Button>
      </Box>
      <CustomerServiceLine />
    </Box>
  );
}
