import { bookingReference } from '@grandtour/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { HttpError } from '../api/HttpError.ts';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useState } from 'react';
import { useBookingDetails, type TimelineFollow } from './bookingDetailsQuery.ts';
import { BookingDetailsView } from './BookingDetailsView.tsx';

function DetailsSkeleton() {
  return (
    <Box aria-hidden data-testid="booking-details-skeleton" sx={{ mt: 3, display: 'grid', gap: 2 }}>
      <Skeleton variant="text" width="40%" height={56} />
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}

/** `/reservations/:id`: everything about one of the visitor's bookings (someone else's is not found). */
export function BookingDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useLanguage();
  const texts = t.afterBooking.details;
  usePageMeta(texts.documentTitle(bookingReference(id)), t.meta.descriptions.bookingDetails);
  const [follow, setFollow] = useState<TimelineFollow | null>(null);
  const { data, isPending, isError, error, refetch } = useBookingDetails(id, follow);
  const missing = error instanceof HttpError && (error.status === 404 || error.status === 400);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="booking-details-page">
      <Button component={RouterLink} to="/reservations" startIcon={<ArrowBackIcon aria-hidden />}>
        {texts.back}
      </Button>
      {isPending && <DetailsSkeleton />}
      {isError && (
        <Box sx={{ mt: 4 }} data-testid={missing ? 'booking-not-found' : 'booking-details-error'}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
            {missing ? texts.notFoundTitle : texts.title(bookingReference(id))}
          </Typography>
          <Alert
            severity={missing ? 'info' : 'error'}
            variant="outlined"
            sx={{ mt: 2 }}
            action={
              missing ? undefined : (
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  {texts.retry}
                </Button>
              )
            }
          >
            {missing ? texts.notFoundText : texts.loadError}
          </Alert>
        </Box>
      )}
      {data && (
        <BookingDetailsView
          details={data}
          onWritten={() => setFollow({ until: Date.now() + 15_000, stepsBefore: data.timeline.length })}
        />
      )}
    </Container>
  );
}
