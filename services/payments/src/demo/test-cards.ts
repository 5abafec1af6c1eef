/**
 * Stripe's test-mode card rules, for the demo provider: the same numbers, codes and messages as Stripe
 * (https://docs.stripe.com/testing), checked in Stripe's order: number, expiry, security code, then the outcome.
 */

export type CardCheck = { ok: true } | { ok: false; code: string; declineCode?: string; message: string };

export interface CardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

const DECLINES_LATER_CARD_NUMBER = '4000000000000341';
const SUCCEEDING_CARDS = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa (debit)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '378282246310005', // American Express
  '6011111111111117', // Discover
  DECLINES_LATER_CARD_NUMBER, // Visa: later charges fail (checkOffSessionCard)
]);

const DECLINING_CARDS: ReadonlyMap<string, Extract<CardCheck, { ok: false }>> = new Map([
  [
    '4000000000000002',
    { ok: false, code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  ],
  [
    '4000000000009995',
    {
      ok: false,
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  ],
  ['4000000000000069', { ok: false, code: 'expired_card', message: 'Your card has expired.' }],
  [
    '4000000000000127',
    { ok: false, code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  ],
]);

export const NON_TEST_CARD_MESSAGE =
  'Your card was declined. Your request was in test mode, but used a non test card.';

export function checkTestCard(card: CardDetails, now: Date): CardCheck {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number))
    return { ok: false, code: 'invalid_number', message: 'Your card number is invalid.' };
  if (!passesLuhn(number))
    return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  const expiry = checkExpiry(card.expiry, now);
  if (expiry) return expiry;
  const cvcLength = number.startsWith('34') || number.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim()))
    return { ok: false, code: 'invalid_cvc', message: "Your card's security code is invalid." };
  if (SUCCEEDING_CARDS.has(number)) return { ok: true };
  return (
    DECLINING_CARDS.get(number) ?? {
      ok: false,
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
      message: NON_TEST_CARD_MESSAGE,
    }
  );
}

/**
 * Stripe's "attaching succeeds, later charges fail" card (4000 0000 0000 0341): the demo takes the booking's payment
 * with it and refuses the deposit held on it later without the payer for lack of funds, so the refused-deposit path
 * can be walked through offline.
 */
export const DECLINES_LATER_CARD = DECLINES_LATER_CARD_NUMBER;

/** A saved card held off-session: the same rules, except the card that declines later. */
export function checkOffSessionCard(card: CardDetails, now: Date): CardCheck {
  if (card.cardNumber.replace(/[\s-]/g, '') === DECLINES_LATER_CARD)
    return {
      ok: false,
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    };
  return checkTestCard(card, now);
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const INVALID_MONTH = {
  ok: false,
  code: 'invalid_expiry_month',
  message: "Your card's expiration month is invalid.",
} as const;
const INVALID_YEAR = {
  ok: false,
  code: 'invalid_expiry_year',
  message: "Your card's expiration year is invalid.",
} as const;

/** "MM/YY", "MM / YY", "MM/YYYY" or "MMYY"; a card is valid through the last day of its expiry month (UTC). */
function checkExpiry(expiry: string, now: Date): Extract<CardCheck, { ok: false }> | null {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match)
    return { ok: false, code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return INVALID_MONTH;
  const currentYear = now.getUTCFullYear();
  if (year < currentYear || year > currentYear + 50) return INVALID_YEAR;
  if (year === currentYear && month < now.getUTCMonth() + 1) return INVALID_MONTH;
  return null;
}
