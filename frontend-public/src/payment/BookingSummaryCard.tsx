import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RequestPaymentNote } from '../booking-requests/RequestPaymentNote.tsx';
import { PriceWithEuros } from '../currency/PriceWithEuros.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import type { PendingBooking } from './pendingBookingStore.ts';
import { SummaryLine } from './SummaryLine.tsx';

/** Spec §2 payment pages: vehicle brand and model, booking id and total; for a request to book, what paying means. */
export function BookingSummaryCard({ booking, footer }: { booking: PendingBooking; footer?: ReactNode }) {
  const { t } = useLanguage();
  return (
    <Box
      component="section"
      aria-labelledby="payment-summary-title"
      data-testid="booking-summary"
      sx={{
        p: 3,
        borderRadius: 1.5,
        border: '1px solid rgba(201, 162, 39, 0.4)',
        backgroundColor: '#121216',
      }}
    >
      <Typography id="payment-summary-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t.payment.summary.heading}
      </Typography>
      <Box component="dl" sx={{ m: 0, '& > div + div': { borderTop: '1px solid', borderColor: 'divider' } }}>
        <SummaryLine label={t.payment.summary.vehicle} testId="summary-vehicle">
          {booking.carBrand} {booking.carModel}
        </SummaryLine>
        <SummaryLine label={t.payment.summary.bookingId} testId="summary-booking-id">
          <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.85rem' }}>
            {booking.bookingId}
          </Box>
        </SummaryLine>
        <SummaryLine label={t.payment.summary.total} testId="summary-total">
          <PriceWithEuros euros={booking.totalPrice} sx={{ color: 'primary.light', fontSize: '1.25rem' }} />
        </SummaryLine>
      </Box>
      {booking.request === true && <RequestPaymentNote />}
      {footer}
    </Box>
  );
}
