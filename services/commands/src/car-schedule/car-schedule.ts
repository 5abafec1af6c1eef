import { addDays, datesOf, occupiedRange, rangesOverlap } from '@grandtour/shared';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type { CarScheduleEvent, SchedulePeriod } from './car-schedule-events.ts';

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
/**
 * A booking change: the booking's reservation leaves `from` for `to` in one append (a release and a reservation),
 * so the car's schedule either holds the old dates or the new ones, never both, never neither (decision 30).
 */
export type MoveCarPeriod = {
  type: 'MoveCarPeriod';
  data: { carId: string; bookingId: string; from: SchedulePeriod; to: SchedulePeriod };
  metadata: { now: string };
};
/** One day of the owner's calendar: available again, or blocked with an optional reason and notes. */
export interface DayAvailability {
  date: string;
  available: boolean;
  reason: string | null;
  notes: string | null;
}
/**
 * The owner's calendar: each day becomes available again or blocked. One command for the whole update, so it is
 * decided and appended at once: either every day is applied or none is.
 */
export type SetCarDaysAvailability = {
  type: 'SetCarDaysAvailability';
  data: { carId: string; ownerId: string; days: DayAvailability[] };
  metadata: { now: string };
};
export type CarScheduleCommand =
  HoldCarPeriod | ReserveCarPeriod | ReleaseCarPeriod | MoveCarPeriod | SetCarDaysAvailability;

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

const sameRange = (a: Range, b: Range) => a.start === b.start && a.end === b.end;

function decideMove({ data, metadata }: MoveCarPeriod, state: CarScheduleState): CarScheduleEvent[] {
  const { carId, bookingId } = data;
  const from = occupiedRange(data.from.startDate, data.from.endDate);
  const to = occupiedRange(data.to.startDate, data.to.endDate);
  const current = state.periods.get(bookingId);
  if (current?.kind === 'reservation' && sameRange(current, to)) return [];
  if (current?.kind !== 'reservation' || !sameRange(current, from))
    throw new DomainError(
      'booking_not_scheduled',
      'conflict',
      'This booking no longer holds the dates it is moving from.',
    );
  const reserved: CarScheduleEvent = {
    type: 'CarPeriodReserved',
    data: { carId, bookingId, startDate: to.start, endDate: to.end },
  };
  const released: CarScheduleEvent = {
    type: 'CarPeriodReleased',
    data: { carId, bookingId, reason: 'changed' },
  };
  // Expired holds in the way go first, then the booking's own release and its new reservation.
  const taken = takePeriod(state, carId, bookingId, to, metadata.now, reserved);
  return [...taken.slice(0, -1), released, reserved];
}

function decideAvailability(
  { data, metadata }: SetCarDaysAvailability,
  state: CarScheduleState,
): CarScheduleEvent[] {
  const { carId, ownerId } = data;
  const at = metadata.now;
  // The last word on a date wins; dates are decided in calendar order.
  const days = [...new Map(data.days.map((day) => [day.date, day])).values()].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  const toFree = days.filter((day) => day.available).map((day) => day.date);
  const toBlock = days.filter((day) => !day.available);
  const livePeriods = [...state.periods.values()].filter((period) => isLive(period, metadata.now));
  const booked = toBlock
    .map((day) => day.date)
    .filter((date) => livePeriods.some((period) => date >= period.start && date < period.end));
  if (booked.length > 0)
    throw new DomainError('dates_booked', 'conflict', 'Some of these dates are already booked.', {
      dates: booked,
    });
  const releases: CarScheduleEvent[] = [...state.periods]
    .filter(
      ([, period]) =>
        !isLive(period, metadata.now) &&
        toBlock.some(({ date }) => date >= period.start && date < period.end),
    )
    .map(([bookingId]) => ({
      type: 'CarPeriodReleased',
      data: { carId, bookingId, reason: 'hold_expired' },
    }));
  const unblocked = toFree.filter((date) => state.blockedDates.has(date));
  const unblocks: CarScheduleEvent[] =
    unblocked.length === 0
      ? []
      : [{ type: 'CarDaysUnblocked', data: { carId, ownerId, dates: unblocked, at } }];
  // One event per reason and notes, for the days whose block changes.
  const groups = new Map<string, { reason: string | null; notes: string | null; dates: string[] }>();
  for (const { date, reason, notes } of toBlock) {
    const block = state.blockedDates.get(date);
    if (block && block.reason === reason && block.notes === notes) continue;
    const key = JSON.stringify([reason, notes]);
    const group = groups.get(key) ?? { reason, notes, dates: [] };
    group.dates.push(date);
    groups.set(key, group);
  }
  const blocks: CarScheduleEvent[] = [...groups.values()].map((group) => ({
    type: 'CarDaysBlocked',
    data: { carId, ownerId, dates: group.dates, reason: group.reason, notes: group.notes, at },
  }));
  return [...releases, ...unblocks, ...blocks];
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
      case 'MoveCarPeriod':
        return decideMove(command, state);
      case 'SetCarDaysAvailability':
        return decideAvailability(command, state);
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
