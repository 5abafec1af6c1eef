import { LANGUAGES } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { formatEuros, renderBookingEmail, type BookingEmailView } from './render.ts';

const view: BookingEmailView = {
  bookingId: '6f1c2a8e-3f43-4e0b-9a55-4b8c1d2e3f40',
  customer: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', phone: '+33 612345678' },
  car: 'Rolls-Royce Cullinan',
  startDate: '2027-03-10',
  endDate: '2027-03-12',
  days: 3,
  pickupLocation: 'car-address',
  dropoffLocation: 'car-address',
  pickupAddress: '8 rue de Rivoli, 75004 Paris',
  dropoffAddress: '8 rue de Rivoli, 75004 Paris',
  pickupAt: new Date('2027-03-10T09:00:00.000Z'),
  rentalCents: 270_000,
  deliveryCents: 0,
  serviceFeeCents: 13_500,
  totalCents: 283_500,
  depositCents: 500_000,
  paidCents: 0,
  cancellationFeeCents: 0,
  refundDueCents: 0,
  ownerPayoutCents: 270_000,
  ownerName: 'Marc',
  request: {
    respondBy: new Date('2027-03-02T09:00:00.000Z'),
    declineMessage: 'La voiture est en révision.',
    hoursLeft: 2,
  },
};
const url = 'https://grandtour.example';

describe('request to book e-mails (decision 85)', () => {
  it('tell the customer when the owner must answer and that nothing is charged before, in each language', () => {
    for (const language of LANGUAGES) {
      const email = renderBookingEmail('request-sent', language, view, url);
      expect(email.subject).toContain('Rolls-Royce Cullinan');
      expect(email.text).toContain('10:00');
      expect(email.text).toContain(formatEuros(283_500, language));
      expect(email.html).toContain(`${url}/reservations`);
    }
    expect(renderBookingEmail('request-sent', 'fr', view, url).text).toContain(
      'vous ne serez débité que si le propriétaire accepte',
    );
  });

  it('ask the owner to answer, with their share, the deadline, a link to the request and reminders with the hours left', () => {
    for (const language of LANGUAGES) {
      const email = renderBookingEmail('owner-booking-request', language, view, url);
      expect(email.text).toContain('Léa Martin');
      expect(email.text).toContain(formatEuros(270_000, language));
      expect(email.text).toContain(`${url}/owner-dashboard#/bookings/${view.bookingId}/show`);
      expect(email.text).toMatch(/Marc/);
      expect(renderBookingEmail('owner-request-reminder', language, view, url).subject).toMatch(/2/);
    }
    expect(renderBookingEmail('owner-request-reminder', 'en', view, url).subject).toBe(
      'Only 2 h left to answer: Rolls-Royce Cullinan',
    );
  });

  it('carry the owner’s words on a decline, and say nothing was charged when a request ends', () => {
    const declined = renderBookingEmail('request-declined', 'fr', view, url);
    expect(declined.text).toContain('« La voiture est en révision. »');
    expect(declined.text).toContain('Rien ne vous a été débité');
    const silent = { ...view, request: { ...view.request!, declineMessage: null } };
    expect(renderBookingEmail('request-declined', 'fr', silent, url).text).not.toContain('Son message');
    for (const language of LANGUAGES)
      for (const template of [
        'request-expired',
        'request-lapsed',
        'owner-request-expired',
        'owner-request-lapsed',
      ] as const) {
        const email = renderBookingEmail(template, language, view, url);
        expect(email.subject).toContain('Rolls-Royce Cullinan');
        expect(email.text).not.toMatch(/\{\w+\}/);
      }
  });
});
