import type pg from 'pg';
import { createDemoCardProvider, type DemoCardProvider } from './demo-card-provider.ts';
import { createDemoPayPalProvider, type DemoPayPalProvider } from './demo-paypal-provider.ts';
import { lazySchema } from './demo-schema.ts';

export interface DemoPayments {
  card: DemoCardProvider;
  paypal: DemoPayPalProvider;
}

/**
 * The built-in payment provider: offline, Stripe test-mode cards and a PayPal-like approval, its state in the
 * given database (tables created on first use, so it works on PGlite and on PostgreSQL alike).
 */
export function createDemoPayments(deps: { pool: pg.Pool; clock?: () => Date }): DemoPayments {
  const clock = deps.clock ?? (() => new Date());
  const ready = lazySchema(deps.pool);
  return {
    card: createDemoCardProvider({ pool: deps.pool, clock, ready }),
    paypal: createDemoPayPalProvider({ pool: deps.pool, clock, ready }),
  };
}
