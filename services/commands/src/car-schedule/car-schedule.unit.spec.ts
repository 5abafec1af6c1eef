import { describe, expect, it } from 'vitest';
import { specFor } from '../decider.spec-helpers.ts';
import { carScheduleDecider } from './car-schedule.ts';
import type { CarPeriodHeld, CarScheduleEvent } from './car-schedule-events.ts';

const given = specFor(carScheduleDecider);
const carId = 'car-1';
const now = '2027-03-01T10:00:00.000Z';
const later = '2027-03-01T10:30:00.000Z';
const meta = { metadata: { now } };

const held = (bookingId: string, startDate: string, endDate: string, expiresAt = later): CarPeriodHeld => ({
  type: 'CarPeriodHeld',
  data: { carId, bookingId, startDate, endDate, expiresAt },
});
const hold = (bookingId: string, startDate: string, endDate: string) => ({
  type: 'HoldCarPeriod' as const,
  data: { carId, bookingId, startDate, endDate, expiresAt: later },
  ...meta,
});
const reserved = (bookingId: string, startDate: string, endDate: string): CarScheduleEvent => ({
  type: 'CarPeriodReserved',
  data: { carId, bookingId, startDate, endDate },
});

describe('car schedule: holds', () => {
  it('holds free dates', () => {
    given([])
      .when(hold('b1', '2027-03-10', '2027-03-14'))
      .then([held('b1', '2027-03-10', '2027-03-14')]);
  });

  it('holds a same-day rental for its one day', () => {
    given([])
      .when(hold('b1', '2027-03-10', '2027-03-10'))
      .then([held('b1', '2027-03-10', '2027-03-11')]);
  });

  it('refuses dates overlapping a live hold or a reservation, naming them', () => {
    given([held('b1', '2027-03-10', '2027-03-14')])
      .when(hold('b2', '2027-03-13', '2027-03-15'))
      .thenThrows('dates_unavailable');
    given([held('b1', '2027-03-10', '2027-03-14'), reserved('b1', '2027-03-10', '2027-03-14')])
      .when(hold('b2', '2027-03-09', '2027-03-11'))
      .thenThrows('dates_unavailable');
    expect(() =>
      carScheduleDecider.decide(
        hold('b2', '2027-03-13', '2027-03-15'),
        [held('b1', '2027-03-10', '2027-03-14')].reduce(
          carScheduleDecider.evolve,
          carScheduleDecider.initialState(),
        ),
      ),
    ).toThrow(
      expect.objectContaining({
        details: { conflicts: [{ startDate: '2027-03-10', endDate: '2027-03-14' }] },
      }),
    );
  });

  it('lets adjacent periods share their boundary day', () => {
    const before = [held('b1', '2027-03-10', '2027-03-14')];
    given(before)
      .when(hold('b2', '2027-03-14', '2027-03-16'))
      .then([held('b2', '2027-03-14', '2027-03-16')]);
    given(before)
      .when(hold('b3', '2027-03-08', '2027-03-10'))
      .then([held('b3', '2027-03-08', '2027-03-10')]);
  });

  it('releases an expired hold that stands in the way, then holds', () => {
    given([held('b1', '2027-03-10', '2027-03-14', '2027-03-01T09:59:59.000Z')])
      .when(hold('b2', '2027-03-12', '2027-03-13'))
      .then([
        { type: 'CarPeriodReleased', data: { carId, bookingId: 'b1', reason: 'hold_expired' } },
        held('b2', '2027-03-12', '2027-03-13'),
      ]);
  });

  it('refuses days the owner blocked', () => {
    given([
      {
        type: 'CarDaysBlocked',
        data: { carId, ownerId: 'o1', dates: ['2027-03-12'], reason: 'maintenance', notes: null },
      },
    ])
      .when(hold('b1', '2027-03-10', '2027-03-14'))
      .thenThrows('dates_unavailable');
  });

  it('treats holding the same dates again as done, and other dates for the same booking as a mistake', () => {
    given([held('b1', '2027-03-10', '2027-03-14')])
      .when(hold('b1', '2027-03-10', '2027-03-14'))
      .then([]);
    given([held('b1', '2027-03-10', '2027-03-14')])
      .when(hold('b1', '2027-03-11', '2027-03-14'))
      .thenThrows('booking_already_scheduled');
  });
});

