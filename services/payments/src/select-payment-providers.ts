import type {
  CardDepositHolds,
  CardPaymentProvider,
  PayoutProvider,
  PayPalDepositHolds,
  PayPalProvider,
  SubscriptionCheckouts,
} from '@grandtour/commands';
import type pg from 'pg';
import { countProviderCalls, type ProviderCallCounter } from './counted-provider-calls.ts';
import { createDemoPayments } from './demo/demo-payments.ts';
import { createDemoPayouts } from './demo/demo-payouts.ts';
import { createDemoPayPalDepositHolds } from './demo/demo-paypal-deposit-holds.ts';
import { createPayPalDepositHolds } from './paypal/paypal-deposit-holds.ts';
import { createPayPalProvider } from './paypal/paypal-provider.ts';
import { createPayPalSubscriptionCheckout } from './paypal/paypal-subscription-checkout.ts';
import { createStripeDepositHolds } from './stripe/stripe-deposit-holds.ts';
import { createStripeCardProvider } from './stripe/stripe-card-provider.ts';
import { createStripePayouts } from './stripe/stripe-payouts.ts';
import { createStripeSubscriptionCheckout } from './stripe/stripe-subscription-checkout.ts';

/** The payment part of the environment (validated at boot by infra's config). */
export interface PaymentConfig {
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_WEBHOOK_ID?: string;
  PAYPAL_ENVIRONMENT?: 'sandbox' | 'live';
}

export interface SelectedPaymentProviders {
  card: CardPaymentProvider;
  paypal: PayPalProvider;
  /** Deposit holds follow the payment providers: Stripe's manual capture with Stripe, the demo's otherwise. */
  /** Deposit holds (decision 68), through the same providers as the payments. */
  deposits: { card: CardDepositHolds; paypal: PayPalDepositHolds };
  /** Subscriptions follow the same settings: Stripe Checkout with Stripe, PayPal Subscriptions with PayPal. */
  subscriptions: SubscriptionCheckouts;
  /** Owners' payouts: Stripe Connect with Stripe's secret key, the demo's local onboarding and transfers otherwise. */
  payouts: PayoutProvider;
}

/** Stripe when its secret key is set, PayPal when its client id and secret are; the built-in demo otherwise. */
export function selectPaymentProviders(
  config: PaymentConfig,
  pool: pg.Pool,
  options: { clock?: () => Date; calls?: ProviderCallCounter | undefined } = {},
): SelectedPaymentProviders {
  const selected = selectUncounted(config, pool, options);
  const counted = <Provider extends object>(provider: Provider, role: string) =>
    countProviderCalls(provider, role, options.calls);
  return {
    card: counted(selected.card, 'card'),
    paypal: counted(selected.paypal, 'paypal'),
    deposits: {
      card: counted(selected.deposits.card, 'card-deposits'),
      paypal: counted(selected.deposits.paypal, 'paypal-deposits'),
    },
    subscriptions: {
      card: counted(selected.subscriptions.card, 'card-subscriptions'),
      paypal: counted(selected.subscriptions.paypal, 'paypal-subscriptions'),
    },
    payouts: counted(selected.payouts, 'payouts'),
  };
}

function selectUncounted(
  config: PaymentConfig,
  pool: pg.Pool,
  options: { clock?: () => Date },
): SelectedPaymentProviders {
  const demo = createDemoPayments({ pool, clock: options.clock });
  const paypal = payPalOptions(config);
  return {
    card: selectCard(config) ?? demo.card,
    paypal: paypal ? createPayPalProvider(paypal) : demo.paypal,
    deposits: {
      card: config.STRIPE_SECRET_KEY
        ? createStripeDepositHolds({ secretKey: config.STRIPE_SECRET_KEY, clock: options.clock })
        : demo.deposits.card,
      paypal: paypal
        ? createPayPalDepositHolds(paypal)
        : createDemoPayPalDepositHolds({ pool, clock: options.clock ?? (() => new Date()) }),
    },
    subscriptions: {
      card:
        config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
          ? createStripeSubscriptionCheckout({
              secretKey: config.STRIPE_SECRET_KEY,
              webhookSecret: config.STRIPE_WEBHOOK_SECRET,
            })
          : demo.subscriptions.card,
      paypal: paypal ? createPayPalSubscriptionCheckout(paypal) : demo.subscriptions.paypal,
    },
    payouts: config.STRIPE_SECRET_KEY
      ? createStripePayouts({ secretKey: config.STRIPE_SECRET_KEY })
      : createDemoPayouts({ pool, clock: options.clock }),
  };
}

function selectCard(config: PaymentConfig): CardPaymentProvider | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  if (!config.STRIPE_PUBLISHABLE_KEY || !config.STRIPE_WEBHOOK_SECRET)
    throw new Error(
      'Stripe needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET as well as STRIPE_SECRET_KEY',
    );
  return createStripeCardProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
  });
}

function payPalOptions(config: PaymentConfig) {
  if (!config.PAYPAL_CLIENT_ID || !config.PAYPAL_CLIENT_SECRET) return null;
  return {
    clientId: config.PAYPAL_CLIENT_ID,
    clientSecret: config.PAYPAL_CLIENT_SECRET,
    webhookId: config.PAYPAL_WEBHOOK_ID,
    environment: config.PAYPAL_ENVIRONMENT ?? 'sandbox',
  };
}
