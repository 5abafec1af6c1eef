import { LANGUAGES } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import {
  formatEuros,
  renderBookingEmail,
  renderContactAcknowledgement,
  type BookingEmailView,
} from './render.ts';

const view: BookingEmailView = {
  bookingId: '6f1c2a8e-3f43-4e0b-9a55-4b8c1d2e3f40',
  customer: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', phone: '+33 612345678' },
  car: 'Ferrari Roma',
  startDate: '2027-03-10',
  endDate: '2027-03-12',
  days: 3,
  pickupLocation: 'delivery',
  dropoffLocation: 'delivery',
  pickupAddress: '8 rue de Rivoli, 75004 Paris',
  dropoffAddress: '8 rue de Rivoli, 75004 Paris',
  pickupAt: new Date('2027-03-10T09:00:00.000Z'),
  rentalCents: 270_000,
  deliveryCents: 15_000,
  serviceFeeCents: 14_250,
  totalCents: 299_250,
  depositCents: 500_000,
  paidCents: 299_250,
  cancellationFeeCents: 89_775,
  refundDueCents: 209_475,
  ownerPayoutCents: 285_000,
};

describe('e-mails', () => {
  it('the confirmation carries every price line, the pickup and its time, in HTML and text, in each language', () => {
    for (const language of LANGUAGES) {
      const email = renderBookingEmail('booking-confirmed', language, view, 'https://grandtour.example');
      for (const cents of [270_000, 15_000, 14_250, 299_250, 500_000]) {
        expect(email.text).toContain(formatEuros(cents, language));
        expect(email.html).toContain(formatEuros(cents, language));
      }
      expect(email.text).toContain('10:00');
      expect(email.text).toContain('6F1C2A8E');
      expect(email.html).toContain('https://grandtour.example/reservations');
      expect(email.subject).toContain('Ferrari Roma');
    }
    expect(renderBookingEmail('booking-confirmed', 'fr', view, '').subject).toBe(
      'Votre réservation Ferrari Roma est confirmée',
    );
    expect(renderBookingEmail('booking-confirmed', 'de', view, '').text).toContain('Lieferung nach Hause');
  });

  it("the owner's payout notice shows gross, commission and net, and the transfer, in each language", () => {
    const payout = {
      grossCents: 285_000,
      commissionCents: 42_750,
      netCents: 242_250,
      transferId: 'tr_demo_1',
    };
    for (const language of LANGUAGES) {
      const email = renderBookingEmail(
        'owner-payout-sent',
        language,
        { ...view, ownerName: 'Hugo', payout },
        '',
      );
      for (const cents of [285_000, -42_750, 242_250])
        expect(email.text).toContain(formatEuros(cents, language));
      expect(email.text).toContain('tr_demo_1');
      expect(email.subject).toContain('Ferrari Roma');
    }
    expect(renderBookingEmail('owner-payout-sent', 'en', { ...view, payout }, '').text).toMatch(
      /Paid to your account:\s+€2,422\.50/,
    );
  });

  it("the owner's notice of a refused deposit names the bank's answer and links to the booking, in each language", () => {
    const deposit = { amountCents: 0, expiresAt: null, message: 'Your card was declined.', reason: null };
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const email = renderBookingEmail(
        'owner-deposit-hold-failed',
        language,
        { ...view, ownerName: 'Hugo', deposit },
        'https://grandtour.example',
      );
      expect(email.subject).toContain('Ferrari Roma');
      expect(email.text).toContain('Hugo');
      expect(email.text).toContain('Your card was declined.');
      expect(email.text).toContain(formatEuros(view.depositCents, language));
      expect(email.html).toContain(
        `https://grandtour.example/owner-dashboard#/bookings/${view.bookingId}/show`,
      );
      subjects.add(email.subject);
    }
    expect(subjects.size).toBe(LANGUAGES.length);
  });

  it("the owner's notice of an unverified driver links to the booking, in each language", () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const email = renderBookingEmail(
        'owner-driver-unverified',
        language,
        { ...view, ownerName: 'Hugo' },
        'https://grandtour.example',
      );
      expect(email.subject).toContain('Ferrari Roma');
      expect(email.text).toContain('Hugo');
      expect(email.text).toContain('24');
      expect(email.html).toContain(
        `https://grandtour.example/owner-dashboard#/bookings/${view.bookingId}/show`,
      );
      subjects.add(email.subject);
    }
    expect(subjects.size).toBe(LANGUAGES.length);
  });

  it('the cancellation shows what was paid, the fee kept and the refund', () => {
    const email = renderBookingEmail('booking-cancelled', 'en', view, '');
    expect(email.text).toMatch(/Amount paid:\s+€2,992\.50/);
    expect(email.text).toMatch(/Cancellation fee:\s+€897\.75/);
    expect(email.text).toMatch(/Refund:\s+€2,094\.75/);
    const free = renderBookingEmail('booking-cancelled', 'en', { ...view, cancellationFeeCents: 0 }, '');
    expect(free.text).toContain('No cancellation fee');
    expect(free.text).not.toContain('driver’s documents');
  });

  it('a cancellation for a driver still refused says why, in the booking’s language', () => {
    const rejected = { ...view, cancellationFeeCents: 0, cancellationReason: 'driver_rejected' };
    expect(renderBookingEmail('booking-cancelled', 'en', rejected, '').text).toContain(
      'Your driver’s documents (licence and ID) still stood refused 24 hours before pickup',
    );
    expect(renderBookingEmail('booking-cancelled', 'de', rejected, '').text).toContain('Fahrerdokumente');
  });

  it('a change shows the new terms, what it was before and the difference charged or refunded, in each language', () => {
    const change = {
      previousStartDate: '2027-03-08',
      previousEndDate: '2027-03-10',
      previousPickupLocation: 'paris-orly' as const,
      totalDeltaCents: 31_500,
    };
    const subjects = {
      fr: 'Votre réservation Ferrari Roma est modifiée',
      en: 'Your Ferrari Roma booking has changed',
      es: 'Su reserva del Ferrari Roma ha cambiado',
      de: 'Ihre Buchung des Ferrari Roma wurde geändert',
    };
    for (const language of LANGUAGES) {
      const email = renderBookingEmail(
        'booking-changed',
        language,
        { ...view, change },
        'https://gt.example',
      );
      expect(email.subject).toBe(subjects[language]);
      expect(email.text).toContain(formatEuros(31_500, language));
      expect(email.text).toContain(formatEuros(299_250, language));
      expect(email.html).toContain(`https://gt.example/reservations/${view.bookingId}`);
    }
    const en = renderBookingEmail('booking-changed', 'en', { ...view, change }, '');
    expect(en.text).toMatch(/Difference charged:\s+€315\.00/);
    expect(en.text).toMatch(
      /Before:\s+Monday, 8 March 2027 → Wednesday, 10 March 2027 · Airport · Paris-Orly \(ORY\)/,
    );
    expect(en.text).toContain('Your reminders follow the new dates');
    const cheaper = renderBookingEmail(
      'booking-changed',
      'en',
      { ...view, change: { ...change, totalDeltaCents: -31_500 } },
      '',
    );
    expect(cheaper.text).toMatch(/Difference refunded:\s+€315\.00/);
  });

  it('what a visitor wrote is escaped in HTML and kept as written in text', () => {
    const email = renderContactAcknowledgement({
      firstName: '<Léa>',
      lastName: 'Martin',
      email: 'lea@example.fr',
      phone: null,
      subject: 'general',
      message: '<script>alert(1)</script> & merci',
      language: 'fr',
      receivedAt: '2027-03-01T09:00:00.000Z',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; merci');
    expect(email.text).toContain('<script>alert(1)</script> & merci');
    expect(email.subject).toBe('Nous avons bien reçu votre message');
  });
});
