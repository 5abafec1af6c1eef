import { describe, expect, it } from 'vitest';
import { specFor } from '../decider.spec-helpers.ts';
import type { BookingEvent } from './booking.ts';
import { at, confirmed, created, ids, paid, TOTAL } from './booking.spec-fixtures.ts';
import type { BookingCommand } from './decide-booking.ts';
import { bookingDecider } from './decide-booking.ts';
import { payoutIdOf } from './decide-payout.ts';

const given = specFor(bookingDecider);
const withPlan = (planId: string, rateBps: number): BookingEvent => ({
  ...created,
  data: { ...created.data, commission: { planId, rateBps } },
});
const COMPLETED_AT = '2027-03-13T23:00:00.000Z';
const completed: BookingEvent = { type: 'BookingCompleted', data: { ...ids, completedAt: COMPLETED_AT } };
const schedule: BookingCommand = { type: 'SchedulePayout', ...at('2027-03-13T23:00:05.000Z') };
const payoutId = payoutIdOf('b1');
// The owner's gross: 3 days × 1000 € + 2 × 75 € delivery.
const GROSS = 315_000;

const scheduled = (commissionCents: number, rateBps: number, dueAt: string): BookingEvent => ({
  type: 'PayoutScheduled',
  data: {
    bookingId: 'b1',
    ownerId: 'owner-1',
    carId: 'car-1',
    payoutId,
    grossCents: GROSS,
    commissionCents,
    netCents: GROSS - commissionCents,
    commissionRateBps: rateBps,
    dueAt,
    scheduledAt: '2027-03-13T23:00:05.000Z',
  },
});
const premiumScheduled = scheduled(31_500, 1000, '2027-03-15T23:00:00.000Z');
const premiumBooking = [withPlan('owner-premium', 1000), paid, confirmed, completed, premiumScheduled];
const sent = (transferId = 'tr_1'): BookingCommand => ({
  type: 'RecordPayoutSent',
  data: { provider: 'demo', accountId: 'acct_1', transferId, amountCents: GROSS - 31_500 },
  ...at('2027-03-15T23:01:00.000Z'),
});
const paidOut: BookingEvent = {
  type: 'PayoutSent',
  data: {
    bookingId: 'b1',
    ownerId: 'owner-1',
    payoutId,
    provider: 'demo',
    accountId: 'acct_1',
    transferId: 'tr_1',
    amountCents: GROSS - 31_500,
    grossCents: GROSS,
    commissionCents: 31_500,
    sentAt: '2027-03-15T23:01:00.000Z',
  },
};
const failure = (attempt: number): BookingCommand => ({
  type: 'RecordPayoutFailure',
  data: { attempt, message: 'This account is restricted.' },
  ...at('2027-03-16T00:00:00.000Z'),
});
const failed = (attempt: number, final = false): BookingEvent => ({
  type: 'PayoutFailed',
  data: {
    bookingId: 'b1',
    ownerId: 'owner-1',
    payoutId,
    attempt,
    message: 'This account is restricted.',
    final,
    failedAt: '2027-03-16T00:00:00.000Z',
  },
});

