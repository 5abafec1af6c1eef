import Box from '@mui/material/Box';
import { placeName, type Booking } from '@grandtour/shared';
import { useCalendarDate } from '../common/useCalendarDate.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { SummaryLine } from '../payment/SummaryLine.tsx';
import { DetailsSection } from './DetailsSection.tsx';
import { DriverLine } from './DriverLine.tsx';
import { ReturnTermsLine } from './ReturnTermsLine.tsx';

/** Where a place is, as booked (decision 55), under its name. */
function PlaceAddress({ address }: { address: string | null }) {
  if (!address) return null;
  return (
    <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
      {address}
    </Box>
  );
}

/**
 * When and where: the dates, the pickup (10:00 on the first day) and return places, the customer, the driver, and the
 * return terms kept with the booking.
 */
export function BookingFacts({ booking }: { booking: Booking }) {
  const { t } = useLanguage();
  const texts = t.afterBooking.details;
  const formatDate = useCalendarDate();
  const { customerInfo: customer } = booking;
  return (
    <DetailsSection id="details-facts" title={texts.factsHeading}>
      <Box component="dl" sx={{ m: 0, '& > div + div': { borderTop: '1px solid', borderColor: 'divider' } }}>
        <SummaryLine label={texts.dates} testId="details-dates">
          {t.reservations.card.period(formatDate(booking.startDate), formatDate(booking.endDate))} ·{' '}
          {texts.days(booking.days)}
        </SummaryLine>
        <SummaryLine label={texts.pickup} testId="details-pickup">
          {texts.pickupAt(
            placeName(booking.pickupLocation, t.booking.pickupOptions),
            formatDate(booking.startDate),
          )}
          <PlaceAddress address={booking.pickupAddress} />
        </SummaryLine>
        <SummaryLine label={texts.dropoff} testId="details-dropoff">
          {placeName(booking.dropoffLocation, t.booking.pickupOptions)}
          <PlaceAddress address={booking.dropoffAddress} />
        </SummaryLine>
        <SummaryLine label={texts.customer} testId="details-customer">
          {customer.firstName} {customer.lastName}
          <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
            {customer.email} · {customer.phone}
          </Box>
        </SummaryLine>
        <DriverLine driver={booking.driver} />
        <ReturnTermsLine terms={booking.returnTerms} />
      </Box>
    </DetailsSection>
  );
}
