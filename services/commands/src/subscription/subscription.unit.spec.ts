import { describe, it } from 'vitest';
import { specFor } from '../decider.spec-helpers.ts';
import type {
  ActivateSubscription,
  SubscriptionActivated,
  SubscriptionCheckoutStarted,
  SubscriptionTerms,
} from './subscription.ts';
import { subscriptionDecider } from './subscription.ts';

const given = specFor(subscriptionDecider);
const startedAt = '2026-11-24T09:00:00.000Z';
const activatedAt = '2026-11-24T09:03:00.000Z';
const premium: SubscriptionTerms = {
  subscriptionId: '5b0f4c1e-8a2d-4c6e-9f10-3d2a1b0c9e8f',
  planId: 'client-hypercar-premium',
  planName: 'Hypercar Premium',
  kind: 'client',
  priceCents: 29_900,
  period: 'month',
  email: 'lea.martin@example.fr',
  language: 'fr',
  provider: 'stripe',
  providerSessionId: 'cs_test_a1',
  accountId: null,
};
const started: SubscriptionCheckoutStarted = {
  type: 'SubscriptionCheckoutStarted',
  data: { ...premium, startedAt },
};
const paid = (overrides: Partial<ActivateSubscription['data']> = {}): ActivateSubscription => ({
  type: 'ActivateSubscription',
  data: {
    provider: 'stripe',
    providerSessionId: 'cs_test_a1',
    providerSubscriptionId: 'sub_1',
    providerEventId: 'evt_1',
    amountCents: 29_900,
    ...overrides,
  },
  metadata: { now: activatedAt },
});
const activated: SubscriptionActivated = {
  type: 'SubscriptionActivated',
  data: {
    subscriptionId: premium.subscriptionId,
    planId: 'client-hypercar-premium',
    kind: 'client',
    priceCents: 29_900,
    provider: 'stripe',
    providerSubscriptionId: 'sub_1',
    providerEventId: 'evt_1',
    activatedAt,
  },
};
const startWith = (terms: SubscriptionTerms) => ({
  type: 'StartSubscriptionCheckout' as const,
  data: terms,
  metadata: { now: startedAt },
});

describe('subscription decider', () => {
  it('starts a paid checkout with the plan’s frozen price and a lower-case address', () => {
    given([])
      .when(startWith({ ...premium, email: ' Lea.Martin@Example.FR ', accountId: 'acc-1' }))
      .then([{ type: 'SubscriptionCheckoutStarted', data: { ...premium, accountId: 'acc-1', startedAt } }]);
  });

  it('activates a free plan at once, with no provider and no checkout', () => {
    const free: SubscriptionTerms = {
      ...premium,
      planId: 'owner-free',
      planName: 'Free Owner',
      kind: 'owner',
      priceCents: 0,
      provider: 'none',
      providerSessionId: null,
    };
    given([])
      .when(startWith(free))
      .then([
        { type: 'SubscriptionCheckoutStarted', data: { ...free, startedAt } },
        {
          type: 'SubscriptionActivated',
          data: {
            subscriptionId: free.subscriptionId,
            planId: 'owner-free',
            kind: 'owner',
            priceCents: 0,
            provider: 'none',
            providerSubscriptionId: null,
            providerEventId: null,
            activatedAt: startedAt,
          },
        },
      ]);
  });

  it('refuses a paid plan without a provider or its session, and a free plan through a provider', () => {
    given([])
      .when(startWith({ ...premium, provider: 'none', providerSessionId: null }))
      .thenThrows('subscription_checkout_mismatch');
    given([])
      .when(startWith({ ...premium, providerSessionId: null }))
      .thenThrows('subscription_checkout_mismatch');
    given([])
      .when(startWith({ ...premium, priceCents: 0 }))
      .thenThrows('subscription_checkout_mismatch');
    given([])
      .when(startWith({ ...premium, priceCents: 299.5 }))
      .thenThrows('subscription_price_invalid');
  });

  it('records the same checkout again as nothing new, and refuses another one on the same stream', () => {
    given([started]).when(startWith(premium)).then([]);
    given([started])
      .when(startWith({ ...premium, providerSessionId: 'cs_test_other' }))
      .thenThrows('subscription_exists');
  });

  it('activates a pending subscription when its provider reports the payment', () => {
    given([started]).when(paid()).then([activated]);
  });

  it('changes nothing when the webhook is replayed or the checkout completed again', () => {
    given([started, activated]).when(paid()).then([]);
    given([started, activated])
      .when(paid({ providerEventId: 'evt_2' }))
      .then([]);
  });

  it('refuses a payment reported by another provider, for another session or for another amount', () => {
    given([started])
      .when(paid({ provider: 'paypal' }))
      .thenThrows('subscription_provider_mismatch');
    given([started])
      .when(paid({ providerSessionId: 'cs_test_other' }))
      .thenThrows('subscription_provider_mismatch');
    given([started])
      .when(paid({ amountCents: 100 }))
      .thenThrows('subscription_amount_mismatch');
  });

  it('accepts a report that names neither the session nor the amount (PayPal’s activation)', () => {
    given([{ ...started, data: { ...started.data, provider: 'paypal', providerSessionId: 'I-ABC' } }])
      .when(paid({ provider: 'paypal', providerSessionId: null, amountCents: null }))
      .then([{ ...activated, data: { ...activated.data, provider: 'paypal' } }]);
  });

  it('cannot activate a subscription that was never started', () => {
    given([]).when(paid()).thenThrows('subscription_not_found');
  });
});
