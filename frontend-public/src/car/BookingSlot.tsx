import type { Car } from '@grandtour/shared';
import { Suspense } from 'react';
import { useHydrated } from '../common/useHydrated.ts';
import { BookingFormSkeleton } from './BookingFormSkeleton.tsx';
import { BookingForm } from './lazyBookingForm.ts';

export interface BookingSlotProps {
  car: Car;
}

/**
 * The booking form of an available car (spec §2 vehicle detail). The server sends its skeleton and the browser
 * draws it once it has taken the page over: a form typed into before that would lose what was typed, and one
 * submitted would be sent by the browser itself.
 */
export function BookingSlot({ car }: BookingSlotProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <BookingFormSkeleton />;
  return (
    <Suspense fallback={<BookingFormSkeleton />}>
      <BookingForm car={car} />
    </Suspense>
  );
}
