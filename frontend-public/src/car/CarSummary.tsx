import Box from '@mui/material/Box';
import { StarRating } from '../common/StarRating.tsx';
import Typography from '@mui/material/Typography';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import type { Car } from '@grandtour/shared';
import { AvailabilityBadge } from '../common/AvailabilityBadge.tsx';
import { NewCarBadge } from '../common/NewCarBadge.tsx';
import { FavouriteToggle } from '../favourites/FavouriteToggle.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useRatingFormat } from '../i18n/useRatingFormat.ts';
import { BookingSlot } from './BookingSlot.tsx';
import { CarPriceBox } from './CarPriceBox.tsx';
import { ContactOwnerButton } from './ContactOwnerButton.tsx';
import { CarUnavailablePanel } from './CarUnavailablePanel.tsx';

export function CarSummary({ car }: { car: Car }) {
  const { t } = useLanguage();
  const formatNumber = useRatingFormat();
  const rating = Number(car.rating);

  return (
    <Box sx={{ position: { md: 'sticky' }, top: { md: 104 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
          {car.brand} · {t.categories[car.category]} · {car.year}
        </Typography>
        <AvailabilityBadge isAvailable={car.isAvailable} />
      </Box>
      <Typography variant="h1" data-testid="car-title" sx={{ fontSize: { xs: '2.2rem', md: '3rem' }, mt: 1 }}>
        {car.brand} {car.model}
      </Typography>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2 }}
        data-testid="car-rating"
      >
        {car.reviewCount === 0 ? (
          <NewCarBadge />
        ) : (
          <>
            <StarRating
              value={rating}
              precision={0.1}
              readOnly
              getLabelText={(value) => t.car.ratingOutOfFive(formatNumber(value))}
            />
            <Typography component="span" sx={{ fontWeight: 600 }} aria-hidden>
              {formatNumber(rating)}
            </Typography>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              ({t.car.reviewCount(car.reviewCount)})
            </Typography>
          </>
        )}
      </Box>
      <Typography
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', mt: 1.5 }}
        data-testid="car-location"
      >
        <LocationOnIcon sx={{ color: 'primary.main', fontSize: '1.2rem' }} aria-hidden />
        {car.location}, {t.carDetail.country}
      </Typography>
      <CarPriceBox car={car} />
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <FavouriteToggle car={car} variant="button" />
        <ContactOwnerButton car={car} />
      </Box>
      <Box sx={{ mt: 3 }}>
        {car.isAvailable ? (
          <BookingSlot car={car} />
        ) : (
          <CarUnavailablePanel carName={`${car.brand} ${car.model}`} />
        )}
      </Box>
    </Box>
  );
}
