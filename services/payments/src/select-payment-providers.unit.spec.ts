import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { selectPaymentProviders } from './select-payment-providers.ts';

// Never connected: choosing providers touches neither the database nor the network.
const pool = new pg.Pool({ connectionString: 'postgresql://nobody@127.0.0.1:1/none' });
afterAll(() => pool.end());

const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};
const paypal = { PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'secret' };
const names = (config: Parameters<typeof selectPaymentProviders>[0]) => {
  const { card, paypal } = selectPaymentProviders(config, pool);
  return [card.name, paypal.name];
};
const subscriptionNames = (config: Parameters<typeof selectPaymentProviders>[0]) => {
  const { subscriptions } = selectPaymentProviders(config, pool);
  return [subscriptions.card.name, subscriptions.paypal.name];
};

describe('choosing the payment providers', () => {
  it('uses the built-in demo provider when no keys are set', () => {
    expect(names({})).toEqual(['demo', 'demo']);
  });

  it('uses Stripe for cards when its secret key is set, with its publishable key for the browser', () => {
    expect(names(stripe)).toEqual(['stripe', 'demo']);
    expect(selectPaymentProviders(stripe, pool).card.publishableKey).toBe('pk_test_1');
  });

  it('refuses Stripe without its publishable key or webhook secret', () => {
    expect(() => names({ ...stripe, STRIPE_WEBHOOK_SECRET: undefined })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('uses PayPal only when both its client id and secret are set', () => {
    expect(names(paypal)).toEqual(['demo', 'paypal']);
    expect(names({ PAYPAL_CLIENT_ID: 'client' })).toEqual(['demo', 'demo']);
    expect(names({ ...stripe, ...paypal, PAYPAL_ENVIRONMENT: 'live' })).toEqual(['stripe', 'paypal']);
    expect(selectPaymentProviders(paypal, pool).paypal.clientId).toBe('client');
  });

  it('takes subscriptions through the same providers as payments', () => {
    expect(subscriptionNames({})).toEqual(['demo', 'demo']);
    expect(subscriptionNames(stripe)).toEqual(['stripe', 'demo']);
    expect(subscriptionNames(paypal)).toEqual(['demo', 'paypal']);
    expect(subscriptionNames({ ...stripe, ...paypal })).toEqual(['stripe', 'paypal']);
  });

  it('holds PayPal deposits through PayPal when it is configured, the demo provider otherwise', () => {
    expect(selectPaymentProviders({}, pool).deposits.paypal.name).toBe('demo');
    expect(selectPaymentProviders(stripe, pool).deposits.paypal.name).toBe('demo');
    expect(selectPaymentProviders(paypal, pool).deposits.paypal.name).toBe('paypal');
  });
});

describe('choosing the payout provider', () => {
  it('pays owners through Stripe Connect when Stripe is set, through the demo provider otherwise', () => {
    expect(selectPaymentProviders(stripe, pool).payouts.name).toBe('stripe');
    expect(selectPaymentProviders(paypal, pool).payouts.name).toBe('demo');
    expect(selectPaymentProviders({}, pool).payouts.name).toBe('demo');
  });
});
