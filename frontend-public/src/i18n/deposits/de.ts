import type { PaymentMethod } from '@grandtour/shared';
import type { DepositTexts } from './fr.ts';

const on = { card: 'auf Ihrer Karte', paypal: 'auf Ihrem PayPal-Konto' } satisfies Record<
  PaymentMethod,
  string
>;

export const depositsDe: DepositTexts = {
  heading: 'Kaution',
  amount: 'Kautionsbetrag',
  status: {
    scheduled: (amount, when, method) =>
      `Kaution von ${amount}: Sie wird am ${when} ${on[method]} reserviert, ohne belastet zu werden.`,
    scheduledSoon: (amount, method) =>
      `Kaution von ${amount}: Sie wird kurz vor der Übergabe ${on[method]} reserviert, ohne belastet zu werden.`,
    held: (amount, until, method) => `Kaution von ${amount} ${on[method]} reserviert bis ${until}.`,
    heldNote:
      'Es wird nichts belastet: Die Kaution wird 48 Stunden nach der Rückgabe freigegeben, sofern kein Schaden gemeldet wird.',
    failed: (amount) => `Die Kaution von ${amount} konnte auf Ihrer Karte nicht reserviert werden.`,
    failedReason: (message) => `Antwort Ihrer Bank: „${message}“`,
    failedNote:
      'Ihre Buchung bleibt bestätigt, das Fahrzeug kann Ihnen aber erst übergeben werden, wenn die Kaution gesichert ist.',
    released: (amount, when) => `Kaution von ${amount} am ${when} freigegeben: Ihnen wurde nichts belastet.`,
    captured: (captured, amount) =>
      `${captured} von der Kaution über ${amount} einbehalten, für die Rückgabekosten und anerkannte Schäden (Einzelheiten im Übergabeprotokoll und bei den gemeldeten Schäden); der Rest wurde freigegeben.`,
    waived: (amount) =>
      `Der Vermieter hat auf die Kaution von ${amount} verzichtet: Es wird nichts reserviert.`,
    not_required: 'Für diese Miete ist keine Kaution erforderlich.',
  },
  heldAt: (when) => `Reserviert am ${when}`,
  useAnotherCard: 'Andere Karte verwenden',
  page: {
    documentTitle: (reference) => `Kaution der Buchung ${reference} — Grand Tour`,
    back: 'Zurück zur Buchung',
    eyebrow: 'Kaution',
    title: 'Kaution sichern',
    intro: (amount, reference) =>
      `Autorisieren Sie die Kaution von ${amount} für die Buchung ${reference} mit einer anderen Karte. Der Betrag wird nur reserviert und nur für Rückgabekosten oder einen anerkannten Schaden belastet.`,
    submit: 'Kaution autorisieren',
    submitting: 'Wird autorisiert…',
    preparing: 'Das sichere Formular wird vorbereitet…',
    prepareError: 'Das Kartenformular konnte nicht vorbereitet werden.',
    confirmError:
      'Ihre Bank hat die Karte akzeptiert, aber wir konnten die Kaution nicht erfassen. Bitte versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    successTitle: 'Kaution gesichert',
    alreadyHeldTitle: 'Kaution bereits gesichert',
    nothingToSecure: 'Für diese Buchung ist keine Kaution zu sichern.',
    viewBooking: 'Buchung ansehen',
    orCard: 'Oder mit einer anderen Karte',
  },
};
