import type { RequestTexts } from './fr.ts';

export const requestsDe: RequestTexts = {
  mode: 'Buchung auf Anfrage',
  submit: 'Anfrage senden',
  submitting: 'Anfrage wird gesendet…',
  authorise: 'Zahlung autorisieren',
  authorising: 'Autorisierung…',
  note: (hours) =>
    `Sie werden nur belastet, wenn der Vermieter annimmt. Er hat ${hours} Std. Zeit zu antworten.`,
  sent: {
    documentTitle: 'Anfrage gesendet — Grand Tour',
    title: 'Anfrage gesendet',
    amountAuthorised: 'Autorisierter Betrag',
    emailNotice: 'Sie erhalten eine E-Mail, sobald der Vermieter geantwortet hat.',
    viewBooking: 'Meine Anfrage verfolgen',
  },
  status: {
    awaiting_owner: 'Wartet auf den Vermieter',
    declined: 'Abgelehnt',
    expired: 'Abgelaufen',
    withdrawn: 'Zurückgezogen',
    lapsed: 'Storniert',
  },
  awaiting: (date) => `Wartet auf die Antwort des Vermieters — Antwort spätestens am ${date}`,
  awaitingSoon: 'Wartet auf die Antwort des Vermieters',
  declined: 'Anfrage vom Vermieter abgelehnt',
  declineMessage: 'Nachricht des Vermieters',
  expired:
    'Anfrage abgelaufen: Der Vermieter hat nicht rechtzeitig geantwortet. Ihnen wurde nichts belastet.',
  withdrawn:
    'Anfrage zurückgezogen: Sie haben sie vor der Antwort des Vermieters storniert. Ihnen wurde nichts belastet.',
  lapsed:
    'Der Vermieter hatte angenommen, aber die Zahlungsautorisierung war nicht mehr gültig: Die Buchung ist storniert, Ihnen wurde nichts belastet.',
  nothingCharged: 'Ihnen wurde nichts belastet: Die Zahlungsautorisierung ist aufgehoben.',
  withdraw: 'Anfrage zurückziehen',
};
