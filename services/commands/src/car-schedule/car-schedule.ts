import { addDays, datesOf, occupiedRange, rangesOverlap } from '@grandtour/shared';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type { CarScheduleEvent } from './car-schedule-events.ts';

type Range = { start: string; end: string };

export type HoldCarPeriod = {
  type: 'HoldCarPeriod';
  data: { carId: string; bookingId: string; startDate: string; endDate: string; expiresAt: string };
  metadata: { now: string };
};
/** A paid booking keeps its period for good; if its hold was lost meanwhile, the period is taken again if free. */
export type ReserveCarPeriod = {
  type: 'ReserveCarPeriod';
  data: { carId: string; bookingId: string; startDate: string; endDate: string };
  metadata: { now: string };
};
export type ReleaseCarPeriod = {
  type: 'ReleaseCarPeriod';
  data: { carId: string; bookingId: string; reason: string };
  metadata: { now: string };
};
/** The owner's calendar: these dates become available again, or blocked (with an optional reason and notes). */
export type SetCarDaysAvailability = {
  type: 'SetCarDaysAvailability';
  data: {
    carId: string;
    ownerId: string;
    dates: string[];
    available: boolean;
    reason: string | null;
    notes: string | null;
  };
  metadata: { now: string };
};
export type CarScheduleCommand = HoldCarPeriod | ReserveCarPeriod | ReleaseCarPeriod | SetCarDaysAvailability;

interface ScheduledPeriod extends Range {
  kind: 'hold' | 'reservation';
  /** A hold past this instant no longer counts and is released by the next booking that needs its dates. */
  expiresAt: string | null;
}

interface DayBlock {
  reason: string | null;
  notes: string | null;
}

export interface CarScheduleState {
  periods: ReadonlyMap<string, ScheduledPeriod>;
  blockedDates: ReadonlyMap<string, DayBlock>;
}

export interface ScheduleConflict {
  startDate: string;
  endDate: string;
}

const isLive = (period: ScheduledPeriod, now: string) =>
  period.kind === 'reservation' || (period.expiresAt !== null && period.expiresAt > now);

/** The refusal of a period that others already occupy, naming them. */
export function datesUnavailable(conflicts: ScheduleConflict[]): DomainError {
  return new DomainError(
    'dates_unavailable',
    'conflict',
    'These dates are no longer available for this car.',
    {
      conflicts,
    },
  );
}

/** What stands in the way of `range` for `bookingId`: live periods of other bookings and owner blocks. */
function conflictsWith(state: CarScheduleState, range: Range, bookingId: string | null, now: string) {
  const conflicts: ScheduleConflict[] = [];
  const expiredInTheWay: string[] = [];
  for (const [otherId, period] of state.periods) {
    if (otherId === bookingId || !rangesOverlap(period, range)) continue;
    if (isLive(period, now)) conflicts.push({ startDate: period.start, endDate: period.end });
    else expiredInTheWay.push(otherId);
  }
  for (const date of datesOf(range)) {
    if (state.blockedDates.has(date)) conflicts.push({ startDate: date, endDate: addDays(date, 1) });
  }
  conflicts.sort((a, b) => a.startDate.localeCompare(b.startDate));
  return { conflicts, expiredInTheWay };
}

function takePeriod(
  state: CarScheduleState,
  carId: string,
  bookingId: string,
  range: Range,
  now: string,
  taken: CarScheduleEvent,
): CarScheduleEvent[] {
  const { conflicts, expiredInTheWay } = conflictsWith(state, range, bookingId, now);
  if (conflicts.length > 0) throw datesUnavailable(conflicts);
  const releases: CarScheduleEvent[] = expiredInTheWay.map((expiredId) => ({
    type: 'CarPeriodReleased',
    data: { carId, bookingId: expiredId, reason: 'hold_expired' },
  }));
  return [...releases, taken];
}

function decideHold({ data, metadata }: HoldCarPeriod, state: CarScheduleState): CarScheduleEvent[] {
  const range = occupiedRange(data.startDate, data.endDate);
  const existing = state.periods.get(data.bookingId);
  if (existing) {
    if (existing.start === range.start && existing.end === range.end) return [];
    throw new DomainError('booking_already_scheduled', 'conflict', 'This booking already holds other dates.');
  }
  return takePeriod(state, data.carId, data.bookingId, range, metadata.now, {
    type: 'CarPeriodHeld',
    data: { ...data, startDate: range.start, endDate: range.end },
  });
}

