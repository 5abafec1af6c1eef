import { visuallyHidden } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { Car } from '@grandtour/shared';
import { Link as RouterLink } from 'react-router-dom';
import { AvailabilityBadge } from '../common/AvailabilityBadge.tsx';
import { CarImage } from '../common/CarImage.tsx';
import { CAR_CARD_IMAGE_SIZES } from '../home/carGridSx.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { ReserveButton } from '../search/ReserveButton.tsx';
import { CompareFeatures } from './CompareFeatures.tsx';
import { CompareSpecs } from './CompareSpecs.tsx';
import type { Trip } from './compareParams.ts';
import { TripCost } from './TripCost.tsx';

interface CompareColumnProps {
  car: Car;
  /** Present once the visitor has chosen valid dates. */
  trip: Trip | null;
  onRemove: () => void;
}

export function CompareColumn({ car, trip, onRemove }: CompareColumnProps) {
  const { t } = useLanguage();
  const name = `${car.brand} ${car.model}`;
  const headingId = `compare-title-${car.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="compare-column"
      data-car-id={car.id}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 10', overflow: 'hidden' }}>
        <CarImage
          src={car.images[0]}
          alt={name}
          width={800}
          height={500}
          sizes={CAR_CARD_IMAGE_SIZES}
          sx={{ height: '100%' }}
        />
        <Box sx={{ position: 'absolute', top: 12, left: 12 }}>
          <AvailabilityBadge isAvailable={car.isAvailable} />
        </Box>
      </Box>
      <Box sx={{ p: 3, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography
          variant="overline"
          component="p"
          aria-hidden
          sx={{ color: 'primary.main', lineHeight: 1.5 }}
        >
          {car.brand}
        </Typography>
        <Typography id={headingId} variant="h5" component="h2" data-testid="compare-name">
          <Link component={RouterLink} to={`/car/${car.id}`} color="inherit" underline="hover">
            <Box component="span" sx={visuallyHidden}>
              {`${car.brand} `}
            </Box>
            {car.model}
          </Link>
        </Typography>
        <Typography
          variant="caption"
          title={car.id}
          sx={{ color: 'text.secondary' }}
          data-testid="compare-reference"
        >
          {t.compare.reference(car.id)}
        </Typography>
        <CompareSpecs car={car} />
        {trip && (
          <TripCost
            carId={car.id}
            dates={trip}
            homeDelivery={trip.homeDelivery && car.deliveryAvailable}
            deliveryRefused={trip.homeDelivery && !car.deliveryAvailable}
          />
        )}
        <CompareFeatures features={car.features} />
        <Box sx={{ mt: 'auto', pt: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <ReserveButton
            car={car}
            fullWidth
            trip={trip ? { ...trip, homeDelivery: trip.homeDelivery && car.deliveryAvailable } : undefined}
          />
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<CloseIcon />}
            onClick={onRemove}
            aria-label={t.compare.removeCar(name)}
            data-testid="compare-remove"
          >
            {t.compare.remove}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
