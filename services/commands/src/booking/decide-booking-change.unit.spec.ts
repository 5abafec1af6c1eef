import { quoteRental } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { specFor } from '../decider.spec-helpers.ts';
import type { BookingChangeRequested, BookingEvent } from './booking.ts';
import { refundDueCents } from './booking.ts';
import { at, confirmed, created, ids, paid, quote, TOTAL } from './booking.spec-fixtures.ts';
import type { BookingCommand } from './decide-booking.ts';
import { bookingDecider, customerCancellation } from './decide-booking.ts';

const given = specFor(bookingDecider);
const booked = [created, paid, confirmed];
// The booking starts on 2027-03-10: pickup at 10:00 Paris (09:00Z), so changes close at 2027-03-09T09:00Z.
const EARLY = '2027-03-02T12:00:00.000Z';

const longer = quoteRental({
  dailyPriceCents: 100_000,
  depositCents: 500_000,
  startDate: '2027-03-10',
  endDate: '2027-03-14',
  deliveredLegs: 2,
  deliveryFeeCents: 7_500,
});
const shorter = quoteRental({
  dailyPriceCents: 100_000,
  depositCents: 500_000,
  startDate: '2027-03-10',
  endDate: '2027-03-12',
  deliveredLegs: 0,
  deliveryFeeCents: 0,
});
const LONGER_TOTAL = 435_750; // 4 × 1000 € + 2 × 75 € delivery, + 5 %
const SHORTER_TOTAL = 210_000; // 2 × 1000 €, + 5 %

const ask = (
  changeId: string,
  endDate: string,
  changeQuote = longer,
  now = EARLY,
  pickup: 'delivery' | 'paris-center' = 'delivery',
): BookingCommand => ({
  type: 'RequestBookingChange',
  data: {
    changeId,
    startDate: '2027-03-10',
    endDate,
    pickupLocation: pickup,
    dropoffLocation: pickup,
    quote: changeQuote,
  },
  ...at(now),
});
const requested = (changeId: string, changeQuote = longer, pickup = 'delivery' as const) =>
  ({
    type: 'BookingChangeRequested',
    data: {
      ...ids,
      changeId,
      startDate: '2027-03-10',
      endDate: changeQuote === longer ? '2027-03-14' : '2027-03-12',
      pickupLocation: pickup,
      dropoffLocation: pickup,
      quote: changeQuote,
      differenceCents: changeQuote.totalCents - TOTAL,
      requestedAt: EARLY,
    },
  }) satisfies BookingChangeRequested;
const longerRequested = requested('c1');
const shorterRequested = {
  ...requested('c2', shorter),
  data: { ...requested('c2', shorter).data, pickupLocation: 'paris-center', dropoffLocation: 'paris-center' },
} satisfies BookingChangeRequested;
const payDifference = (amountCents = LONGER_TOTAL - TOTAL): BookingCommand => ({
  type: 'RecordChangePayment',
  data: {
    changeId: 'c1',
    provider: 'demo',
    method: 'card',
    paymentIntentId: 'pi_2',
    paymentId: 'pi_2',
    amountCents,
  },
  ...at(EARLY),
});
const differencePaid: BookingEvent = {
  type: 'ChangePaymentSucceeded',
  data: {
    ...ids,
    changeId: 'c1',
    provider: 'demo',
    method: 'card',
    paymentIntentId: 'pi_2',
    paymentId: 'pi_2',
    amountCents: LONGER_TOTAL - TOTAL,
    succeededAt: EARLY,
  },
};
const apply = (changeId: string): BookingCommand => ({
  type: 'ApplyBookingChange',
  data: { changeId },
  ...at(EARLY),
});
const refuse = (changeId: string): BookingCommand => ({
  type: 'RefuseBookingChange',
  data: { changeId, reason: 'dates_unavailable', message: null },
  ...at(EARLY),
});
const longerApplied: BookingEvent = {
  type: 'BookingChanged',
  data: {
    ...ids,
    changeId: 'c1',
    startDate: '2027-03-10',
    endDate: '2027-03-14',
    pickupLocation: 'delivery',
    dropoffLocation: 'delivery',
    quote: longer,
    previous: {
      startDate: '2027-03-10',
      endDate: '2027-03-13',
      pickupLocation: 'delivery',
      totalCents: TOTAL,
    },
    totalDeltaCents: LONGER_TOTAL - TOTAL,
    ownerPayoutDeltaCents: longer.ownerPayoutCents - quote.ownerPayoutCents,
    platformRevenueDeltaCents: longer.platformRevenueCents - quote.platformRevenueCents,
    changedAt: EARLY,
  },
};
const stateAfter = (events: BookingEvent[]) => foldEvents(bookingDecider, events);

