import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useLanguage } from '../i18n/useLanguage.ts';

/** Shown while a page's code loads. */
export function PageSkeleton() {
  const { t } = useLanguage();
  return (
    <Container maxWidth="lg" sx={{ py: 6 }} role="status" aria-label={t.common.loading}>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '3rem' }} />
      <Skeleton variant="text" width="60%" />
      <Box sx={{ display: 'grid', gap: 3, mt: 4, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rectangular" height={260} />
        ))}
      </Box>
    </Container>
  );
}
