export type CardProblem = 'numberInvalid' | 'expiryInvalid' | 'expired' | 'cvcInvalid';

export interface CardValues {
  cardholderName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardProblems = Partial<Record<keyof CardValues, CardProblem>>;

/** The Luhn checksum every card number carries, so a typo is caught before the bank is asked. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function expiryProblem(expiry: string, now: Date): CardProblem | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'expiryInvalid';
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + month - 1 < thisMonth ? 'expired' : undefined;
}

export function validateCard(values: CardValues, now: Date): CardProblems {
  const problems: CardProblems = {};
  const digits = values.cardNumber.replace(/\s/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) problems.cardNumber = 'numberInvalid';
  const expiry = expiryProblem(values.expiry, now);
  if (expiry) problems.expiry = expiry;
  if (!/^\d{3,4}$/.test(values.cvc)) problems.cvc = 'cvcInvalid';
  return problems;
}
