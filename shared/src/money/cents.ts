/** Money on the server is always an integer number of euro cents. */
export type Cents = number;

export function assertCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer amount of cents: ${value}`);
  return value;
}

/** 123456 -> "1234.56", the decimal-string form the spec's API uses for prices. */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1234.5" -> 123450. Rejects anything that is not a plain decimal with at most two places. */
export function decimalStringToCents(value: string): Cents {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${value}`);
  const [, sign, units, fraction = ''] = match;
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  return assertCents(sign === '-' ? -cents : cents);
}

/**
 * `amount × part / whole`, rounded half up, exactly: the product of two large amounts passes 2^53, where a
 * float would lose cents (a 9.45 M€ rental's fee share). Amounts are non-negative; `whole` is positive.
 */
export function shareOfCents(amount: Cents, part: Cents, whole: Cents): Cents {
  if (amount < 0 || part < 0 || whole <= 0)
    throw new RangeError(`Not a share: ${amount} × ${part} / ${whole}`);
  const [a, p, w] = [BigInt(assertCents(amount)), BigInt(assertCents(part)), BigInt(assertCents(whole))];
  return Number((2n * a * p + w) / (2n * w));
}
