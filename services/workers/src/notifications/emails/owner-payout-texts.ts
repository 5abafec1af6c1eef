import type { LanguageCode } from '@grandtour/shared';

/** The owner's notice that a booking's payout went out, in the four languages. `{car}` is the car's name. */
export interface OwnerPayoutTexts {
  subject: string;
  title: string;
  intro: string;
  gross: string;
  commission: string;
  net: string;
  /** Damages of a settled claim paid with the payout, without commission (issue 23). */
  damages: string;
  transfer: string;
  arrival: string;
}

export const OWNER_PAYOUT_TEXTS: Readonly<Record<LanguageCode, OwnerPayoutTexts>> = {
  fr: {
    subject: 'Versement envoyé : {car}',
    title: 'Votre versement est parti',
    intro: 'Nous avons viré ce que vous rapporte la location de votre véhicule : {car}.',
    gross: 'Montant brut',
    commission: 'Commission Grand Tour',
    net: 'Versé sur votre compte',
    damages: 'Dommages réglés sur la caution (sans commission)',
    transfer: 'Référence du virement',
    arrival: 'Il arrive sur votre compte bancaire selon le calendrier de versement de votre compte.',
  },
  en: {
    subject: 'Payout sent: {car}',
    title: 'Your payout is on its way',
    intro: 'We have transferred what the rental of your car earned you: {car}.',
    gross: 'Gross amount',
    commission: 'Grand Tour commission',
    net: 'Paid to your account',
    damages: 'Damages settled from the deposit (no commission)',
    transfer: 'Transfer reference',
    arrival: 'It reaches your bank account on your payout account’s usual schedule.',
  },
  es: {
    subject: 'Pago enviado: {car}',
    title: 'Su pago está en camino',
    intro: 'Hemos transferido lo que le ha reportado el alquiler de su vehículo: {car}.',
    gross: 'Importe bruto',
    commission: 'Comisión de Grand Tour',
    net: 'Abonado en su cuenta',
    damages: 'Daños cobrados de la fianza (sin comisión)',
    transfer: 'Referencia de la transferencia',
    arrival: 'Llegará a su cuenta bancaria según el calendario habitual de su cuenta de pagos.',
  },
  de: {
    subject: 'Auszahlung gesendet: {car}',
    title: 'Ihre Auszahlung ist unterwegs',
    intro: 'Wir haben überwiesen, was Ihnen die Vermietung Ihres Fahrzeugs eingebracht hat: {car}.',
    gross: 'Bruttobetrag',
    commission: 'Grand-Tour-Provision',
    net: 'Auf Ihr Konto überwiesen',
    damages: 'Aus der Kaution beglichene Schäden (ohne Provision)',
    transfer: 'Referenz der Überweisung',
    arrival: 'Sie erreicht Ihr Bankkonto nach dem üblichen Auszahlungsplan Ihres Kontos.',
  },
};
