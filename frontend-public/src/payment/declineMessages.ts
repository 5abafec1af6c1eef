import type { LanguageCode } from '@grandtour/shared';

type Reason =
  | 'declined'
  | 'insufficientFunds'
  | 'expired'
  | 'securityCode'
  | 'number'
  | 'expiry'
  | 'lostOrStolen'
  | 'authentication'
  | 'processing'
  | 'testCard';

/** A payment provider's codes (Stripe's `code` and `decline_code`, the demo's, the same) by what they mean. */
const REASONS: Readonly<Record<string, Reason>> = {
  card_declined: 'declined',
  generic_decline: 'declined',
  do_not_honor: 'declined',
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expired',
  incorrect_cvc: 'securityCode',
  invalid_cvc: 'securityCode',
  incomplete_cvc: 'securityCode',
  invalid_number: 'number',
  incorrect_number: 'number',
  incomplete_number: 'number',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  incomplete_expiry: 'expiry',
  lost_card: 'lostOrStolen',
  stolen_card: 'lostOrStolen',
  authentication_required: 'authentication',
  payment_intent_authentication_failure: 'authentication',
  processing_error: 'processing',
  test_mode_live_card: 'testCard',
};

const MESSAGES: Readonly<Record<LanguageCode, Record<Reason, string>>> = {
  fr: {
    declined: 'Votre carte a été refusée.',
    insufficientFunds: 'Votre carte a été refusée : provision insuffisante.',
    expired: 'Votre carte a expiré.',
    securityCode: 'Le code de sécurité de votre carte est incorrect.',
    number: 'Le numéro de votre carte est incorrect.',
    expiry: 'La date d’expiration de votre carte est incorrecte.',
    lostOrStolen: 'Votre carte a été refusée. Contactez votre banque.',
    authentication:
      'Votre banque n’a pas pu authentifier le paiement. Réessayez ou utilisez une autre carte.',
    processing: 'Le paiement n’a pas pu être traité. Réessayez dans un instant.',
    testCard: 'Votre carte a été refusée : en démonstration, seules les cartes de test sont acceptées.',
  },
  en: {
    declined: 'Your card was declined.',
    insufficientFunds: 'Your card was declined: insufficient funds.',
    expired: 'Your card has expired.',
    securityCode: 'Your card’s security code is incorrect.',
    number: 'Your card number is incorrect.',
    expiry: 'Your card’s expiry date is incorrect.',
    lostOrStolen: 'Your card was declined. Please contact your bank.',
    authentication: 'Your bank could not authenticate the payment. Try again or use another card.',
    processing: 'The payment could not be processed. Please try again in a moment.',
    testCard: 'Your card was declined: in the demo, only test cards are accepted.',
  },
  es: {
    declined: 'Su tarjeta ha sido rechazada.',
    insufficientFunds: 'Su tarjeta ha sido rechazada: fondos insuficientes.',
    expired: 'Su tarjeta ha caducado.',
    securityCode: 'El código de seguridad de su tarjeta es incorrecto.',
    number: 'El número de su tarjeta es incorrecto.',
    expiry: 'La fecha de caducidad de su tarjeta es incorrecta.',
    lostOrStolen: 'Su tarjeta ha sido rechazada. Póngase en contacto con su banco.',
    authentication: 'Su banco no ha podido autenticar el pago. Inténtelo de nuevo o utilice otra tarjeta.',
    processing: 'No se ha podido procesar el pago. Inténtelo de nuevo en un momento.',
    testCard: 'Su tarjeta ha sido rechazada: en la demostración solo se aceptan tarjetas de prueba.',
  },
  de: {
    declined: 'Ihre Karte wurde abgelehnt.',
    insufficientFunds: 'Ihre Karte wurde abgelehnt: keine ausreichende Deckung.',
    expired: 'Ihre Karte ist abgelaufen.',
    securityCode: 'Der Sicherheitscode Ihrer Karte ist falsch.',
    number: 'Die Nummer Ihrer Karte ist falsch.',
    expiry: 'Das Ablaufdatum Ihrer Karte ist falsch.',
    lostOrStolen: 'Ihre Karte wurde abgelehnt. Bitte wenden Sie sich an Ihre Bank.',
    authentication:
      'Ihre Bank konnte die Zahlung nicht bestätigen. Versuchen Sie es erneut oder nutzen Sie eine andere Karte.',
    processing: 'Die Zahlung konnte nicht verarbeitet werden. Bitte versuchen Sie es gleich noch einmal.',
    testCard: 'Ihre Karte wurde abgelehnt: In der Demo werden nur Testkarten angenommen.',
  },
};

/**
 * A provider's refusal in the payer's language (decision 60): by its decline reason first, then its code. A code
 * we do not know gives undefined, and the caller says the payment was declined in its own words, never the
 * provider's English.
 */
export function declineMessage(
  language: LanguageCode,
  codes: { code?: string | null; declineCode?: string | null },
): string | undefined {
  const reason = REASONS[codes.declineCode ?? ''] ?? REASONS[codes.code ?? ''];
  return reason && MESSAGES[language][reason];
}