describe('car schedule: reservations and releases', () => {
  const reserve = (bookingId: string, startDate: string, endDate: string) => ({
    type: 'ReserveCarPeriod' as const,
    data: { carId, bookingId, startDate, endDate },
    ...meta,
  });

  it('turns a hold into a reservation, even past its expiry, and only once', () => {
    given([held('b1', '2027-03-10', '2027-03-14', '2027-03-01T09:00:00.000Z')])
      .when(reserve('b1', '2027-03-10', '2027-03-14'))
      .then([reserved('b1', '2027-03-10', '2027-03-14')]);
    given([held('b1', '2027-03-10', '2027-03-14'), reserved('b1', '2027-03-10', '2027-03-14')])
      .when(reserve('b1', '2027-03-10', '2027-03-14'))
      .then([]);
  });

  it('takes the dates again for a paid booking whose hold was released, if they are still free', () => {
    const released: CarScheduleEvent = {
      type: 'CarPeriodReleased',
      data: { carId, bookingId: 'b1', reason: 'hold_expired' },
    };
    given([held('b1', '2027-03-10', '2027-03-14'), released])
      .when(reserve('b1', '2027-03-10', '2027-03-14'))
      .then([reserved('b1', '2027-03-10', '2027-03-14')]);
    given([held('b1', '2027-03-10', '2027-03-14'), released, held('b2', '2027-03-12', '2027-03-13')])
      .when(reserve('b1', '2027-03-10', '2027-03-14'))
      .thenThrows('dates_unavailable');
  });

  it('releases a booking once', () => {
    const release = {
      type: 'ReleaseCarPeriod' as const,
      data: { carId, bookingId: 'b1', reason: 'cancelled' },
      ...meta,
    };
    given([held('b1', '2027-03-10', '2027-03-14')])
      .when(release)
      .then([{ type: 'CarPeriodReleased', data: { carId, bookingId: 'b1', reason: 'cancelled' } }]);
    given([]).when(release).then([]);
  });
});

describe('car schedule: the owner calendar', () => {
  const day = (
    date: string,
    available: boolean,
    reason: string | null = null,
    notes: string | null = null,
  ) => ({
    date,
    available,
    reason,
    notes,
  });
  const setDays = (days: ReturnType<typeof day>[]) => ({
    type: 'SetCarDaysAvailability' as const,
    data: { carId, ownerId: 'o1', days },
    ...meta,
  });
  const blockedEvent = (dates: string[], reason: string | null, notes: string | null = null) => ({
    type: 'CarDaysBlocked' as const,
    data: { carId, ownerId: 'o1', dates, reason, notes, at: now },
  });

  it('blocks free days with a reason, and unblocks only what was blocked', () => {
    given([])
      .when(setDays([day('2027-03-21', false, 'maintenance'), day('2027-03-20', false, 'maintenance')]))
      .then([blockedEvent(['2027-03-20', '2027-03-21'], 'maintenance')]);
    const blocked: CarScheduleEvent = blockedEvent(['2027-03-20'], 'maintenance');
    given([blocked])
      .when(setDays([day('2027-03-20', true), day('2027-03-22', true)]))
      .then([{ type: 'CarDaysUnblocked', data: { carId, ownerId: 'o1', dates: ['2027-03-20'], at: now } }]);
    given([blocked])
      .when(setDays([day('2027-03-20', false, 'maintenance')]))
      .then([]);
  });

  it('decides a mixed update at once: one unblock, one block per reason and notes', () => {
    given([blockedEvent(['2027-03-05'], 'repair')])
      .when(
        setDays([
          day('2027-03-05', true),
          day('2027-03-07', false, 'holiday', 'Côte d’Azur'),
          day('2027-03-06', false, 'holiday', 'Côte d’Azur'),
          day('2027-03-08', false, 'inspection'),
        ]),
      )
      .then([
        { type: 'CarDaysUnblocked', data: { carId, ownerId: 'o1', dates: ['2027-03-05'], at: now } },
        blockedEvent(['2027-03-06', '2027-03-07'], 'holiday', 'Côte d’Azur'),
        blockedEvent(['2027-03-08'], 'inspection'),
      ]);
  });

  it('changes the reason of a day already blocked', () => {
    given([blockedEvent(['2027-03-05'], 'repair')])
      .when(setDays([day('2027-03-05', false, 'personal')]))
      .then([blockedEvent(['2027-03-05'], 'personal')]);
  });

  it('refuses to block a day that is held or booked, listing every such day, and applies nothing', () => {
    const run = () =>
      carScheduleDecider.decide(
        setDays([
          day('2027-03-01', true),
          day('2027-03-09', false),
          day('2027-03-11', false),
          day('2027-03-20', false),
        ]),
        [held('b1', '2027-03-10', '2027-03-12'), reserved('b2', '2027-03-20', '2027-03-21')].reduce(
          carScheduleDecider.evolve,
          carScheduleDecider.initialState(),
        ),
      );
    expect(run).toThrow(
      expect.objectContaining({ code: 'dates_booked', details: { dates: ['2027-03-11', '2027-03-20'] } }),
    );
  });

  it('may block the days of an expired hold, releasing it first', () => {
    given([held('b1', '2027-03-10', '2027-03-12', '2027-03-01T09:00:00.000Z')])
      .when(setDays([day('2027-03-11', false, 'repair')]))
      .then([
        { type: 'CarPeriodReleased', data: { carId, bookingId: 'b1', reason: 'hold_expired' } },
        blockedEvent(['2027-03-11'], 'repair'),
      ]);
  });
});