describe('booking changes: asking', () => {
  it('re-quotes a confirmed booking and opens the change with the price difference', () => {
    expect(longer.totalCents).toBe(LONGER_TOTAL);
    expect(shorter.totalCents).toBe(SHORTER_TOTAL);
    given(booked).when(ask('c1', '2027-03-14')).then([longerRequested]);
    given(booked)
      .when(ask('c2', '2027-03-12', shorter, EARLY, 'paris-center'))
      .then([shorterRequested]);
  });

  it('changes nothing when the same change is asked again, open or decided', () => {
    given([...booked, longerRequested])
      .when(ask('c1', '2027-03-14'))
      .then([]);
    given([...booked, longerRequested, differencePaid, longerApplied])
      .when(ask('c1', '2027-03-14'))
      .then([]);
  });

  it('changes only confirmed bookings', () => {
    given([created]).when(ask('c1', '2027-03-14')).thenThrows('booking_not_changeable');
    given([created, paid]).when(ask('c1', '2027-03-14')).thenThrows('booking_not_changeable');
    const cancelled: BookingCommand = { type: 'CancelBooking', data: { reason: 'customer' }, ...at(EARLY) };
    const off = bookingDecider.decide(cancelled, stateAfter(booked));
    given([...booked, ...off])
      .when(ask('c1', '2027-03-14'))
      .thenThrows('booking_not_changeable');
    const completed: BookingEvent = {
      type: 'BookingCompleted',
      data: { ...ids, completedAt: '2027-03-14T00:00:00.000Z' },
    };
    given([...booked, completed])
      .when(ask('c1', '2027-03-14'))
      .thenThrows('booking_not_changeable');
  });

  it('closes 24 hours before the 10:00 pickup (Paris)', () => {
    given(booked)
      .when(ask('c1', '2027-03-14', longer, '2027-03-09T09:00:00.000Z'))
      .then([
        { ...longerRequested, data: { ...longerRequested.data, requestedAt: '2027-03-09T09:00:00.000Z' } },
      ]);
    given(booked)
      .when(ask('c1', '2027-03-14', longer, '2027-03-09T09:00:01.000Z'))
      .thenThrows('change_too_late');
  });

  it('refuses a new pickup less than 24 hours away, a return before the pickup, over 90 days, and no change at all', () => {
    const sooner: BookingCommand = {
      type: 'RequestBookingChange',
      data: {
        changeId: 'c1',
        startDate: '2027-03-03',
        endDate: '2027-03-05',
        pickupLocation: 'delivery',
        dropoffLocation: 'delivery',
        quote: longer,
      },
      ...at(EARLY),
    };
    given(booked).when(sooner).thenThrows('change_too_late');
    given(booked).when(ask('c1', '2027-03-09')).thenThrows('end_before_start');
    given(booked).when(ask('c1', '2027-06-09')).thenThrows('rental_too_long');
    given(booked)
      .when(ask('c1', '2027-03-13', quote))
      .thenThrows('booking_unchanged');
  });

  it('takes one change at a time', () => {
    given([...booked, longerRequested])
      .when(ask('c2', '2027-03-12', shorter, EARLY, 'paris-center'))
      .thenThrows('booking_change_in_progress');
  });
});

