import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { CarCardSkeleton } from '../home/CarCardSkeleton.tsx';
import { carGridSx } from '../home/carGridSx.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

const PLACEHOLDER_CARDS = 3;

export function FavouritesSkeleton() {
  const { t } = useLanguage();
  return (
    <Box role="status" aria-label={t.common.loading} data-testid="favorites-loading">
      <Skeleton variant="rectangular" height={112} sx={{ mb: { xs: 4, md: 6 }, borderRadius: 1.5 }} />
      <Box sx={carGridSx}>
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <CarCardSkeleton key={index} />
        ))}
      </Box>
    </Box>
  );
}
