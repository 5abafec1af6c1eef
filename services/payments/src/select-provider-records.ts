import type { LedgerNamedObject, ProviderMoneyRecord, ProviderRecords } from '@grandtour/commands';
import type pg from 'pg';
import { createDemoProviderRecords } from './demo/demo-provider-records.ts';
import { createPayPalProviderRecords } from './paypal/paypal-provider-records.ts';
import type { PaymentConfig } from './select-payment-providers.ts';
import { createStripeProviderRecords } from './stripe/stripe-provider-records.ts';

/**
 * Whose records the reconciliation reads: the demo provider's always (its tables, empty when it never took money),
 * Stripe's and PayPal's when configured. `named` gives the objects the ledger names at a provider.
 */
export function selectProviderRecords(
  config: PaymentConfig,
  pool: pg.Pool,
  named: (provider: ProviderMoneyRecord['provider']) => Promise<readonly LedgerNamedObject[]>,
): ProviderRecords[] {
  const sources = [createDemoProviderRecords({ pool })];
  if (config.STRIPE_SECRET_KEY)
    sources.push(
      createStripeProviderRecords({ secretKey: config.STRIPE_SECRET_KEY, named: () => named('stripe') }),
    );
  if (config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET)
    sources.push(
      createPayPalProviderRecords({
        clientId: config.PAYPAL_CLIENT_ID,
        clientSecret: config.PAYPAL_CLIENT_SECRET,
        environment: config.PAYPAL_ENVIRONMENT ?? 'sandbox',
        named: () => named('paypal'),
      }),
    );
  return sources;
}
