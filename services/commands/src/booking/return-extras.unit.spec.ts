import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { specFor } from '../decider.spec-helpers.ts';
import type { BookingEvent } from './booking.ts';
import { at, confirmed, created, ids, paid } from './booking.spec-fixtures.ts';
import { bookingDecider } from './decide-booking.ts';

const given = specFor(bookingDecider);
const SETTLED_AT = '2027-03-16T09:00:00.000Z';
/** 8,000 cents of refuel fee assessed at the return of a rental whose deposit was waived (no hold to take them). */
const assessed: BookingEvent = {
  type: 'ReturnExtrasAssessed',
  data: {
    bookingId: ids.bookingId,
    phase: 'return',
    drivenKm: 100,
    includedKm: null,
    extraKm: 0,
    extraKmCents: 0,
    refuelCents: 8_000,
    lateHours: 0,
    lateCents: 0,
    totalCents: 8_000,
    dueBackAt: '2027-03-13T09:00:00.000Z',
    returnedAt: '2027-03-13T08:00:00.000Z',
    assessedAt: '2027-03-13T08:00:00.000Z',
  },
};
const returned = [created, paid, confirmed, assessed];
const charge = {
  chargeId: 'pi-extras',
  captureId: 'cap-extras',
  amountCents: 8_000,
  provider: 'demo' as const,
};
const settled = (extra: object): BookingEvent =>
  ({
    type: 'ReturnExtrasSettled',
    data: {
      bookingId: ids.bookingId,
      phase: 'return',
      capturedCents: 0,
      excessCents: 8_000,
      settledAt: SETTLED_AT,
      ...extra,
    },
  }) as BookingEvent;

describe('settling the return’s extras without a hold', () => {
  it('records them charged to the booking’s card, or else a debt', () => {
    given(returned)
      .when({ type: 'SettleReturnExtras', data: { charge }, ...at(SETTLED_AT) })
      .then([settled({ excess: 'charged', charge })]);
    given(returned)
      .when({ type: 'SettleReturnExtras', ...at(SETTLED_AT) })
      .then([settled({ excess: 'debt' })]);
  });

  it('charges exactly what is due, and settles once', () => {
    expect(() =>
      bookingDecider.decide(
        { type: 'SettleReturnExtras', data: { charge: { ...charge, amountCents: 1 } }, ...at(SETTLED_AT) },
        foldEvents(bookingDecider, returned),
      ),
    ).toThrow(/excess/);
    given([...returned, settled({ excess: 'charged', charge })])
      .when({ type: 'SettleReturnExtras', data: { charge }, ...at(SETTLED_AT) })
      .then([]);
  });
});
