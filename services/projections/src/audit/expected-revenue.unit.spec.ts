import type { BookingEvent } from '@grandtour/commands';
import type { RecordedEvent } from '@grandtour/event-store';
import { quoteRental } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { expectedRevenue } from './expected-revenue.ts';

const quote = quoteRental({
  dailyPriceCents: 100_000,
  depositCents: 500_000,
  startDate: '2027-01-20',
  endDate: '2027-01-22',
  deliveredLegs: 0,
  deliveryFeeCents: 0,
});
let position = 0n;
const recorded = (event: BookingEvent): RecordedEvent =>
  ({
    ...event,
    metadata: {
      eventId: `event-${++position}`,
      streamName: 'booking-b1',
      streamPosition: Number(position),
      logPosition: { commit: 1n, prepare: position },
    },
  }) as RecordedEvent;
const ids = { bookingId: 'b1', carId: 'car-1', ownerId: 'owner-1' };
const created = recorded({
  type: 'BookingCreated',
  data: { ...ids, quote, createdAt: '2027-01-14T22:00:00Z' } as never,
});
const paid = recorded({
  type: 'PaymentSucceeded',
  data: { ...ids, amountCents: quote.totalCents, succeededAt: '2027-01-14T22:10:00Z' } as never,
});
const confirmed = recorded({
  type: 'BookingConfirmed',
  // Figures the audit does not trust: it takes the quote frozen in the first event.
  data: {
    ...ids,
    ownerPayoutCents: 1,
    platformRevenueCents: 1,
    confirmedAt: '2027-01-14T23:30:00Z',
  } as never,
});
const cancelled = (at: string) =>
  recorded({
    type: 'BookingCancelled',
    data: {
      ...ids,
      feeCents: 6_300,
      ownerShareOfFeeCents: 6_000,
      platformShareOfFeeCents: 300,
      cancelledAt: at,
    } as never,
  });
const refunded = recorded({
  type: 'RefundIssued',
  data: { ...ids, amountCents: quote.totalCents - 6_300, issuedAt: '2027-01-16T10:00:00Z' } as never,
});

describe('revenue recomputed from a booking’s events', () => {
  it('earns the quote on confirmation, on its Paris day', () => {
    const booking = expectedRevenue([created, paid, confirmed]).get('b1')!;
    expect(booking).toMatchObject({ createdDay: '2027-01-14', paidCents: quote.totalCents });
    expect(
      booking.movements.map(({ day, cashCents, platformRevenueCents, ownerPayoutCents, bookings }) => ({
        day,
        cashCents,
        platformRevenueCents,
        ownerPayoutCents,
        bookings,
      })),
    ).toEqual([
      {
        day: '2027-01-14',
        cashCents: quote.totalCents,
        platformRevenueCents: 0,
        ownerPayoutCents: 0,
        bookings: 0,
      },
      {
        day: '2027-01-15',
        cashCents: 0,
        platformRevenueCents: quote.platformRevenueCents,
        ownerPayoutCents: quote.ownerPayoutCents,
        bookings: 1,
      },
    ]);
  });

  it('takes back what confirmation recognised and adds each side’s share of the kept fee', () => {
    const booking = expectedRevenue([
      created,
      paid,
      confirmed,
      cancelled('2027-01-16T09:00:00Z'),
      refunded,
    ]).get('b1')!;
    expect(booking).toMatchObject({ cancellationFeeCents: 6_300, refundedCents: quote.totalCents - 6_300 });
    const [, , cancellation, refund] = booking.movements;
    expect(cancellation).toMatchObject({
      platformRevenueCents: 300 - quote.platformRevenueCents,
      ownerPayoutCents: 6_000 - quote.ownerPayoutCents,
      cancellations: 1,
    });
    expect(refund).toMatchObject({
      cashCents: -(quote.totalCents - 6_300),
      refundCents: quote.totalCents - 6_300,
    });
  });

  it('follows a change: the difference charged is cash in, and the new quote moves what confirmation recognised', () => {
    const dearer = quoteRental({
      dailyPriceCents: 100_000,
      depositCents: 500_000,
      startDate: '2027-01-20',
      endDate: '2027-01-23',
      deliveredLegs: 2,
      deliveryFeeCents: 9_000,
    });
    const difference = dearer.totalCents - quote.totalCents;
    const booking = expectedRevenue([
      created,
      paid,
      confirmed,
      recorded({
        type: 'ChangePaymentSucceeded',
        data: { ...ids, amountCents: difference, succeededAt: '2027-01-16T08:00:00Z' } as never,
      }),
      recorded({
        type: 'BookingChanged',
        // Deltas the audit does not trust either: it takes the new quote frozen in the change.
        data: {
          ...ids,
          quote: dearer,
          ownerPayoutDeltaCents: 1,
          platformRevenueDeltaCents: 1,
          changedAt: '2027-01-16T08:00:01Z',
        } as never,
      }),
    ]).get('b1')!;
    expect(booking).toMatchObject({
      totalCents: dearer.totalCents,
      serviceFeeCents: dearer.serviceFeeCents,
      ownerPayoutCents: dearer.ownerPayoutCents,
      platformRevenueCents: dearer.platformRevenueCents,
      paidCents: dearer.totalCents,
    });
    const [, , charge, change] = booking.movements;
    expect(charge).toMatchObject({ day: '2027-01-16', cashCents: difference });
    expect(change).toMatchObject({
      day: '2027-01-16',
      platformRevenueCents: dearer.platformRevenueCents - quote.platformRevenueCents,
      ownerPayoutCents: dearer.ownerPayoutCents - quote.ownerPayoutCents,
      bookings: 0,
    });
  });

  it('moves only the fee shares when a paid booking is cancelled before it was confirmed', () => {
    const [, cancellation] = expectedRevenue([created, paid, cancelled('2027-01-15T09:00:00Z')]).get(
      'b1',
    )!.movements;
    expect(cancellation).toMatchObject({
      platformRevenueCents: 300,
      ownerPayoutCents: 6_000,
      cancellations: 0,
    });
  });
});
