import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

export function CarCardSkeleton() {
  return (
    <Card data-testid="car-card-skeleton" aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <Box sx={{ p: 3 }}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="75%" sx={{ fontSize: '1.6rem' }} />
        <Skeleton variant="text" width="55%" />
        <Skeleton variant="text" width="35%" sx={{ fontSize: '1.6rem', ml: 'auto', mt: 2 }} />
      </Box>
    </Card>
  );
}
