import Box from '@mui/material/Box';
import type { Car } from '@grandtour/shared';
import { AvailabilityBadge } from '../common/AvailabilityBadge.tsx';
import { CarImage } from '../common/CarImage.tsx';
import { CAR_CARD_IMAGE_SIZES } from './carGridSx.ts';

/** A car card's picture (16:10, zoomed by the card's hover) with its availability badge over it. */
export function CarCardPicture({ car, alt, eager }: { car: Car; alt: string; eager: boolean }) {
  return (
    <Box sx={{ position: 'relative', overflow: 'hidden', aspectRatio: '16 / 10' }}>
      <CarImage
        src={car.images[0]}
        alt={alt}
        width={800}
        height={500}
        sizes={CAR_CARD_IMAGE_SIZES}
        eager={eager}
        sx={{ height: '100%', transition: 'transform 600ms ease' }}
      />
      <Box sx={{ position: 'absolute', top: 14, left: 14 }}>
        <AvailabilityBadge isAvailable={car.isAvailable} />
      </Box>
    </Box>
  );
}
