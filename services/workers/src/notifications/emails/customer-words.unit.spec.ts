import { NOTIFICATION_TEMPLATES } from '@grandtour/commands';
import { LANGUAGES } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import {
  NOT_BOOKING_TEMPLATES,
  renderBookingEmail,
  renderSubscriptionConfirmed,
  type BookingEmailView,
  type BookingTemplate,
} from './render.ts';

const view: BookingEmailView = {
  bookingId: '6f1c2a8e-3f43-4e0b-9a55-4b8c1d2e3f40',
  customer: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', phone: '+33 612345678' },
  car: 'Aston Martin DB12',
  startDate: '2027-03-10',
  endDate: '2027-03-12',
  days: 3,
  pickupLocation: 'car-address',
  dropoffLocation: 'car-address',
  pickupAddress: '12 avenue Montaigne, 75008 Paris',
  dropoffAddress: '12 avenue Montaigne, 75008 Paris',
  pickupAt: new Date('2027-03-10T09:00:00.000Z'),
  rentalCents: 292_650,
  deliveryCents: 0,
  serviceFeeCents: 14_633,
  totalCents: 307_283,
  depositCents: 500_000,
  paidCents: 307_283,
  cancellationFeeCents: 92_185,
  refundDueCents: 215_098,
  ownerPayoutCents: 263_385,
  ownerName: 'Hugo',
  ownerFeeShareCents: 78_357,
};
const BOOKING_TEMPLATES = NOTIFICATION_TEMPLATES.filter(
  (template) => !(NOT_BOOKING_TEMPLATES as readonly string[]).includes(template),
) as BookingTemplate[];
const everyBookingEmail = (language: (typeof LANGUAGES)[number]) =>
  BOOKING_TEMPLATES.map((template) =>
    renderBookingEmail(template, language, view, 'https://grandtour.example'),
  );

describe('what the e-mails say to the customer (decision 60)', () => {
  it('speaks Spanish with "usted", as the site does', () => {
    for (const email of everyBookingEmail('es')) {
      const words = `${email.subject} ${email.text}`;
      expect(words).not.toMatch(/\b(tu|tus|te|Tu|Tus|puedes|olvides)\b/);
    }
    expect(renderBookingEmail('reminder-24h', 'es', view, '').text).toContain(
      'Su alquiler del Aston Martin DB12',
    );
  });

  it('never puts an article before a car’s name in French ("de la Aston Martin")', () => {
    for (const email of everyBookingEmail('fr'))
      expect(`${email.subject} ${email.text}`).not.toMatch(/\b(de la|du|de l’|la|le) Aston Martin/);
    expect(renderBookingEmail('booking-cancelled', 'fr', view, '').text).toContain(
      'Votre réservation est annulée : Aston Martin DB12.',
    );
  });

  it('says the pickup time is Paris time, in every language', () => {
    const said = {
      fr: 'à 10:00 (heure de Paris)',
      en: 'at 10:00 (Paris time)',
      es: 'a las 10:00 (hora de París)',
      de: 'um 10:00 Uhr (Pariser Zeit)',
    };
    for (const language of LANGUAGES)
      expect(renderBookingEmail('booking-confirmed', language, view, '').text).toContain(said[language]);
  });

  it('names the booking by its one public reference, and formats the customer’s phone for the owner', () => {
    for (const language of LANGUAGES)
      for (const email of everyBookingEmail(language)) expect(email.text).toContain('6F1C2A8E');
    expect(renderBookingEmail('owner-new-booking', 'fr', view, '').text).toContain(
      'Léa Martin · +33 6 12 34 56 78',
    );
  });

  it('tells the owner of a cancelled booking their share of the fee, and greets them by name', () => {
    const email = renderBookingEmail('owner-booking-cancelled', 'de', view, '');
    expect(email.subject).toBe('Buchung storniert: Aston Martin DB12');
    expect(email.text).toContain('Hugo');
    expect(email.text).toMatch(/Ihr Anteil an der Stornogebühr:\s+783,57\s€/);
    const free = renderBookingEmail('owner-booking-cancelled', 'en', { ...view, ownerFeeShareCents: 0 }, '');
    expect(free.text).not.toContain('share of the cancellation fee');
  });

  it('confirms a subscription with its monthly price to the cent', () => {
    const email = renderSubscriptionConfirmed(
      {
        planName: 'VIP Owner',
        priceCents: 49_950,
        language: 'fr',
        activatedAt: new Date('2027-03-01T23:30:00Z'),
      },
      'https://grandtour.example',
    );
    expect(email.subject).toBe('Votre abonnement VIP Owner est actif');
    expect(email.text).toMatch(/Prix:\s+499,50\s€ par mois/);
    // 23:30 UTC is already the next day in Paris.
    expect(email.text).toContain('mardi 2 mars 2027');
  });
});
