import type pg from 'pg';
import { createDemoPayments } from './demo/demo-payments.ts';

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

/** Until the Stripe and PayPal adapters land: the built-in demo provider for both. */
export function selectPaymentProviders(_config: object, pool: pg.Pool) {
  return createDemoPayments({ pool });
}
