import { visuallyHidden } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FavoriteWithCar } from '@grandtour/shared';
import { CarCard } from '../home/CarCard.tsx';
import { carGridSx } from '../home/carGridSx.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

export function FavouritesGrid({ favourites }: { favourites: readonly FavoriteWithCar[] }) {
  const { t } = useLanguage();
  return (
    <Box component="section" aria-labelledby="favorites-grid-title">
      <Typography id="favorites-grid-title" component="h2" sx={visuallyHidden}>
        {t.favorites.gridTitle}
      </Typography>
      <Box sx={carGridSx}>
        {favourites.map(({ car }, index) => (
          <CarCard
            key={car.id}
            car={car}
            eagerImage={index === 0}
            testId="favorite-car"
            favouriteFailureMessage={t.favorites.removeError}
          />
        ))}
      </Box>
    </Box>
  );
}
