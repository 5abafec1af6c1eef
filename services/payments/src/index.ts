export * from './demo/demo-payments.ts';
import type pg from 'pg';
import { createDemoPayments } from './demo/demo-payments.ts';

/** Until the Stripe and PayPal adapters land: the built-in demo provider for both. */
export function selectPaymentProviders(_config: object, pool: pg.Pool) {
  return createDemoPayments({ pool });
}
