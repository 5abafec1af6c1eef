import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { bookingReference, decimalStringToCents, placeName, type Booking } from '@grandtour/shared';
import type { ReactNode } from 'react';
import { RequestStatusNotice } from '../booking-requests/lazyRequestStatus.ts';
import { CarImage } from '../common/CarImage.tsx';
import { useCalendarDate } from '../common/useCalendarDate.ts';
import { PriceWithEuros } from '../currency/PriceWithEuros.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { BookingStatusBadge } from './BookingStatusBadge.tsx';

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="dt"
        variant="caption"
        sx={{ color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.12em' }}
      >
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, mt: 0.25, fontWeight: 500 }} data-testid={testId}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * Spec §2 reservations: short id, customer, status, dates, pickup, total and the booking's actions; a cancelled
 * booking also shows what was refunded and the cancellation fee, if any (spec §3 Booking), except a request to book
 * that ended without being charged, which says where it stands instead (decision 85).
 */
export function BookingCard({ booking, actions }: { booking: Booking; actions: ReactNode }) {
  const { t } = useLanguage();
  const texts = t.reservations.card;
  const formatDate = useCalendarDate();
  const shortId = bookingReference(booking.id);
  const titleId = `booking-${booking.id}-title`;
  // A request to book (decision 85) says where it stands; one the owner did not accept was never charged.
  const { request } = booking;
  const charged = !request || request.status === 'accepted';
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="booking-card"
      data-booking-id={booking.id}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, borderRadius: 1.5 }}
    >
      <CarImage
        src={booking.carImage ?? undefined}
        alt=""
        width={400}
        height={250}
        sizes="(min-width: 600px) 200px, 100vw"
        sx={{ height: { sm: '100%' } }}
      />
      <Box sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'text.secondary' }}
            data-testid="booking-short-id"
          >
            {texts.reference(shortId)}
          </Typography>
          <BookingStatusBadge booking={booking} />
        </Box>
        <Typography id={titleId} variant="h5" component="h2" sx={{ mt: 0.5 }}>
          {booking.carBrand} {booking.carModel}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <Detail label={texts.customer} testId="booking-customer">
            {booking.customerInfo.firstName} {booking.customerInfo.lastName}
          </Detail>
          <Detail label={texts.dates} testId="booking-dates">
            {texts.period(formatDate(booking.startDate), formatDate(booking.endDate))}
          </Detail>
          <Detail label={texts.pickup} testId="booking-pickup">
            {placeName(booking.pickupLocation, t.booking.pickupOptions)}
          </Detail>
          <Detail label={texts.total} testId="booking-total">
            <PriceWithEuros euros={booking.totalPrice} sx={{ fontWeight: 700, color: 'primary.light' }} />
          </Detail>
          {charged && booking.status === 'cancelled' && booking.paymentStatus !== 'pending' && (
            <Detail label={texts.refunded} testId="booking-refund">
              <PriceWithEuros euros={booking.refundAmount} sx={{ fontWeight: 700 }} />
            </Detail>
          )}
          {charged && booking.status === 'cancelled' && decimalStringToCents(booking.cancellationFee) > 0 && (
            <Detail label={texts.cancellationFee} testId="booking-cancellation-fee">
              <PriceWithEuros euros={booking.cancellationFee} sx={{ fontWeight: 700 }} />
            </Detail>
          )}
        </Box>
        {request && <RequestStatusNotice booking={booking} sx={{ mt: 2 }} />}
        {actions}
      </Box>
    </Card>
  );
}
