import type { Car } from '@grandtour/shared';
import { BookingForm } from '../booking/BookingForm.tsx';

export interface BookingSlotProps {
  car: Car;
}

/** The booking form of an available car (spec §2 vehicle detail). */
export function BookingSlot({ car }: BookingSlotProps) {
  return <BookingForm car={car} />;
}
