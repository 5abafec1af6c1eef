import { PaymentProviderError } from '@grandtour/commands';

/** PayPal amounts are decimal strings ("123.45"); ours are integer cents. No floating point on the way. */
export function toPayPalValue(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function toCents(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match)
    throw new PaymentProviderError(`PayPal sent an amount we cannot read: ${value}`, 'api_error', 502);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
