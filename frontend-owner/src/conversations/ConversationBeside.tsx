import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ConversationSummary, OwnerBooking, OwnerCar } from '@grandtour/shared';
import type { ReactNode } from 'react';
import { RecordContextProvider, useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BookingStatusField } from '../bookings/BookingStatusField.tsx';
import { formatDate, formatEuros } from '../common/money.ts';
import { useLanguage } from '../common/useLanguage.ts';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      data-testid="conversation-beside"
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1.5, p: 2 }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function BookingBeside({ bookingId }: { bookingId: string }) {
  const translate = useTranslate();
  const language = useLanguage();
  const { data: booking } = useGetOne<OwnerBooking>('bookings', { id: bookingId });
  return (
    <Panel title={translate('app.conversations.booking.title')}>
      {booking && (
        <RecordContextProvider value={booking}>
          <Typography sx={{ fontWeight: 600 }} data-testid="beside-car">
            {`${booking.carBrand} ${booking.carModel}`}
          </Typography>
          <Typography data-testid="beside-dates">
            {translate('app.conversations.booking.dates', {
              start: formatDate(booking.startDate, language),
              end: formatDate(booking.endDate, language),
            })}
          </Typography>
          <Box sx={{ my: 1 }} data-testid="beside-status">
            <BookingStatusField source="status" />
          </Box>
          <Typography data-testid="beside-total">
            {translate('app.conversations.booking.total', {
              amount: formatEuros(booking.totalCents, language, true),
            })}
          </Typography>
        </RecordContextProvider>
      )}
      <Button component={Link} to={`/bookings/${bookingId}/show`} variant="outlined" sx={{ mt: 1.5 }}>
        {translate('app.conversations.booking.open')}
      </Button>
    </Panel>
  );
}

function CarBeside({ carId, carName }: { carId: string; carName: string }) {
  const translate = useTranslate();
  const language = useLanguage();
  const { data: car } = useGetOne<OwnerCar>('cars', { id: carId });
  return (
    <Panel title={translate('app.conversations.car.title')}>
      <Typography sx={{ fontWeight: 600 }} data-testid="beside-car">
        {car ? `${car.brand} ${car.model}` : carName}
      </Typography>
      {car && (
        <Typography>
          {`${car.location} · ${formatEuros(car.dailyPriceCents, language)}${translate('app.perDay')}`}
        </Typography>
      )}
      <Button component={Link} to={`/cars/${carId}/show`} variant="outlined" sx={{ mt: 1.5 }}>
        {translate('app.conversations.car.open')}
      </Button>
    </Panel>
  );
}

/** What the conversation is about, beside the thread: the booking (car, dates, status, total) or the car asked about. */
export function ConversationBeside({ conversation }: { conversation: ConversationSummary }) {
  return conversation.bookingId ? (
    <BookingBeside bookingId={conversation.bookingId} />
  ) : (
    <CarBeside carId={conversation.carId} carName={conversation.carName} />
  );
}
