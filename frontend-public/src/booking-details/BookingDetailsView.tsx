import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { bookingReference, type BookingDetails } from '@grandtour/shared';
import { Link as RouterLink } from 'react-router-dom';
import { RequestStatusBadge } from '../booking-requests/RequestStatusBadge.tsx';
import { RequestStatusNotice } from '../booking-requests/RequestStatusNotice.tsx';
import { CarImage } from '../common/CarImage.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { BookingStatusBadge } from '../reservations/BookingStatusBadge.tsx';
import { BookingActions } from './BookingActions.tsx';
import { BookingFacts } from './BookingFacts.tsx';
import { BookingMoney } from './BookingMoney.tsx';
import { BookingTimeline } from './BookingTimeline.tsx';
import { CancellationSimulator } from './CancellationSimulator.tsx';
import { LazyClaimsSection } from './claims/lazyClaimsSection.tsx';
import { DepositSection } from './deposit/DepositSection.tsx';
import { DriverDocumentsSection } from './driver-documents/DriverDocumentsSection.tsx';
import { LazyHandoverSection } from './handover/lazyHandoverSection.tsx';
import { LazyBookingMessages } from './messages/lazyBookingMessages.tsx';

/** The booking's page: the car, the rental, the money, what happened, and what can still be done. */
export function BookingDetailsView({
  details,
  onWritten,
}: {
  details: BookingDetails;
  /** The page changed or cancelled the booking. */
  onWritten: () => void;
}) {
  const { t } = useLanguage();
  const texts = t.afterBooking.details;
  const { booking } = details;
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <Box sx={{ flex: '1 1 auto' }}>
          <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
            {texts.eyebrow}
          </Typography>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}
            data-testid="details-title"
          >
            {texts.title(bookingReference(booking.id))}
          </Typography>
        </Box>
        {booking.request ? (
          <RequestStatusBadge booking={booking} />
        ) : (
          <BookingStatusBadge booking={booking} />
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.6fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
              gap: 2,
              alignItems: 'center',
            }}
          >
            <CarImage
              src={booking.carImage ?? undefined}
              alt=""
              width={440}
              height={275}
              sizes="(min-width: 600px) 220px, 100vw"
            />
            <Box>
              <Typography variant="h2" sx={{ fontSize: '1.8rem' }} data-testid="details-car">
                {booking.carBrand} {booking.carModel}
              </Typography>
              <Button component={RouterLink} to={`/car/${booking.carId}`} sx={{ mt: 1, px: 0 }}>
                {texts.viewCar}
              </Button>
            </Box>
          </Box>
          <RequestStatusNotice booking={booking} />
          <BookingFacts booking={booking} />
          <BookingMoney details={details} />
          <DepositSection bookingId={booking.id} deposit={details.deposit} />
          {(booking.status === 'pending' || booking.status === 'confirmed') && <DriverDocumentsSection />}
          {(booking.status === 'confirmed' || booking.status === 'completed') && (
            <LazyHandoverSection bookingId={booking.id} />
          )}
          {(booking.status === 'confirmed' || booking.status === 'completed') && (
            <LazyClaimsSection bookingId={booking.id} deposit={details.deposit} onWritten={onWritten} />
          )}
          <LazyBookingMessages bookingId={booking.id} />
          <BookingTimeline steps={details.timeline} />
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <BookingActions details={details} onWritten={onWritten} />
          <CancellationSimulator bookingId={booking.id} />
        </Box>
      </Box>
    </Box>
  );
}