describe('booking changes: paying, applying, refusing', () => {
  it('records the difference once, for the open change and its exact amount', () => {
    given([...booked, longerRequested])
      .when(payDifference())
      .then([differencePaid]);
    given([...booked, longerRequested, differencePaid])
      .when(payDifference())
      .then([]);
    given([...booked, longerRequested])
      .when(payDifference(1))
      .thenThrows('change_payment_unexpected');
    given(booked).when(payDifference()).thenThrows('change_payment_unexpected');
  });

  it('applies a costlier change only once the difference is paid, with the deltas the ledgers need', () => {
    given([...booked, longerRequested])
      .when(apply('c1'))
      .thenThrows('change_not_paid');
    given([...booked, longerRequested, differencePaid])
      .when(apply('c1'))
      .then([longerApplied]);
    given([...booked, longerRequested, differencePaid, longerApplied])
      .when(apply('c1'))
      .then([]);
    given(booked).when(apply('c1')).thenThrows('change_not_open');
  });

  it('gives the booking its new terms, and owes back what a cheaper change saves', () => {
    const [applied] = bookingDecider.decide(apply('c2'), stateAfter([...booked, shorterRequested]));
    expect(applied).toMatchObject({
      type: 'BookingChanged',
      data: { totalDeltaCents: SHORTER_TOTAL - TOTAL, endDate: '2027-03-12', pickupLocation: 'paris-center' },
    });
    const state = stateAfter([...booked, shorterRequested, applied!]);
    expect(state.status === 'confirmed' && state.terms.quote).toEqual(shorter);
    expect(refundDueCents(state)).toBe(TOTAL - SHORTER_TOTAL);
    expect(refundDueCents(stateAfter([...booked, shorterRequested]))).toBe(0);
  });

  it('refuses an open change once, and pays back a difference already charged', () => {
    const refused: BookingEvent = {
      type: 'BookingChangeRefused',
      data: { bookingId: 'b1', changeId: 'c1', reason: 'dates_unavailable', message: null, refusedAt: EARLY },
    };
    given([...booked, longerRequested, differencePaid])
      .when(refuse('c1'))
      .then([refused]);
    given([...booked, longerRequested, differencePaid, refused])
      .when(refuse('c1'))
      .then([]);
    given([...booked, longerRequested, differencePaid, refused])
      .when(apply('c1'))
      .then([]);
    const state = stateAfter([...booked, longerRequested, differencePaid, refused]);
    expect(refundDueCents(state)).toBe(LONGER_TOTAL - TOTAL);
    expect(state.status === 'confirmed' && state.terms.endDate).toBe('2027-03-13');
  });

  it('refunds through the payment that has the money: a change charge is refunded on its own payment', () => {
    const refund = (paymentId: string, amountCents: number): BookingCommand => ({
      type: 'RecordRefund',
      data: { provider: 'demo', refundId: `re_${paymentId}`, paymentId, amountCents },
      ...at(EARLY),
    });
    const refused: BookingEvent = {
      type: 'BookingChangeRefused',
      data: { bookingId: 'b1', changeId: 'c1', reason: 'dates_unavailable', message: null, refusedAt: EARLY },
    };
    const history = [...booked, longerRequested, differencePaid, refused];
    given(history)
      .when(refund('pi_2', LONGER_TOTAL - TOTAL))
      .then([
        {
          type: 'RefundIssued',
          data: {
            ...ids,
            provider: 'demo',
            refundId: 're_pi_2',
            paymentId: 'pi_2',
            amountCents: LONGER_TOTAL - TOTAL,
            issuedAt: EARLY,
          },
        },
      ]);
    given(history)
      .when(refund('pi_2', LONGER_TOTAL - TOTAL + 1))
      .thenThrows('refund_not_due');
    given(history).when(refund('pi_unknown', 100)).thenThrows('refund_not_due');
  });
});

describe('cancelling after a change', () => {
  it('charges the fee on the new total and gives back what was paid net of refunds', () => {
    const [applied] = bookingDecider.decide(apply('c2'), stateAfter([...booked, shorterRequested]));
    const refunded: BookingEvent = {
      type: 'RefundIssued',
      data: {
        ...ids,
        provider: 'demo',
        refundId: 're_1',
        paymentId: 'pi_1',
        amountCents: TOTAL - SHORTER_TOTAL,
        issuedAt: EARLY,
      },
    };
    const late = '2027-03-09T12:00:00.000Z';
    const [cancelled] = bookingDecider.decide(
      { type: 'CancelBooking', data: { reason: 'customer' }, ...at(late) },
      stateAfter([...booked, shorterRequested, applied!, refunded]),
    );
    const fee = Math.round(SHORTER_TOTAL * 0.3);
    expect(cancelled).toMatchObject({
      type: 'BookingCancelled',
      data: {
        feeCents: fee,
        refundDueCents: SHORTER_TOTAL - fee,
        reversedOwnerPayoutCents: shorter.ownerPayoutCents,
        reversedPlatformRevenueCents: shorter.platformRevenueCents,
      },
    });
  });

  it('simulates with the rule the cancel command applies', () => {
    const booking = { status: 'confirmed' as const, startDate: '2027-03-10', totalCents: TOTAL };
    expect(
      customerCancellation({ ...booking, netPaidCents: TOTAL, now: new Date('2027-03-07T22:59:59.000Z') }),
    ).toEqual({ hasFees: false, feeCents: 0, refundCents: TOTAL });
    expect(
      customerCancellation({ ...booking, netPaidCents: TOTAL, now: new Date('2027-03-07T23:00:01.000Z') }),
    ).toEqual({ hasFees: true, feeCents: 99_225, refundCents: TOTAL - 99_225 });
    expect(() =>
      customerCancellation({ ...booking, netPaidCents: TOTAL, now: new Date('2027-03-09T23:00:00.000Z') }),
    ).toThrow(expect.objectContaining({ code: 'booking_not_cancellable' }));
    expect(() =>
      customerCancellation({ ...booking, status: 'cancelled', netPaidCents: 0, now: new Date(EARLY) }),
    ).toThrow(expect.objectContaining({ code: 'booking_already_cancelled' }));
  });
});
