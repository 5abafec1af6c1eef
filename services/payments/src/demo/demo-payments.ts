import type pg from 'pg';
import { createDemoCardProvider, type DemoCardProvider } from './demo-card-provider.ts';
import { createDemoPayPalProvider, type DemoPayPalProvider } from './demo-paypal-provider.ts';
import { createDemoDepositHolds, lazyDepositSchema, type DemoDepositHolds } from './demo-deposit-holds.ts';
import { lazySchema } from './demo-schema.ts';
import {
  createDemoSubscriptionCheckout,
  type DemoSubscriptionCheckout,
} from './demo-subscription-checkout.ts';

export interface DemoPayments {
  card: DemoCardProvider;
  paypal: DemoPayPalProvider;
  /** Card deposit holds (decision 68), on the card a booking was paid with or another one. */
  deposits: { card: DemoDepositHolds };
  /** Subscription checkouts behind the dialog's card and PayPal buttons, both on the local checkout page. */
  subscriptions: {
    card: DemoSubscriptionCheckout & { readonly name: 'demo' };
    paypal: DemoSubscriptionCheckout & { readonly name: 'demo' };
  };
}

/**
 * The built-in payment provider: offline, Stripe test-mode cards, a PayPal-like approval and a local subscription
 * checkout page, its state in the given database (tables created on first use, so it works on PGlite and on
 * PostgreSQL alike).
 */
export function createDemoPayments(deps: { pool: pg.Pool; clock?: () => Date }): DemoPayments {
  const clock = deps.clock ?? (() => new Date());
  const ready = lazySchema(deps.pool);
  const depositsReady = lazyDepositSchema(deps.pool);
  return {
    card: createDemoCardProvider({ pool: deps.pool, clock, ready, depositsReady }),
    deposits: { card: createDemoDepositHolds({ pool: deps.pool, clock, ready: depositsReady }) },
    paypal: createDemoPayPalProvider({ pool: deps.pool, clock, ready }),
    subscriptions: {
      card: createDemoSubscriptionCheckout({ pool: deps.pool, clock, ready, method: 'card' }),
      paypal: createDemoSubscriptionCheckout({ pool: deps.pool, clock, ready, method: 'paypal' }),
    },
  };
}
