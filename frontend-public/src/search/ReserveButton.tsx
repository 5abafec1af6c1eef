import Button from '@mui/material/Button';
import type { Car } from '@grandtour/shared';
import { Link as RouterLink } from 'react-router-dom';
import { bookingHref, type BookingTrip } from '../booking/bookingPrefill.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

/**
 * Spec §4: 'Réserver maintenant' for an available car, to its booking form (with the trip when one is chosen);
 * otherwise a disabled 'Non disponible'.
 */
export function ReserveButton({
  car,
  fullWidth = false,
  trip,
}: {
  car: Car;
  fullWidth?: boolean;
  /** The dates and delivery already chosen (compare): the booking form opens with them. */
  trip?: BookingTrip;
}) {
  const { t } = useLanguage();
  if (!car.isAvailable)
    return (
      <Button variant="outlined" disabled fullWidth={fullWidth} data-testid="reserve-button">
        {t.car.unavailable}
      </Button>
    );
  return (
    <Button
      component={RouterLink}
      to={bookingHref(car.id, trip)}
      variant="contained"
      fullWidth={fullWidth}
      data-testid="reserve-button"
      aria-label={t.search.card.reserveCar(`${car.brand} ${car.model}`)}
    >
      {t.search.card.reserve}
    </Button>
  );
}
