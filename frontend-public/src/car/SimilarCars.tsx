import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Car } from '@grandtour/shared';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';
import { CarCard } from '../home/CarCard.tsx';
import { CarCardSkeletonGrid } from '../home/CarCardSkeletonGrid.tsx';
import { similarCarsQueryKey } from './similarCarsQueryKey.ts';

const SIMILAR_CARS_SHOWN = 4;
const gridSx = {
  display: 'grid',
  gap: { xs: 3, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

/** The car page's last block: up to four similar cars, from the similar-cars read model (decision 34). */
export function SimilarCars({ carId }: { carId: string }) {
  const { t } = useLanguage();
  const texts = t.similarCars;
  const {
    data: cars,
    isPending,
    isError,
  } = useQuery<Car[]>({
    queryKey: similarCarsQueryKey(carId),
  });

  return (
    <Box
      component="section"
      aria-labelledby="similar-cars-title"
      data-testid="similar-cars"
      sx={{ mt: { xs: 5, md: 5 } }}
    >
      <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
        {texts.eyebrow}
      </Typography>
      <Typography id="similar-cars-title" variant="h4" component="h2">
        {texts.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{texts.subtitle}</Typography>
      {isPending && <CarCardSkeletonGrid count={SIMILAR_CARS_SHOWN} sx={gridSx} />}
      {isError && (
        <Alert severity="error" variant="outlined" data-testid="similar-cars-error">
          {texts.error}
        </Alert>
      )}
      {cars?.length === 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography sx={{ color: 'text.secondary' }} data-testid="similar-cars-empty">
            {texts.empty}
          </Typography>
          <Button component={RouterLink} to="/search" variant="outlined">
            {texts.searchAll}
          </Button>
        </Box>
      )}
      {cars && cars.length > 0 && (
        <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
          {cars.slice(0, SIMILAR_CARS_SHOWN).map((car) => (
            <Box component="li" key={car.id} sx={{ minWidth: 0 }}>
              <CarCard car={car} testId="similar-car" />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
