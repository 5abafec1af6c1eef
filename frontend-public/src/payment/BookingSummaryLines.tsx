import Box from '@mui/material/Box';
import { bookingReference, type Booking } from '@grandtour/shared';
import type { ReactNode } from 'react';
import { useCalendarDate } from '../common/useCalendarDate.ts';
import { PriceWithEuros } from '../currency/PriceWithEuros.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { SummaryLine } from './SummaryLine.tsx';

/** The booking in a few lines after paying: vehicle, reference, dates, what else the page says, and the amount. */
export function BookingSummaryLines({
  booking,
  amountLabel,
  children,
}: {
  booking: Booking;
  /** Paid, or only authorised for a request to book. */
  amountLabel: string;
  children?: ReactNode;
}) {
  const { t } = useLanguage();
  const texts = t.payment.success;
  const formatDate = useCalendarDate();
  return (
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
      {children}
      <SummaryLine label={amountLabel} testId="success-amount">
        <PriceWithEuros euros={booking.totalPrice} sx={{ color: 'primary.light', fontSize: '1.25rem' }} />
      </SummaryLine>
    </Box>
  );
}
