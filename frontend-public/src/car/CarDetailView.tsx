import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Car } from '@grandtour/shared';
import { useCanonicalUrl } from '../common/SiteOrigin.ts';
import { StructuredData } from '../common/StructuredData.tsx';
import { usePageMeta } from '../common/usePageMeta.ts';
import { usePrice } from '../currency/usePrice.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { BackToSearchButton } from './BackToSearchButton.tsx';
import { carStructuredData } from './carStructuredData.ts';
import { CarFeatures } from './CarFeatures.tsx';
import { CarGallery } from './CarGallery.tsx';
import { CarSpecs } from './CarSpecs.tsx';
import { CarSummary } from './CarSummary.tsx';
import { RentalConditions } from './RentalConditions.tsx';
import { CarReturnTerms } from './CarReturnTerms.tsx';
import { ReviewsBlock } from './ReviewsBlock.tsx';
import { SimilarCars } from './SimilarCars.tsx';
import { CarDescriptionText } from './text/CarDescriptionText.tsx';

export function CarDetailView({ car }: { car: Car }) {
  const { t } = useLanguage();
  const name = `${car.brand} ${car.model}`;
  const price = usePrice();
  const pageUrl = useCanonicalUrl();
  const description = t.meta.descriptions.car(name, car.location, price(car.dailyPrice));
  usePageMeta(`${name} — Grand Tour`, description);

  return (
    <>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="car-detail">
        <StructuredData data={carStructuredData(car, pageUrl, description)} />
        <BackToSearchButton />
        <Box
          sx={{
            display: 'grid',
            columnGap: 6,
            rowGap: { xs: 4, md: 0 },
            mt: 2,
            gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
            gridTemplateAreas: {
              xs: '"gallery" "summary" "details"',
              md: '"gallery summary" "details summary"',
            },
            gridTemplateRows: { md: 'auto 1fr' },
          }}
        >
          <Box sx={{ gridArea: 'gallery', minWidth: 0 }}>
            <CarGallery key={car.id} images={car.images} carName={name} />
          </Box>
          <Box sx={{ gridArea: 'summary', minWidth: 0 }}>
            <CarSummary car={car} />
          </Box>
          <Box sx={{ gridArea: 'details', minWidth: 0 }}>
            <Box component="section" aria-labelledby="description-title" sx={{ mt: { xs: 2, md: 8 } }}>
              <Typography id="description-title" variant="h4" component="h2" sx={{ mb: 2 }}>
                {t.carDetail.description}
              </Typography>
              <CarDescriptionText
                car={car}
                sx={{ color: 'text.secondary', lineHeight: 1.85, fontSize: '1.05rem' }}
                data-testid="car-description"
              />
            </Box>
            <CarSpecs car={car} />
            <RentalConditions car={car} />
            <CarReturnTerms car={car} />
            <CarFeatures features={car.features} />
          </Box>
        </Box>
        <ReviewsBlock carId={car.id} />
      </Container>
      {/* Other cars than this one: beside the car's own details, not among them. */}
      <Container maxWidth="lg" sx={{ pb: { xs: 3, md: 5 } }}>
        <SimilarCars key={car.id} carId={car.id} />
      </Container>
    </>
  );
}
