import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFeaturedCars } from '../api/useCars.ts';
import { SectionHeading } from '../common/SectionHeading.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { CarCard } from './CarCard.tsx';
import { CarCardSkeletonGrid } from './CarCardSkeletonGrid.tsx';
import { carGridSx } from './carGridSx.ts';

export const FEATURED_COUNT = 3;

export function FeaturedCars({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useLanguage();
  const { data: cars, isPending, isError } = useFeaturedCars(FEATURED_COUNT);
  const featured = cars ?? [];

  return (
    <Box component="section" aria-labelledby="featured-title" sx={{ py: { xs: 10, md: 14 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="featured-title"
          headingRef={headingRef}
          eyebrow={t.home.featuredEyebrow}
          title={t.home.featuredTitle}
          subtitle={t.home.featuredSubtitle}
        />
        {isPending && <CarCardSkeletonGrid count={FEATURED_COUNT} />}
        {isError && (
          <Alert severity="error" variant="outlined">
            {t.home.featuredError}
          </Alert>
        )}
        {!isPending && !isError && featured.length === 0 && (
          <Typography sx={{ textAlign: 'center', color: 'text.secondary' }}>
            {t.home.featuredEmpty}
          </Typography>
        )}
        {featured.length > 0 && (
          <Box sx={carGridSx}>
            {featured.map((car) => (
              <CarCard key={car.id} car={car} />
            ))}
          </Box>
        )}
        <Box sx={{ textAlign: 'center', mt: 6 }}>
          <Button component={RouterLink} to="/search" variant="outlined" endIcon={<ArrowForwardIcon />}>
            {t.home.viewAll}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
