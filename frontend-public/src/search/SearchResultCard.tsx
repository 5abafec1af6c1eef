import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import type { Car } from '@grandtour/shared';
import { Suspense, type Ref } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isCalendarDate } from '../common/isCalendarDate.ts';
import { CarCardPicture } from '../home/CarCardPicture.tsx';
import { CarPriceFooter } from '../home/CarPriceFooter.tsx';
import { RatingSummary } from '../common/RatingSummary.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { FavouriteToggle } from '../favourites/FavouriteToggle.tsx';
import { isRequestCar } from '../booking-requests/isRequestCar.ts';
import { RequestBadge } from '../booking-requests/RequestBadge.tsx';
import { CarQuickFacts } from './CarQuickFacts.tsx';
import { DeliveryInfo } from './DeliveryInfo.tsx';
import { CompareCheckbox } from './lazyComparisonMode.ts';
import { OwnerSummary } from './OwnerSummary.tsx';
import { ReserveButton } from './ReserveButton.tsx';
import { CarDescriptionText } from '../car/text/CarDescriptionText.tsx';

export interface CompareChoice {
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}

interface SearchResultCardProps {
  car: Car;
  eagerImage: boolean;
  /** Present only in comparison mode. */
  compare?: CompareChoice;
  linkRef?: Ref<HTMLAnchorElement>;
}

export function SearchResultCard({ car, eagerImage, compare, linkRef }: SearchResultCardProps) {
  const { t } = useLanguage();
  const name = `${car.brand} ${car.model}`;
  // The dates searched for go on to the booking form, as from compare.
  const [params] = useSearchParams();
  const startDate = params.get('startDate') ?? '';
  const endDate = params.get('endDate') ?? '';
  const trip =
    isCalendarDate(startDate) && isCalendarDate(endDate)
      ? { startDate, endDate, homeDelivery: false }
      : undefined;

  return (
    <Card
      component="article"
      data-testid="search-result"
      sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {/* Only the picture and the facts are the link: buttons and checkboxes may not sit inside a link. */}
      <CardActionArea
        component={RouterLink}
        to={`/car/${car.id}`}
        ref={linkRef}
        data-testid="search-result-link"
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          '&:hover img': { transform: 'scale(1.04)' },
        }}
      >
        <CarCardPicture car={car} alt={name} eager={eagerImage} />
        <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
          <Typography
            variant="overline"
            component="p"
            data-testid="search-result-category"
            sx={{ color: 'primary.main', lineHeight: 1.4 }}
          >
            {car.brand} · {t.categories[car.category]}
          </Typography>
          <Typography
            variant="h5"
            component="h3"
            sx={{ fontSize: '1.45rem' }}
            data-testid="search-result-name"
          >
            {name}
          </Typography>
          <CarDescriptionText
            car={car}
            variant="body2"
            data-testid="search-result-description"
            sx={{
              color: 'text.secondary',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            {isRequestCar(car) && <RequestBadge />}
            <RatingSummary rating={car.rating} reviewCount={car.reviewCount} />
            <Box
              component="span"
              data-testid="search-result-location"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
            >
              <LocationOnIcon sx={{ fontSize: '1.05rem' }} aria-hidden />
              {car.location}
            </Box>
          </Box>
          <CarQuickFacts car={car} />
          <OwnerSummary car={car} />
          <DeliveryInfo car={car} />
          <CarPriceFooter dailyPrice={car.dailyPrice} fontSize="1.5rem" />
        </Box>
      </CardActionArea>
      {compare && (
        <Box sx={{ position: 'absolute', top: 10, right: 10 }}>
          {/* Over the picture, so nothing moves when it arrives. */}
          <Suspense fallback={null}>
            <CompareCheckbox carName={name} {...compare} />
          </Suspense>
        </Box>
      )}
      <Box sx={{ px: 3, pb: 3, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <FavouriteToggle car={car} />
        <Box sx={{ flex: 1 }}>
          <ReserveButton car={car} fullWidth trip={trip} />
        </Box>
      </Box>
    </Card>
  );
}
