import type { Car } from '@grandtour/shared';
import { Suspense } from 'react';
import { BookingFormSkeleton } from './BookingFormSkeleton.tsx';
import { BookingForm } from './lazyBookingForm.ts';

export interface BookingSlotProps {
  car: Car;
}

/** The booking form of an available car (spec §2 vehicle detail). */
export function BookingSlot({ car }: BookingSlotProps) {
  return (
    <Suspense fallback={<BookingFormSkeleton />}>
      <BookingForm car={car} />
    </Suspense>
  );
}
