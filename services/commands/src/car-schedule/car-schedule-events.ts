import type { DomainEvent } from '@grandtour/event-store';

/**
 * `carSchedule-{carId}` is the only place a car's availability is decided (ARCHITECTURE §3): booking holds and
 * reservations and owner blocks share the stream, so an expected-version append never lets two of them overlap.
 * Periods are calendar dates, the end exclusive: a rental from the 1st to the 4th leaves the 4th free.
 */
export const carScheduleStreamName = (carId: string) => `carSchedule-${carId}`;

export interface SchedulePeriod {
  startDate: string;
  endDate: string;
}

export type CarPeriodHeld = DomainEvent<
  'CarPeriodHeld',
  SchedulePeriod & { carId: string; bookingId: string; expiresAt: string }
>;
export type CarPeriodReserved = DomainEvent<
  'CarPeriodReserved',
  SchedulePeriod & { carId: string; bookingId: string }
>;
export type CarPeriodReleased = DomainEvent<
  'CarPeriodReleased',
  { carId: string; bookingId: string; reason: string }
>;
export type CarDaysBlocked = DomainEvent<
  'CarDaysBlocked',
  {
    carId: string;
    ownerId: string;
    dates: string[];
    reason: string | null;
    notes: string | null;
    /** When the owner decided it (absent from events recorded before the owner calendar existed). */
    at?: string;
  }
>;
export type CarDaysUnblocked = DomainEvent<
  'CarDaysUnblocked',
  { carId: string; ownerId: string; dates: string[]; at?: string }
>;

export type CarScheduleEvent =
  CarPeriodHeld | CarPeriodReserved | CarPeriodReleased | CarDaysBlocked | CarDaysUnblocked;
export const CAR_SCHEDULE_EVENT_TYPES: readonly CarScheduleEvent['type'][] = [
  'CarPeriodHeld',
  'CarPeriodReserved',
  'CarPeriodReleased',
  'CarDaysBlocked',
  'CarDaysUnblocked',
];
