import { randomBytes } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomString(length: number, alphabet: string): string {
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && result.length < length) result += alphabet[byte % alphabet.length];
    }
  }
  return result;
}

/** Stripe-style ids: `pi_demo_3Qx…`. */
export const stripeLikeId = (prefix: string, length = 24) => `${prefix}${randomString(length, ALPHANUMERIC)}`;

/** PayPal-style ids: 17 upper-case letters and digits, here starting with `DEMO`. */
export const payPalLikeId = () => `DEMO${randomString(13, UPPER_ALPHANUMERIC)}`;
