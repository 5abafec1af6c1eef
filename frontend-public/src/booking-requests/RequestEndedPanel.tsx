import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Booking } from '@grandtour/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';
import { RequestStatusNotice } from './RequestStatusNotice.tsx';

/**
 * A request to book already over when its payment page is read again (declined, expired, withdrawn): nothing was
 * charged, which "Paiement non finalisé" or "Remboursé" would not say (decision 85).
 */
export function RequestEndedPanel({ booking }: { booking: Booking }) {
  const { t } = useLanguage();
  const texts = t.requests;
  return (
    <Box
      component="section"
      aria-labelledby="request-ended-title"
      data-testid="payment-request-ended"
      sx={{ p: { xs: 3, md: 5 }, borderRadius: 1.5, border: '1px solid', borderColor: 'divider' }}
    >
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        {texts.mode}
      </Typography>
      <Typography id="request-ended-title" variant="h4" component="h1" sx={{ mb: 2 }}>
        {booking.carBrand} {booking.carModel}
      </Typography>
      <RequestStatusNotice booking={booking} />
      <Button component={RouterLink} to="/reservations" variant="outlined" sx={{ mt: 3 }}>
        {t.payment.success.viewReservations}
      </Button>
    </Box>
  );
}
