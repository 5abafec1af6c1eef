import { describe, it } from 'vitest';
import { specFor } from '../decider.spec-helpers.ts';
import type { BookingEvent } from './booking.ts';
import { at, confirmed, created, ids, paid } from './booking.spec-fixtures.ts';
import type { BookingCommand } from './decide-booking.ts';
import { bookingDecider } from './decide-booking.ts';
import type { DepositHoldInPlace } from './deposit-state.ts';

const given = specFor(bookingDecider);
const booked = [created, paid, confirmed];
const hold: DepositHoldInPlace = {
  holdId: 'pi_hold_1',
  provider: 'demo',
  method: 'card',
  amountCents: 500_000,
  expiresAt: '2027-03-14T03:00:00.000Z',
  offSession: true,
  sequence: 1,
};
const HELD_AT = '2027-03-09T09:00:00.000Z';
const recordHeld = (data = hold, now = HELD_AT): BookingCommand => ({
  type: 'RecordDepositHeld',
  data,
  ...at(now),
});
const heldEvent = (data = hold, now = HELD_AT): BookingEvent => ({
  type: 'DepositHeld',
  data: { bookingId: ids.bookingId, ...data, heldAt: now },
});
const release = (
  holdId: string,
  reason: 'claim_window_passed' | 'renewed' = 'claim_window_passed',
): BookingCommand => ({
  type: 'RecordDepositRelease',
  data: { holdId, reason },
  ...at('2027-03-16T00:00:00.000Z'),
});
const capture = (amountCents: number, holdId = hold.holdId): BookingCommand => ({
  type: 'RecordDepositCapture',
  data: { holdId, captureId: 'ch_1', amountCents, claimId: 'claim-1', reason: 'Scratched door' },
  ...at('2027-03-15T00:00:00.000Z'),
});
const owner = (
  type: 'WaiveDeposit' | 'MarkPickedUp',
  now: string,
  ownerId = ids.ownerId,
): BookingCommand => ({
  type,
  data: { ownerId },
  ...at(now),
});
const cancelledEvent: BookingEvent = {
  type: 'BookingCancelled',
  data: {
    ...ids,
    reason: 'customer',
    hasFees: false,
    feeCents: 0,
    ownerShareOfFeeCents: 0,
    platformShareOfFeeCents: 0,
    refundDueCents: 330_750,
    reversedOwnerPayoutCents: 315_000,
    reversedPlatformRevenueCents: 15_750,
    cancelledAt: '2027-03-05T00:00:00.000Z',
  },
};

describe('deposit: holds', () => {
  it('records a hold once, whatever the retries', () => {
    given(booked).when(recordHeld()).then([heldEvent()]);
    given([...booked, heldEvent()])
      .when(recordHeld())
      .then([]);
  });

  it('refuses a hold for a booking cancelled meanwhile: the caller lets it go', () => {
    given([...booked, cancelledEvent])
      .when(recordHeld())
      .thenThrows('deposit_not_needed');
  });

  it('records a refusal once per attempt, in the provider words', () => {
    const fail: BookingCommand = {
      type: 'RecordDepositHoldFailure',
      data: {
        provider: 'demo',
        method: 'card',
        sequence: 1,
        message: 'Your card has insufficient funds.',
        declineCode: 'insufficient_funds',
      },
      ...at(HELD_AT),
    };
    const failed: BookingEvent = {
      type: 'DepositHoldFailed',
      data: { bookingId: ids.bookingId, ...fail.data, failedAt: HELD_AT } as never,
    };
    given(booked).when(fail).then([failed]);
    given([...booked, failed])
      .when(fail)
      .then([]);
  });
});

