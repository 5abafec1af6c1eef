import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HistoryBackButton } from '../common/HistoryBackButton.tsx';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useReservations } from './reservationsQuery.ts';
import { ReservationsSkeleton } from './ReservationsSkeleton.tsx';
import { ReservationsStats } from './ReservationsStats.tsx';
import { ReservationsTabs } from './ReservationsTabs.tsx';
import { summariseReservations } from './summariseReservations.ts';

function ReservationsContent() {
  const { t } = useLanguage();
  const { data: bookings, isPending, isError } = useReservations();
  if (isPending) return <ReservationsSkeleton />;
  if (isError)
    return (
      <Alert severity="error" variant="outlined" data-testid="reservations-error">
        {t.reservations.loadError}
      </Alert>
    );
  const { active, history, stats } = summariseReservations(bookings);
  return (
    <>
      <ReservationsTabs active={active} history={history} />
      <ReservationsStats stats={stats} />
    </>
  );
}

/** Spec §2 /reservations: this visitor's bookings, active and history, and their statistics. */
export function ReservationsPage() {
  const { t } = useLanguage();
  usePageMeta(t.reservations.documentTitle, t.meta.descriptions.reservations);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="reservations-page">
      <HistoryBackButton label={t.reservations.back} />
      <Box sx={{ mt: 2, mb: { xs: 4, md: 6 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          {t.reservations.eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' }, mt: 1 }}>
          {t.reservations.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1.5, fontSize: { xs: '1rem', md: '1.08rem' } }}>
          {t.reservations.subtitle}
        </Typography>
      </Box>
      <ReservationsContent />
    </Container>
  );
}
