export { createDemoPayments, type DemoPayments } from './demo/demo-payments.ts';
export { ensureDemoPaymentsSchema } from './demo/demo-schema.ts';
export type { DemoCardExtras, DemoCardProvider, PaymentSucceededEvent } from './demo/demo-card-provider.ts';
export {
  demoApproveUrl,
  type DemoPayPalExtras,
  type DemoPayPalOrder,
  type DemoPayPalOrderStatus,
  type DemoPayPalProvider,
} from './demo/demo-paypal-provider.ts';

// Until the Stripe and PayPal adapters land (their engineer replaces this): the built-in demo provider for both.
import type pg from 'pg';
import { createDemoPayments as demoPayments } from './demo/demo-payments.ts';
export function selectPaymentProviders(_config: object, pool: pg.Pool) {
  return demoPayments({ pool });
}
