import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import type { Car } from '@grandtour/shared';
import { Link as RouterLink } from 'react-router-dom';
import { CarCardPicture } from './CarCardPicture.tsx';
import { CarPriceFooter } from './CarPriceFooter.tsx';
import { RatingSummary } from '../common/RatingSummary.tsx';
import { FavouriteToggle } from '../favourites/FavouriteToggle.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';

interface CarCardProps {
  car: Car;
  eagerImage?: boolean;
  testId?: string;
  /** Passed to the card's favourite toggle (the favourites page words a failed removal its own way). */
  favouriteFailureMessage?: string;
}

export function CarCard({
  car,
  eagerImage = false,
  testId = 'featured-car',
  favouriteFailureMessage,
}: CarCardProps) {
  const { t } = useLanguage();
  const name = `${car.brand} ${car.model}`;

  return (
    <Card
      component="article"
      data-testid={testId}
      sx={{
        position: 'relative',
        height: '100%',
        transition: 'border-color 200ms, transform 200ms',
        '&:hover': { borderColor: 'primary.main', transform: 'translateY(-4px)' },
        '&:hover img': { transform: 'scale(1.04)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/car/${car.id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CarCardPicture car={car} alt={name} eager={eagerImage} />
        <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.25, flex: 1 }}>
          <Typography variant="overline" component="p" sx={{ color: 'primary.main', lineHeight: 1.4 }}>
            {car.brand} · {t.categories[car.category]}
          </Typography>
          <Typography variant="h5" component="h3" sx={{ fontSize: '1.5rem' }}>
            {name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <RatingSummary rating={car.rating} reviewCount={car.reviewCount} />
            <Box
              component="span"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                color: 'text.secondary',
                fontSize: '0.9rem',
              }}
            >
              <LocationOnIcon sx={{ fontSize: '1.05rem' }} aria-hidden />
              {car.location}
            </Box>
          </Box>
          <CarPriceFooter dailyPrice={car.dailyPrice} fontSize="1.6rem" />
        </Box>
      </CardActionArea>
      {/* Beside the link, not inside it: a button within a link is invalid and confuses screen readers. */}
      <Box sx={{ position: 'absolute', top: 10, right: 10 }}>
        <FavouriteToggle car={car} failureMessage={favouriteFailureMessage} />
      </Box>
    </Card>
  );
}
