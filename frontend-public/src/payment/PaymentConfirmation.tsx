import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { HOME_DELIVERY_PICKUP, placeWithAddress, type Booking } from '@grandtour/shared';
import { Link as RouterLink } from 'react-router-dom';
import { ReceiptLink } from '../booking-details/ReceiptLink.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { BookingSummaryLines } from './BookingSummaryLines.tsx';
import { OutcomePanel } from './OutcomePanel.tsx';
import { SummaryLine } from './SummaryLine.tsx';

/** Spec §2 payment success: vehicle, booking id, amount paid, being contacted, receipt, reservations, phone. */
export function PaymentConfirmation({ booking }: { booking: Booking }) {
  const { t } = useLanguage();
  const texts = t.payment.success;
  // Delivery details are spoken of only when the car is brought or collected (issue 19).
  const delivered = [booking.pickupLocation, booking.dropoffLocation].includes(HOME_DELIVERY_PICKUP);
  return (
    <OutcomePanel
      titleId="payment-success-title"
      testId="payment-confirmation"
      Icon={CheckCircleIcon}
      eyebrow={texts.eyebrow}
      title={texts.title}
      intro={<Typography sx={{ color: 'text.secondary', mt: 1.5 }}>{texts.subtitle}</Typography>}
    >
      <BookingSummaryLines booking={booking} amountLabel={texts.amountPaid}>
        <SummaryLine label={t.booking.pickupLocation} testId="success-pickup">
          {placeWithAddress(booking.pickupLocation, booking.pickupAddress, t.booking.pickupOptions)}
        </SummaryLine>
      </BookingSummaryLines>
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
    </OutcomePanel>
  );
}
