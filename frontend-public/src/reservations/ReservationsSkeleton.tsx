import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useLanguage } from '../i18n/useLanguage.ts';

const PLACEHOLDER_CARDS = 2;

export function ReservationsSkeleton() {
  const { t } = useLanguage();
  return (
    <Box role="status" aria-label={t.common.loading} data-testid="reservations-loading">
      <Skeleton variant="rectangular" height={48} width={320} sx={{ mb: 3, borderRadius: 1 }} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <Skeleton key={index} variant="rectangular" height={190} sx={{ borderRadius: 1.5 }} />
        ))}
      </Box>
      <Skeleton variant="rectangular" height={112} sx={{ mt: 7, borderRadius: 1.5 }} />
    </Box>
  );
}