describe('car schedule: moving a booking to new dates', () => {
  const move = (bookingId: string, from: [string, string], to: [string, string]) => ({
    type: 'MoveCarPeriod' as const,
    data: {
      carId,
      bookingId,
      from: { startDate: from[0], endDate: from[1] },
      to: { startDate: to[0], endDate: to[1] },
    },
    ...meta,
  });
  const released = (bookingId: string, reason: string): CarScheduleEvent => ({
    type: 'CarPeriodReleased',
    data: { carId, bookingId, reason },
  });
  const booked = [held('b1', '2027-03-10', '2027-03-14'), reserved('b1', '2027-03-10', '2027-03-14')];

  it('releases the old dates and reserves the new ones in one decision', () => {
    given(booked)
      .when(move('b1', ['2027-03-10', '2027-03-14'], ['2027-03-20', '2027-03-22']))
      .then([released('b1', 'changed'), reserved('b1', '2027-03-20', '2027-03-22')]);
  });

  it('may overlap its own old dates (a longer or shifted rental)', () => {
    given(booked)
      .when(move('b1', ['2027-03-10', '2027-03-14'], ['2027-03-12', '2027-03-16']))
      .then([released('b1', 'changed'), reserved('b1', '2027-03-12', '2027-03-16')]);
  });

  it('refuses dates another booking or an owner block occupies, and changes nothing', () => {
    given([...booked, held('b2', '2027-03-20', '2027-03-23')])
      .when(move('b1', ['2027-03-10', '2027-03-14'], ['2027-03-22', '2027-03-24']))
      .thenThrows('dates_unavailable');
    given([
      ...booked,
      {
        type: 'CarDaysBlocked',
        data: { carId, ownerId: 'o1', dates: ['2027-03-25'], reason: null, notes: null },
      },
    ])
      .when(move('b1', ['2027-03-10', '2027-03-14'], ['2027-03-24', '2027-03-26']))
      .thenThrows('dates_unavailable');
  });

  it('releases an expired hold in the way, as a new booking would', () => {
    given([...booked, held('b2', '2027-03-20', '2027-03-23', '2027-03-01T09:00:00.000Z')])
      .when(move('b1', ['2027-03-10', '2027-03-14'], ['2027-03-21', '2027-03-22']))
      .then([
        released('b2', 'hold_expired'),
        released('b1', 'changed'),
        reserved('b1', '2027-03-21', '2027-03-22'),
      ]);
  });

  it('changes nothing when the booking already holds the new dates (a retried step)', () => {
    given([...booked, released('b1', 'changed'), reserved('b1', '2027-03-20', '2027-03-22')])
      .when(move('b1', ['2027-03-10', '2027-03-14'], ['2027-03-20', '2027-03-22']))
      .then([]);
  });

  it('refuses to move dates the booking no longer holds (released, or moved by another change)', () => {
    given([...booked, released('b1', 'cancelled:customer')])
      .when(move('b1', ['2027-03-10', '2027-03-14'], ['2027-03-20', '2027-03-22']))
      .thenThrows('booking_not_scheduled');
    given([...booked, released('b1', 'changed'), reserved('b1', '2027-03-15', '2027-03-17')])
      .when(move('b1', ['2027-03-10', '2027-03-14'], ['2027-03-20', '2027-03-22']))
      .thenThrows('booking_not_scheduled');
    given([held('b1', '2027-03-10', '2027-03-14')])
      .when(move('b1', ['2027-03-10', '2027-03-14'], ['2027-03-20', '2027-03-22']))
      .thenThrows('booking_not_scheduled');
  });
});
