import type { Car } from '@grandtour/shared';

export interface BookingSlotProps {
  car: Car;
}

/** Where the booking form goes for an available car; it arrives with the booking issue. */
export function BookingSlot(_props: BookingSlotProps) {
  return null;
}
