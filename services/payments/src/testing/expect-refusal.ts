import { PaymentProviderError } from '@grandtour/commands';
import { expect } from 'vitest';

/** The promise must fail with the provider's own refusal: a PaymentProviderError with these fields. */
export async function expectRefusal(
  promise: Promise<unknown>,
  expected: { message?: string | RegExp; code?: string; httpStatus?: number },
): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  const refusal = error as PaymentProviderError;
  if (expected.message instanceof RegExp) expect(refusal.message).toMatch(expected.message);
  else if (expected.message !== undefined) expect(refusal.message).toBe(expected.message);
  if (expected.code !== undefined) expect(refusal.code).toBe(expected.code);
  if (expected.httpStatus !== undefined) expect(refusal.httpStatus).toBe(expected.httpStatus);
  return refusal;
}
