import { PaymentProviderError } from '@grandtour/commands';

/**
 * PayPal's rules for an authorization, in PayPal's words, for the demo's two kinds of them: a booking's payment on
 * request (decision 85, `demo_payments`) and a deposit (`demo_paypal_deposits`).
 */
const DAY_MS = 86_400_000;
/** PayPal honours an authorization for 3 days and lets it be captured for 29. */
export const HONOR_PERIOD_MS = 3 * DAY_MS;
export const AUTHORIZATION_PERIOD_MS = 29 * DAY_MS;

export type DemoAuthorizationStatus = 'CREATED' | 'CAPTURED' | 'PARTIALLY_CAPTURED' | 'VOIDED';

export const payPalNotFound = () =>
  new PaymentProviderError('The specified resource does not exist.', 'RESOURCE_NOT_FOUND', 404);
export const payPalUnprocessable = (issue: string, description: string) =>
  new PaymentProviderError(description, issue, 422);

export const orderNotApproved = () =>
  payPalUnprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');

export const amountNotPositive = () =>
  payPalUnprocessable(
    'CANNOT_BE_ZERO_OR_NEGATIVE',
    'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
  );

/** Why an authorization in this status can no longer be captured or reauthorized; null while it can. */
export function settledAuthorizationRefusal(status: DemoAuthorizationStatus): PaymentProviderError | null {
  if (status === 'VOIDED')
    return payPalUnprocessable(
      'AUTHORIZATION_VOIDED',
      'A voided authorization cannot be captured or reauthorized.',
    );
  if (status !== 'CREATED')
    return payPalUnprocessable(
      'AUTHORIZATION_ALREADY_CAPTURED',
      'Authorization has previously been captured.',
    );
  return null;
}

export function authorizationExpired(authorizedAt: Date, now: Date): PaymentProviderError | null {
  return now.getTime() - authorizedAt.getTime() > AUTHORIZATION_PERIOD_MS
    ? payPalUnprocessable('AUTHORIZATION_EXPIRED', 'An expired authorization cannot be captured.')
    : null;
}

/** Voiding: true when there is something to void, false when it is voided already (a no-op); a capture refuses. */
export function needsVoiding(status: DemoAuthorizationStatus): boolean {
  if (status === 'VOIDED') return false;
  if (status !== 'CREATED')
    throw payPalUnprocessable(
      'PREVIOUSLY_CAPTURED',
      'Authorization has been previously captured and hence cannot be voided.',
    );
  return true;
}