describe("payout: the owner's share, less the commission frozen at booking", () => {
  it('is scheduled once the rental completes, due 48 h after it, less the plan commission', () => {
    given([withPlan('owner-premium', 1000), paid, confirmed, completed])
      .when(schedule)
      .then([premiumScheduled]);
    given(premiumBooking).when(schedule).then([]);
  });

  it('is due 24 h after the return for a VIP owner (express payouts), at 8 %', () => {
    given([withPlan('owner-vip', 800), paid, confirmed, completed])
      .when(schedule)
      .then([scheduled(25_200, 800, '2027-03-14T23:00:00.000Z')]);
  });

  it('takes no commission on a booking made before commissions applied', () => {
    given([created, paid, confirmed, completed])
      .when(schedule)
      .then([scheduled(0, 0, '2027-03-15T23:00:00.000Z')]);
  });

  it('waits for the booking to be over', () => {
    given([withPlan('owner-free', 1500), paid, confirmed])
      .when(schedule)
      .thenThrows('booking_not_closed');
  });

  it("pays the owner's share of a cancellation fee, nothing when the cancellation was free", () => {
    const fee = Math.round(TOTAL * 0.3);
    const platformShare = Math.round((fee * 15_750) / TOTAL);
    const cancelledAt = '2027-03-08T10:00:00.000Z';
    const cancelled = (feeCents: number): BookingEvent => ({
      type: 'BookingCancelled',
      data: {
        ...ids,
        reason: 'customer',
        hasFees: feeCents > 0,
        feeCents,
        ownerShareOfFeeCents: feeCents - (feeCents ? platformShare : 0),
        platformShareOfFeeCents: feeCents ? platformShare : 0,
        refundDueCents: TOTAL - feeCents,
        reversedOwnerPayoutCents: 315_000,
        reversedPlatformRevenueCents: 15_750,
        cancelledAt,
      },
    });
    const ownerShare = fee - platformShare;
    const commission = Math.round(ownerShare * 0.12);
    given([withPlan('owner-essential', 1200), paid, confirmed, cancelled(fee)])
      .when(schedule)
      .then([
        {
          type: 'PayoutScheduled',
          data: {
            bookingId: 'b1',
            ownerId: 'owner-1',
            carId: 'car-1',
            payoutId,
            grossCents: ownerShare,
            commissionCents: commission,
            netCents: ownerShare - commission,
            commissionRateBps: 1200,
            dueAt: '2027-03-10T10:00:00.000Z',
            scheduledAt: '2027-03-13T23:00:05.000Z',
          },
        },
      ]);
    given([withPlan('owner-essential', 1200), paid, confirmed, cancelled(0)])
      .when(schedule)
      .then([]);
  });

  it('is recorded sent once, for its own amount, and only once scheduled', () => {
    given(premiumBooking).when(sent()).then([paidOut]);
    given([...premiumBooking, paidOut])
      .when(sent())
      .then([]);
    given([...premiumBooking, paidOut])
      .when(sent('tr_2'))
      .thenThrows('payout_not_scheduled');
    given([withPlan('owner-premium', 1000), paid, confirmed, completed])
      .when(sent())
      .thenThrows('payout_not_scheduled');
    given(premiumBooking)
      .when({
        ...sent(),
        data: { ...(sent() as { data: object }).data, amountCents: GROSS },
      } as BookingCommand)
      .thenThrows('payout_amount_mismatch');
  });

  it('counts failed attempts once each, the fifth final', () => {
    given(premiumBooking)
      .when(failure(1))
      .then([failed(1)]);
    given([...premiumBooking, failed(1)])
      .when(failure(1))
      .then([]);
    const four = [failed(1), failed(2), failed(3), failed(4)];
    given([...premiumBooking, ...four])
      .when(failure(5))
      .then([failed(5, true)]);
    // An operator's retry that fails again stays final.
    given([...premiumBooking, ...four, failed(5, true)])
      .when(failure(6))
      .then([failed(6, true)]);
    // Once sent, a late failure report is refused.
    given([...premiumBooking, paidOut])
      .when(failure(1))
      .thenThrows('payout_not_scheduled');
  });

  it('is cancelled while scheduled, never once sent', () => {
    const cancel: BookingCommand = {
      type: 'CancelPayout',
      data: { reason: 'claim' },
      ...at('2027-03-14T00:00:00.000Z'),
    };
    const cancelledPayout: BookingEvent = {
      type: 'PayoutCancelled',
      data: {
        bookingId: 'b1',
        ownerId: 'owner-1',
        payoutId,
        reason: 'claim',
        cancelledAt: '2027-03-14T00:00:00.000Z',
      },
    };
    given(premiumBooking).when(cancel).then([cancelledPayout]);
    given([...premiumBooking, cancelledPayout])
      .when(cancel)
      .then([]);
    given([...premiumBooking, cancelledPayout])
      .when(schedule)
      .then([]);
    given([...premiumBooking, paidOut])
      .when(cancel)
      .thenThrows('payout_already_sent');
  });

  it('refuses to refund the money the owner was paid from', () => {
    const refund: BookingCommand = {
      type: 'RecordRefund',
      data: { provider: 'demo', refundId: 're_1', paymentId: 'pi_1', amountCents: 10_000 },
      ...at('2027-03-16T00:00:00.000Z'),
    };
    given([...premiumBooking, paidOut])
      .when(refund)
      .thenThrows('payout_already_sent');
    given(premiumBooking).when(refund).thenThrows('refund_not_due');
  });

  it('names one payout per booking', () => {
    expect(payoutIdOf('b1')).toBe(payoutId);
    expect(payoutIdOf('b2')).not.toBe(payoutId);
  });
});
