import type { PayPalDepositTexts } from './fr.ts';

export const paypalDepositDe: PayPalDepositTexts = {
  title: 'Kaution mit PayPal',
  explanation: (amount) =>
    `${amount} werden auf Ihrem PayPal-Konto reserviert, nicht abgebucht: Sie werden 48 Stunden nach der Rückgabe freigegeben, wenn nichts beansprucht wird.`,
  approve: 'Kaution mit PayPal reservieren',
  approving: 'Wird reserviert…',
  demoBanner: 'Demo-Modus: Es wird kein PayPal-Konto verwendet, die Zustimmung wird hier simuliert.',
  held: (amount) => `Kaution von ${amount} mit PayPal reserviert.`,
  failed: 'PayPal konnte die Kaution nicht reservieren. Versuchen Sie es erneut oder wählen Sie eine Karte.',
  unavailable: 'PayPal ist derzeit nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
};
