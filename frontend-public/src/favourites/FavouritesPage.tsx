import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { HistoryBackButton } from '../common/HistoryBackButton.tsx';
import { usePageMeta } from '../common/usePageMeta.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { FavouritesEmptyState } from './FavouritesEmptyState.tsx';
import { FavouritesGrid } from './FavouritesGrid.tsx';
import { FavouritesSkeleton } from './FavouritesSkeleton.tsx';
import { FavouritesSummary } from './FavouritesSummary.tsx';
import { useFavourites } from './useFavourites.ts';

function FavouritesContent() {
  const { t } = useLanguage();
  const { data: favourites, isPending, isError } = useFavourites();

  if (isPending) return <FavouritesSkeleton />;
  if (isError)
    return (
      <Alert severity="error" variant="outlined" data-testid="favorites-error">
        {t.favorites.loadError}
      </Alert>
    );
  if (favourites.length === 0) return <FavouritesEmptyState />;
  return (
    <>
      <FavouritesSummary favourites={favourites} />
      <FavouritesGrid favourites={favourites} />
    </>
  );
}

export function FavouritesPage() {
  const { t } = useLanguage();
  usePageMeta(t.favorites.documentTitle, t.meta.descriptions.favorites);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="favorites-page">
      <HistoryBackButton label={t.favorites.back} />
      <Box sx={{ mt: 2, mb: { xs: 4, md: 6 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          {t.favorites.eyebrow}
        </Typography>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.2rem', md: '3rem' }, mt: 1 }}>
          {t.favorites.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1.5, fontSize: { xs: '1rem', md: '1.08rem' } }}>
          {t.favorites.subtitle}
        </Typography>
      </Box>
      <FavouritesContent />
    </Container>
  );
}
