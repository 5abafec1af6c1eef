import { firstPickupDate, todayInParis } from '@grandtour/shared';
import { useMemo, useState } from 'react';
import { useCarAvailability } from '../availability/useCarAvailability.ts';
import type { BookingCalendar } from './validateBookingForm.ts';

/**
 * Which days a rental of this car can start: Paris decides what "today" is, today's 10:00 pickup whether it can
 * still start today (the server refuses a start before the first pickup date, decision 50), and the car's
 * availability which days are already taken (decision 57).
 */
export function useBookingCalendar(carId: string) {
  const [clock] = useState(() => {
    const now = new Date();
    return { today: todayInParis(now), firstStart: firstPickupDate(now) };
  });
  const availability = useCarAvailability(carId);
  const calendar: BookingCalendar = useMemo(
    () => ({ ...clock, taken: availability.taken }),
    [clock, availability.taken],
  );
  return { calendar, availability };
}
