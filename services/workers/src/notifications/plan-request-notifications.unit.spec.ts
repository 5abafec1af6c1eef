import type { RecordedEvent } from '@grandtour/event-store';
import { describe, expect, it } from 'vitest';
import { NotificationJobSchema } from './notification-jobs.ts';
import { planNotifications } from './plan-notifications.ts';

const bookingId = '6f1c2a8e-3f43-4e0b-9a55-4b8c1d2e3f40';
const recorded = <E extends { type: string; data: object }>(event: E, eventId = 'event-1') =>
  ({
    ...event,
    metadata: { eventId, streamName: 's', streamPosition: 1, logPosition: { commit: 1n, prepare: 1n } },
  }) as unknown as Parameters<typeof planNotifications>[0] & RecordedEvent;

const cancelled = (reason: string) =>
  recorded({
    type: 'BookingCancelled',
    data: {
      bookingId,
      carId: 'c',
      ownerId: 'owner-1',
      reason,
      hasFees: false,
      feeCents: 0,
      ownerShareOfFeeCents: 0,
      platformShareOfFeeCents: 0,
      refundDueCents: 0,
      reversedOwnerPayoutCents: 0,
      reversedPlatformRevenueCents: 0,
      cancelledAt: '2027-03-02T09:00:00.000Z',
    },
  });

const planned = (plan: ReturnType<typeof planNotifications>) =>
  plan.deliveries.map((delivery) => [delivery.job.deliveryId, delivery.runAt.toISOString()]);

describe('what a request to book sends (decision 85)', () => {
  it('an authorisation tells the customer it was sent, asks the owner, and reminds them 12 h and 2 h before it is due', () => {
    const plan = planNotifications(
      recorded({
        type: 'PaymentAuthorised',
        data: {
          bookingId,
          carId: 'c',
          ownerId: 'owner-1',
          provider: 'demo',
          method: 'card',
          paymentIntentId: 'pi_1',
          authorisationId: 'pi_1',
          amountCents: 100,
          providerEventId: null,
          authorisedAt: '2027-03-01T09:00:00.000Z',
          respondBy: '2027-03-02T09:00:00.000Z',
        },
      }),
    );
    expect(planned(plan)).toEqual([
      ['event-1:request-sent', '2027-03-01T09:00:00.000Z'],
      ['event-1:owner-booking-request', '2027-03-01T09:00:00.000Z'],
      ['event-1:owner-request-reminder:12h', '2027-03-01T21:00:00.000Z'],
      ['event-1:owner-request-reminder:2h', '2027-03-02T07:00:00.000Z'],
    ]);
    expect(plan.deliveries.slice(1).map((delivery) => delivery.job)).toEqual(
      expect.arrayContaining([expect.objectContaining({ audience: 'owner', ownerId: 'owner-1' })]),
    );
    for (const delivery of plan.deliveries)
      expect(NotificationJobSchema.parse(delivery.job)).toEqual(delivery.job);
  });

  it('an answer calls the owner’s reminders off', () => {
    const plan = planNotifications(
      recorded({
        type: 'BookingRequestAccepted',
        data: { bookingId, carId: 'c', ownerId: 'owner-1', acceptedAt: '2027-03-01T10:00:00.000Z' },
      }),
    );
    expect(plan).toEqual({ deliveries: [], cancelRemindersOf: [bookingId] });
  });

  it('a request that ends without a booking sends its own e-mails, not a cancellation’s', () => {
    expect(planned(planNotifications(cancelled('request_declined')))).toEqual([
      ['event-1:request-declined', '2027-03-02T09:00:00.000Z'],
    ]);
    expect(planned(planNotifications(cancelled('request_expired')))).toEqual([
      ['event-1:request-expired', '2027-03-02T09:00:00.000Z'],
      ['event-1:owner-request-expired', '2027-03-02T09:00:00.000Z'],
    ]);
    expect(planned(planNotifications(cancelled('authorisation_lapsed')))).toEqual([
      ['event-1:request-lapsed', '2027-03-02T09:00:00.000Z'],
      ['event-1:owner-request-lapsed', '2027-03-02T09:00:00.000Z'],
    ]);
    expect(planNotifications(cancelled('request_expired')).cancelRemindersOf).toEqual([bookingId]);
    expect(planned(planNotifications(cancelled('customer')))).toEqual([
      ['event-1:booking-cancelled', '2027-03-02T09:00:00.000Z'],
    ]);
  });
});
