import { visuallyHidden } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FavoriteWithCar } from '@grandtour/shared';
import { StatFigure, statValueSx } from '../common/StatFigure.tsx';
import { Price } from '../currency/Price.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { summariseFavourites } from './summariseFavourites.ts';

/** Spec §2: how many favourites, how many distinct brands, and the lowest daily price in the chosen currency. */
export function FavouritesSummary({ favourites }: { favourites: readonly FavoriteWithCar[] }) {
  const { t } = useLanguage();
  const { count, brandCount, lowestDailyPrice } = summariseFavourites(favourites);
  return (
    <Box component="section" aria-labelledby="favorites-summary-title" sx={{ mb: { xs: 4, md: 6 } }}>
      <Typography id="favorites-summary-title" component="h2" sx={visuallyHidden}>
        {t.favorites.summary}
      </Typography>
      <Box
        component="dl"
        data-testid="favorites-summary"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 1.5,
          background: 'linear-gradient(135deg, rgba(201, 162, 39, 0.1), rgba(201, 162, 39, 0.02))',
          '& > :not(:last-child)': { borderRight: '1px solid', borderColor: 'divider' },
          // On phones the price gets a row of its own: three figures side by side do not fit.
          '& > :last-child': {
            gridColumn: { xs: '1 / -1', sm: 'auto' },
            borderTopStyle: 'solid',
            borderTopWidth: { xs: 1, sm: 0 },
            borderColor: 'divider',
          },
        }}
      >
        <StatFigure label={t.favorites.count} value={count} testId="favorites-count" />
        <StatFigure label={t.favorites.brands} value={brandCount} testId="favorites-brands" />
        <StatFigure
          label={t.favorites.fromPrice}
          value={lowestDailyPrice && <Price euros={lowestDailyPrice} perDay sx={statValueSx} />}
          testId="favorites-min-price"
        />
      </Box>
    </Box>
  );
}
