import type { RecordedEvent } from '@grandtour/event-store';
import { LANGUAGES } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { formatEuros, renderBookingEmail, type BookingEmailView } from './emails/render.ts';
import { NotificationJobSchema } from './notification-jobs.ts';
import { planNotifications } from './plan-notifications.ts';

const bookingId = '6f1c2a8e-3f43-4e0b-9a55-4b8c1d2e3f40';
const claimId = '0b7a3c52-6a0e-4d7f-8a59-1f2e3d4c5b6a';
const recorded = <E extends { type: string; data: object }>(event: E, eventId = 'event-1') =>
  ({
    ...event,
    metadata: { eventId, streamName: 's', streamPosition: 1, logPosition: { commit: 1n, prepare: 1n } },
  }) as unknown as Parameters<typeof planNotifications>[0] & RecordedEvent;

const opened = recorded({
  type: 'ClaimOpened',
  data: {
    bookingId,
    carId: 'c',
    ownerId: 'owner-1',
    customerId: 'guest:1',
    claimId,
    amountCents: 120_000,
    description: 'Rayure sur la portière',
    photos: [],
    estimate: { objectKey: 'k', sha256: 's', contentType: 'application/pdf' },
    openedAt: '2027-03-14T10:00:00.000Z',
    respondBy: '2027-03-17T10:00:00.000Z',
  },
});
const settled = recorded({
  type: 'ClaimSettled',
  data: {
    bookingId,
    claimId,
    ownerId: 'owner-1',
    agreedCents: 700_000,
    capturedCents: 500_000,
    excessCents: 200_000,
    excess: 'debt',
    settledAt: '2027-03-15T10:00:00.000Z',
  },
});

const view: BookingEmailView = {
  bookingId,
  customer: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', phone: '+33 612345678' },
  car: 'Ferrari Roma',
  startDate: '2027-03-10',
  endDate: '2027-03-13',
  days: 3,
  pickupLocation: 'car-address',
  dropoffLocation: 'car-address',
  pickupAddress: null,
  dropoffAddress: null,
  pickupAt: new Date('2027-03-10T09:00:00.000Z'),
  rentalCents: 300_000,
  deliveryCents: 0,
  serviceFeeCents: 15_000,
  totalCents: 315_000,
  depositCents: 500_000,
  paidCents: 315_000,
  cancellationFeeCents: 0,
  refundDueCents: 0,
  ownerPayoutCents: 300_000,
  ownerName: 'Marc',
};
const url = 'https://grandtour.example';

describe('what a damage claim sends (issue 23)', () => {
  it('tells the customer once, when it is opened, with the amount and the deadline', () => {
    const plan = planNotifications(opened);
    expect(plan.deliveries).toHaveLength(1);
    const [delivery] = plan.deliveries;
    expect(NotificationJobSchema.parse(delivery!.job)).toMatchObject({
      deliveryId: 'event-1:claim-opened',
      template: 'claim-opened',
      audience: 'customer',
      claim: { claimId, amountCents: 120_000, respondBy: '2027-03-17T10:00:00.000Z' },
    });
    expect(delivery!.runAt.toISOString()).toBe('2027-03-14T10:00:00.000Z');
    // The same event plans the same delivery: the exactly-once key.
    expect(planNotifications(opened).deliveries[0]!.job.deliveryId).toBe(delivery!.job.deliveryId);
  });

  it('tells the owner of the answers and of the settlement', () => {
    const answers = [
      recorded({
        type: 'ClaimAccepted',
        data: {
          bookingId,
          claimId,
          customerId: 'guest:1',
          amountCents: 120_000,
          acceptedAt: '2027-03-15T09:00:00.000Z',
        },
      }),
      recorded({
        type: 'ClaimContested',
        data: {
          bookingId,
          claimId,
          customerId: 'guest:1',
          amountCents: 120_000,
          message: 'Déjà là',
          photos: [],
          contestedAt: '2027-03-15T09:00:00.000Z',
        },
      }),
      recorded({
        type: 'ClaimDecided',
        data: {
          bookingId,
          claimId,
          decidedBy: 'a',
          amountCents: 60_000,
          note: '',
          decidedAt: '2027-03-16T09:00:00.000Z',
        },
      }),
      settled,
    ];
    expect(
      answers.map((event) => NotificationJobSchema.parse(planNotifications(event).deliveries[0]!.job)),
    ).toMatchObject([
      { template: 'owner-claim-accepted', audience: 'owner', claim: { amountCents: 120_000 } },
      {
        template: 'owner-claim-contested',
        audience: 'owner',
        claim: { amountCents: 120_000, message: 'Déjà là' },
      },
      { template: 'owner-claim-decided', audience: 'owner', claim: { amountCents: 60_000, message: null } },
      {
        template: 'owner-claim-settled',
        audience: 'owner',
        claim: { capturedCents: 500_000, excessCents: 200_000 },
      },
    ]);
    expect(
      planNotifications(recorded({ type: 'ClaimEscalated', data: { bookingId, claimId, escalatedAt: 'x' } }))
        .deliveries,
    ).toEqual([]);
  });

  it('renders the customer’s e-mail in each language: amount, deadline, the owner’s words and a link', () => {
    const [delivery] = planNotifications(opened).deliveries;
    const job = NotificationJobSchema.parse(delivery!.job);
    if (job.kind !== 'booking') throw new Error('a booking e-mail');
    for (const language of LANGUAGES) {
      const email = renderBookingEmail('claim-opened', language, { ...view, claim: job.claim }, url);
      expect(email.subject).toContain('Ferrari Roma');
      expect(email.text).toContain(formatEuros(120_000, language));
      expect(email.text).toContain('11:00'); // 10:00 UTC is 11:00 in Paris in March.
      expect(email.text).toContain('Rayure sur la portière');
      expect(email.text).toContain(`${url}/reservations/${bookingId}`);
    }
    expect(renderBookingEmail('claim-opened', 'fr', { ...view, claim: job.claim }, url).subject).toBe(
      'Réclamation pour dommages : Ferrari Roma',
    );
  });

  it('renders the owner’s settlement with what the deposit covered and the debt beyond it', () => {
    const job = NotificationJobSchema.parse(planNotifications(settled).deliveries[0]!.job);
    if (job.kind !== 'booking') throw new Error('a booking e-mail');
    for (const language of LANGUAGES) {
      const email = renderBookingEmail('owner-claim-settled', language, { ...view, claim: job.claim }, url);
      expect(email.text).toContain(formatEuros(500_000, language));
      expect(email.text).toContain(formatEuros(200_000, language));
      expect(email.text).toContain('Marc');
    }
  });

  it('shows the damages paid with a payout as a line of their own', () => {
    const payout = {
      grossCents: 300_000,
      commissionCents: 30_000,
      netCents: 390_000,
      transferId: 'tr_1',
      damagesCents: 120_000,
    };
    const email = renderBookingEmail('owner-payout-sent', 'en', { ...view, payout }, url);
    expect(email.text).toContain('Damages settled from the deposit (no commission)');
    expect(email.text).toContain(formatEuros(120_000, 'en'));
    expect(
      renderBookingEmail('owner-payout-sent', 'en', { ...view, payout: { ...payout, damagesCents: 0 } }, url)
        .text,
    ).not.toContain('Damages');
  });
});
