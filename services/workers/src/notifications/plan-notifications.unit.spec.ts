import type { RecordedEvent } from '@grandtour/event-store';
import { describe, expect, it } from 'vitest';
import { NotificationJobSchema } from './notification-jobs.ts';
import { pickupInstant } from '@grandtour/shared';
import { planNotifications } from './plan-notifications.ts';

const HOUR = 3_600_000;
const recorded = <E extends { type: string; data: object }>(event: E, eventId = 'event-1') =>
  ({
    ...event,
    metadata: { eventId, streamName: 's', streamPosition: 1, logPosition: { commit: 1n, prepare: 1n } },
  }) as unknown as Parameters<typeof planNotifications>[0] & RecordedEvent;

const confirmed = (startDate: string, confirmedAt: string) =>
  recorded({
    type: 'BookingConfirmed',
    data: {
      bookingId: '6f1c2a8e-3f43-4e0b-9a55-4b8c1d2e3f40',
      carId: 'c',
      ownerId: 'owner-1',
      startDate,
      endDate: startDate,
      ownerPayoutCents: 1,
      platformRevenueCents: 1,
      confirmedAt,
    },
  });

describe('what each event sends', () => {
  it('a confirmation plans the customer’s e-mail, the owner’s, both reminders and the owner’s driver check', () => {
    const plan = planNotifications(confirmed('2027-03-10', '2027-03-01T09:00:00.000Z'));
    const pickup = pickupInstant('2027-03-10');
    expect(pickup.toISOString()).toBe('2027-03-10T09:00:00.000Z');
    expect(plan.deliveries.map((d) => [d.job.deliveryId, d.runAt.toISOString()])).toEqual([
      ['event-1:booking-confirmed', '2027-03-01T09:00:00.000Z'],
      ['event-1:owner-new-booking', '2027-03-01T09:00:00.000Z'],
      ['event-1:reminder-24h', new Date(pickup.getTime() - 24 * HOUR).toISOString()],
      ['event-1:reminder-1h', new Date(pickup.getTime() - HOUR).toISOString()],
      ['event-1:owner-driver-unverified', new Date(pickup.getTime() - 24 * HOUR).toISOString()],
    ]);
    expect(plan.deliveries.at(-1)!.job).toMatchObject({ audience: 'owner', pickupAt: pickup.toISOString() });
    for (const delivery of plan.deliveries)
      expect(NotificationJobSchema.parse(delivery.job)).toEqual(delivery.job);
  });

  it('a payout sent tells the owner, with gross, commission and net, once per event', () => {
    const plan = planNotifications(
      recorded({
        type: 'PayoutSent',
        data: {
          bookingId: '6f1c2a8e-3f43-4e0b-9a55-4b8c1d2e3f40',
          ownerId: 'owner-1',
          payoutId: 'p',
          provider: 'demo',
          accountId: 'acct_1',
          transferId: 'tr_1',
          amountCents: 283_500,
          grossCents: 315_000,
          commissionCents: 31_500,
          sentAt: '2027-03-15T23:01:00.000Z',
        },
      }),
    );
    expect(plan.deliveries).toHaveLength(1);
    const [delivery] = plan.deliveries;
    expect(NotificationJobSchema.parse(delivery!.job)).toEqual({
      kind: 'booking',
      deliveryId: 'event-1:owner-payout-sent',
      template: 'owner-payout-sent',
      bookingId: '6f1c2a8e-3f43-4e0b-9a55-4b8c1d2e3f40',
      audience: 'owner',
      ownerId: 'owner-1',
      payout: { grossCents: 315_000, commissionCents: 31_500, netCents: 283_500, transferId: 'tr_1' },
    });
    expect(delivery!.runAt.toISOString()).toBe('2027-03-15T23:01:00.000Z');
  });

  it('pickup is at 10:00 Paris time in summer too', () => {
    expect(pickupInstant('2027-07-14').toISOString()).toBe('2027-07-14T08:00:00.000Z');
  });

  it('a booking confirmed less than a day before pickup gets only the reminders still ahead', () => {
    const plan = planNotifications(confirmed('2027-03-10', '2027-03-10T07:30:00.000Z'));
    expect(plan.deliveries.map((d) => d.job.template)).toEqual([
      'booking-confirmed',
      'owner-new-booking',
      'reminder-1h',
    ]);
  });

  it('a cancellation calls off the reminders and tells the customer; an expired hold says so instead', () => {
    const cancelled = (reason: string) =>
      planNotifications(
        recorded({
          type: 'BookingCancelled',
          data: {
            bookingId: 'b0b0b0b0-0000-4000-8000-000000000000',
            reason,
            cancelledAt: '2027-03-01T09:00:00.000Z',
          },
        }),
      );
    expect(cancelled('customer')).toMatchObject({
      deliveries: [{ job: { template: 'booking-cancelled', deliveryId: 'event-1:booking-cancelled' } }],
      cancelRemindersOf: ['b0b0b0b0-0000-4000-8000-000000000000'],
    });
    expect(cancelled('hold_expired').deliveries[0]!.job.template).toBe('hold-expired');
  });

  it('a cancellation of a confirmed booking tells its owner too, with their share of the fee; an unpaid one does not', () => {
    const cancelled = (reversedOwnerPayoutCents: number, reason = 'customer') =>
      planNotifications(
        recorded({
          type: 'BookingCancelled',
          data: {
            bookingId: 'b0b0b0b0-0000-4000-8000-000000000000',
            ownerId: 'owner-1',
            reason,
            ownerShareOfFeeCents: 26_933,
            reversedOwnerPayoutCents,
            cancelledAt: '2027-03-01T09:00:00.000Z',
          },
        }),
      );
    const plan = cancelled(240_000);
    expect(plan.deliveries.map((d) => d.job)).toEqual([
      expect.objectContaining({ template: 'booking-cancelled', audience: 'customer' }),
      {
        kind: 'booking',
        deliveryId: 'event-1:owner-booking-cancelled',
        template: 'owner-booking-cancelled',
        bookingId: 'b0b0b0b0-0000-4000-8000-000000000000',
        audience: 'owner',
        ownerId: 'owner-1',
        ownerFeeShareCents: 26_933,
      },
    ]);
    for (const delivery of plan.deliveries) NotificationJobSchema.parse(delivery.job);
    expect(cancelled(0).deliveries.map((d) => d.job.template)).toEqual(['booking-cancelled']);
    expect(cancelled(0, 'hold_expired').deliveries.map((d) => d.job.template)).toEqual(['hold-expired']);
  });

  it('a paid subscription, once active, is confirmed to its subscriber; a free plan is not', () => {
    const activated = (priceCents: number) =>
      planNotifications(
        recorded({
          type: 'SubscriptionActivated',
          data: {
            subscriptionId: '5ab5ab5a-0000-4000-8000-000000000000',
            planId: 'client-hypercar-premium',
            kind: 'client',
            priceCents,
            provider: 'demo',
            providerSubscriptionId: null,
            providerEventId: null,
            activatedAt: '2027-03-01T09:00:00.000Z',
          },
        }),
      );
    const plan = activated(29_900);
    expect(plan.deliveries).toEqual([
      {
        job: {
          kind: 'subscription',
          deliveryId: 'event-1:subscription-confirmed',
          template: 'subscription-confirmed',
          subscriptionId: '5ab5ab5a-0000-4000-8000-000000000000',
        },
        runAt: new Date('2027-03-01T09:00:00.000Z'),
      },
    ]);
    NotificationJobSchema.parse(plan.deliveries[0]!.job);
    expect(activated(0).deliveries).toEqual([]);
  });

  it('the same event always plans the same ids, and other events plan nothing', () => {
    const once = planNotifications(confirmed('2027-03-10', '2027-03-01T09:00:00.000Z'));
    const again = planNotifications(confirmed('2027-03-10', '2027-03-01T09:00:00.000Z'));
    expect(again).toEqual(once);
    expect(planNotifications(recorded({ type: 'PaymentSucceeded', data: {} }))).toEqual({
      deliveries: [],
      cancelRemindersOf: [],
    });
  });

  it('a change tells the customer, calls off the old reminders and plans those of the new pickup', () => {
    const plan = planNotifications(
      recorded(
        {
          type: 'BookingChanged',
          data: {
            bookingId: '6f1c2a8e-3f43-4e0b-9a55-4b8c1d2e3f40',
            startDate: '2027-03-12',
            changedAt: '2027-03-01T09:00:00.000Z',
            previous: {
              startDate: '2027-03-10',
              endDate: '2027-03-13',
              pickupLocation: 'delivery',
              totalCents: 330_750,
            },
            totalDeltaCents: -12_300,
          },
        },
        'event-9',
      ),
    );
    const pickup = pickupInstant('2027-03-12');
    expect(plan.cancelRemindersOf).toEqual(['6f1c2a8e-3f43-4e0b-9a55-4b8c1d2e3f40']);
    expect(plan.deliveries.map((d) => [d.job.deliveryId, d.runAt.toISOString()])).toEqual([
      ['event-9:booking-changed', '2027-03-01T09:00:00.000Z'],
      ['event-9:reminder-24h', new Date(pickup.getTime() - 24 * HOUR).toISOString()],
      ['event-9:reminder-1h', new Date(pickup.getTime() - HOUR).toISOString()],
      ['event-9:owner-driver-unverified', new Date(pickup.getTime() - 24 * HOUR).toISOString()],
    ]);
    expect(plan.deliveries[0]!.job).toMatchObject({
      change: {
        previousStartDate: '2027-03-10',
        previousEndDate: '2027-03-13',
        previousPickupLocation: 'delivery',
        totalDeltaCents: -12_300,
      },
    });
    expect(plan.deliveries[1]!.job).toMatchObject({ pickupAt: pickup.toISOString() });
    for (const delivery of plan.deliveries)
      expect(NotificationJobSchema.parse(delivery.job)).toEqual(delivery.job);
  });
});