function decideReserve({ data, metadata }: ReserveCarPeriod, state: CarScheduleState): CarScheduleEvent[] {
  const existing = state.periods.get(data.bookingId);
  if (existing?.kind === 'reservation') return [];
  const range = existing ?? occupiedRange(data.startDate, data.endDate);
  const reserved: CarScheduleEvent = {
    type: 'CarPeriodReserved',
    data: { carId: data.carId, bookingId: data.bookingId, startDate: range.start, endDate: range.end },
  };
  // Still held (even past its expiry): nobody else can have taken dates that this hold still covers.
  if (existing) return [reserved];
  return takePeriod(state, data.carId, data.bookingId, range, metadata.now, reserved);
}

function decideAvailability(
  { data, metadata }: SetCarDaysAvailability,
  state: CarScheduleState,
): CarScheduleEvent[] {
  const dates = [...new Set(data.dates)].sort();
  if (data.available) {
    const blocked = dates.filter((date) => state.blockedDates.has(date));
    return blocked.length === 0
      ? []
      : [{ type: 'CarDaysUnblocked', data: { carId: data.carId, ownerId: data.ownerId, dates: blocked } }];
  }
  const inTheWay = (period: ScheduledPeriod) =>
    dates.some((date) => date >= period.start && date < period.end);
  const booked = dates.filter((date) =>
    [...state.periods.values()].some(
      (period) => isLive(period, metadata.now) && date >= period.start && date < period.end,
    ),
  );
  if (booked.length > 0)
    throw new DomainError('dates_booked', 'conflict', 'Some of these dates are already booked.', {
      dates: booked,
    });
  const releases: CarScheduleEvent[] = [...state.periods]
    .filter(([, period]) => !isLive(period, metadata.now) && inTheWay(period))
    .map(([bookingId]) => ({
      type: 'CarPeriodReleased',
      data: { carId: data.carId, bookingId, reason: 'hold_expired' },
    }));
  const toBlock = dates.filter((date) => {
    const block = state.blockedDates.get(date);
    return block?.reason !== data.reason || block.notes !== data.notes;
  });
  if (toBlock.length === 0) return releases;
  return [
    ...releases,
    {
      type: 'CarDaysBlocked',
      data: {
        carId: data.carId,
        ownerId: data.ownerId,
        dates: toBlock,
        reason: data.reason,
        notes: data.notes,
      },
    },
  ];
}

function evolve(state: CarScheduleState, event: CarScheduleEvent): CarScheduleState {
  switch (event.type) {
    case 'CarPeriodHeld':
    case 'CarPeriodReserved': {
      const periods = new Map(state.periods);
      periods.set(event.data.bookingId, {
        start: event.data.startDate,
        end: event.data.endDate,
        kind: event.type === 'CarPeriodHeld' ? 'hold' : 'reservation',
        expiresAt: event.type === 'CarPeriodHeld' ? event.data.expiresAt : null,
      });
      return { ...state, periods };
    }
    case 'CarPeriodReleased': {
      const periods = new Map(state.periods);
      periods.delete(event.data.bookingId);
      return { ...state, periods };
    }
    case 'CarDaysBlocked': {
      const blockedDates = new Map(state.blockedDates);
      const { reason, notes } = event.data;
      for (const date of event.data.dates) blockedDates.set(date, { reason, notes });
      return { ...state, blockedDates };
    }
    case 'CarDaysUnblocked': {
      const blockedDates = new Map(state.blockedDates);
      for (const date of event.data.dates) blockedDates.delete(date);
      return { ...state, blockedDates };
    }
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** `carSchedule-{carId}`: the only place a car's availability is decided (ARCHITECTURE §3). */
export const carScheduleDecider: Decider<CarScheduleCommand, CarScheduleEvent, CarScheduleState> = {
  initialState: () => ({ periods: new Map(), blockedDates: new Map() }),
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'HoldCarPeriod':
        return decideHold(command, state);
      case 'ReserveCarPeriod':
        return decideReserve(command, state);
      case 'ReleaseCarPeriod':
        return state.periods.has(command.data.bookingId)
          ? [
              {
                type: 'CarPeriodReleased',
                data: {
                  carId: command.data.carId,
                  bookingId: command.data.bookingId,
                  reason: command.data.reason,
                },
              },
            ]
          : [];
      case 'SetCarDaysAvailability':
        return decideAvailability(command, state);
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
