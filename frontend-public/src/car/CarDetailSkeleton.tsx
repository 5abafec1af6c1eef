import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useLanguage } from '../i18n/useLanguage.ts';

/** Spec §2: one large image, four thumbnails and a details column. */
export function CarDetailSkeleton() {
  const { t } = useLanguage();
  return (
    <Container
      maxWidth="lg"
      sx={{ py: { xs: 4, md: 6 } }}
      role="status"
      aria-label={t.common.loading}
      data-testid="car-detail-skeleton"
    >
      <Skeleton variant="text" width={180} sx={{ mb: 3 }} />
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' } }}>
        <Box>
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
          <Box sx={{ display: 'grid', gap: 1.5, mt: 2, gridTemplateColumns: 'repeat(4, 1fr)' }}>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
            ))}
          </Box>
        </Box>
        <Box>
          <Skeleton variant="text" width="35%" />
          <Skeleton variant="text" width="80%" sx={{ fontSize: '2.6rem' }} />
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rounded" height={160} sx={{ mt: 4 }} />
        </Box>
      </Box>
    </Container>
  );
}
