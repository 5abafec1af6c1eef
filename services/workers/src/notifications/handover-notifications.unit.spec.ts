import type { RecordedEvent } from '@grandtour/event-store';
import { describe, expect, it } from 'vitest';
import { renderBookingEmail, type BookingEmailView } from './emails/render.ts';
import { NotificationJobSchema } from './notification-jobs.ts';
import { planNotifications } from './plan-notifications.ts';

const bookingId = '6f1c2a8e-3f43-4e0b-9a55-4b8c1d2e3f40';
const sealed = {
  type: 'HandoverSealed',
  data: { bookingId, phase: 'pickup', sealSha256: 'ab'.repeat(32), sealedAt: '2027-03-10T09:00:00.000Z' },
  metadata: {
    eventId: 'event-1',
    streamName: 's',
    streamPosition: 1,
    logPosition: { commit: 1n, prepare: 1n },
  },
} as unknown as Parameters<typeof planNotifications>[0] & RecordedEvent;

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
  handover: { phase: 'pickup', sealedAt: '2027-03-10T09:00:00.000Z' },
  ownerName: 'Marc',
};

describe('what a sealed handover report sends (issue 23)', () => {
  it('one e-mail to each party, with the report it is about', () => {
    const plan = planNotifications(sealed);
    expect(plan.deliveries.map((delivery) => NotificationJobSchema.parse(delivery.job))).toEqual([
      expect.objectContaining({
        deliveryId: 'event-1:handover-report',
        audience: 'customer',
        handover: { phase: 'pickup', sealedAt: '2027-03-10T09:00:00.000Z' },
      }),
      expect.objectContaining({
        deliveryId: 'event-1:owner-handover-report',
        audience: 'owner',
        handover: { phase: 'pickup', sealedAt: '2027-03-10T09:00:00.000Z' },
      }),
    ]);
    expect(
      plan.deliveries.every((delivery) => delivery.runAt.toISOString() === '2027-03-10T09:00:00.000Z'),
    ).toBe(true);
  });

  it('names the report, the car and the reference in the subject, in each language', () => {
    const subject = (language: 'fr' | 'en' | 'es' | 'de', phase: 'pickup' | 'return') =>
      renderBookingEmail(
        'handover-report',
        language,
        { ...view, handover: { ...view.handover!, phase } },
        'https://x',
      ).subject;
    expect(subject('fr', 'pickup')).toBe('État des lieux de départ — Ferrari Roma — 6F1C2A8E');
    expect(subject('fr', 'return')).toBe('État des lieux de retour — Ferrari Roma — 6F1C2A8E');
    expect(subject('en', 'pickup')).toBe('Pickup condition report — Ferrari Roma — 6F1C2A8E');
    expect(subject('es', 'return')).toBe('Acta de estado de devolución — Ferrari Roma — 6F1C2A8E');
    expect(subject('de', 'pickup')).toBe('Übergabeprotokoll — Ferrari Roma — 6F1C2A8E');
    const owner = renderBookingEmail('owner-handover-report', 'fr', view, 'https://x');
    expect(owner.text).toContain('Marc');
    expect(owner.text).toContain(
      'https://x/owner-dashboard#/bookings/6f1c2a8e-3f43-4e0b-9a55-4b8c1d2e3f40/show',
    );
    expect(owner.text).toContain('scellé le');
  });
});