describe('deposit: release and capture', () => {
  it('releases a hold once, with its amount', () => {
    const released: BookingEvent = {
      type: 'DepositReleased',
      data: {
        bookingId: ids.bookingId,
        holdId: hold.holdId,
        amountCents: 500_000,
        reason: 'claim_window_passed',
        releasedAt: '2027-03-16T00:00:00.000Z',
      },
    };
    given([...booked, heldEvent()])
      .when(release(hold.holdId))
      .then([released]);
    given([...booked, heldEvent(), released])
      .when(release(hold.holdId))
      .then([]);
    given(booked).when(release('unknown')).then([]);
  });

  it('captures part of the hold, the rest released by the provider, and only once', () => {
    const captured: BookingEvent = {
      type: 'DepositCaptured',
      data: {
        ...ids,
        holdId: hold.holdId,
        captureId: 'ch_1',
        amountCents: 120_000,
        releasedCents: 380_000,
        claimId: 'claim-1',
        reason: 'Scratched door',
        capturedAt: '2027-03-15T00:00:00.000Z',
      },
    };
    given([...booked, heldEvent()])
      .when(capture(120_000))
      .then([captured]);
    given([...booked, heldEvent(), captured])
      .when(capture(120_000))
      .then([]);
  });

  it('refuses a capture above the hold, and one without a hold', () => {
    given([...booked, heldEvent()])
      .when(capture(500_001))
      .thenThrows('capture_exceeds_hold');
    given([...booked, heldEvent()])
      .when(capture(0))
      .thenThrows('capture_exceeds_hold');
    given(booked).when(capture(100)).thenThrows('deposit_not_held');
  });

  it('a capture after the release of the same hold finds nothing held', () => {
    const released: BookingEvent = {
      type: 'DepositReleased',
      data: {
        bookingId: ids.bookingId,
        holdId: hold.holdId,
        amountCents: 500_000,
        reason: 'claim_window_passed',
        releasedAt: '2027-03-16T00:00:00.000Z',
      },
    };
    given([...booked, heldEvent(), released])
      .when(capture(100))
      .thenThrows('deposit_not_held');
  });

  it('a renewal keeps the newer hold in place and releases the older one', () => {
    const renewed = { ...hold, holdId: 'pi_hold_2', sequence: 2, expiresAt: '2027-03-18T15:00:00.000Z' };
    given([...booked, heldEvent(), heldEvent(renewed, '2027-03-13T15:00:00.000Z')])
      .when(release(hold.holdId, 'renewed'))
      .then([
        {
          type: 'DepositReleased',
          data: {
            bookingId: ids.bookingId,
            holdId: hold.holdId,
            amountCents: 500_000,
            reason: 'renewed',
            releasedAt: '2027-03-16T00:00:00.000Z',
          },
        },
      ]);
  });
});

describe('deposit: waiver and pickup', () => {
  const PICKUP = '2027-03-10T09:30:00.000Z';

  it('refuses the pickup until the deposit is held or waived', () => {
    given(booked).when(owner('MarkPickedUp', PICKUP)).thenThrows('deposit_not_secured');
    given([...booked, heldEvent()])
      .when(owner('MarkPickedUp', PICKUP))
      .then([
        {
          type: 'BookingPickedUp',
          data: { ...ids, deposit: 'held', pickedUpAt: PICKUP },
        },
      ]);
  });

  it('the owner waives the deposit, then hands the car over', () => {
    const waived: BookingEvent = {
      type: 'DepositWaived',
      data: { bookingId: ids.bookingId, ownerId: ids.ownerId, waivedAt: '2027-03-09T12:00:00.000Z' },
    };
    given(booked).when(owner('WaiveDeposit', '2027-03-09T12:00:00.000Z')).then([waived]);
    given([...booked, waived])
      .when(owner('WaiveDeposit', '2027-03-09T12:00:00.000Z'))
      .then([]);
    given([...booked, waived])
      .when(owner('MarkPickedUp', PICKUP))
      .then([{ type: 'BookingPickedUp', data: { ...ids, deposit: 'waived', pickedUpAt: PICKUP } }]);
  });

  it('only the owner of the car, and not before the rental starts', () => {
    given(booked)
      .when(owner('WaiveDeposit', PICKUP, 'someone-else'))
      .thenThrows('forbidden');
    given([...booked, heldEvent()])
      .when(owner('MarkPickedUp', '2027-03-09T12:00:00.000Z'))
      .thenThrows('pickup_too_early');
    given([created]).when(owner('WaiveDeposit', PICKUP)).thenThrows('deposit_not_waivable');
  });
});
