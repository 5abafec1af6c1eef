import type {
  LanguageCode,
  SubscriptionKind,
  SubscriptionPlanId,
  SubscriptionProviderName,
} from '@grandtour/shared';
import type { DomainEvent } from '@grandtour/event-store';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export const subscriptionStreamName = (subscriptionId: string) => `subscription-${subscriptionId}`;

/** What was chosen and at which price: frozen when the checkout starts, never recomputed. */
export interface SubscriptionTerms {
  subscriptionId: string;
  planId: SubscriptionPlanId;
  planName: string;
  kind: SubscriptionKind;
  priceCents: number;
  period: 'month';
  email: string;
  language: LanguageCode;
  /** `none` for a free plan: nothing to pay, no checkout. */
  provider: SubscriptionProviderName;
  /** Stripe Checkout Session id, PayPal subscription id, or the demo session id; null without a checkout. */
  providerSessionId: string | null;
  /** The signed-in account that chose the plan, if any. */
  accountId: string | null;
}

export type SubscriptionCheckoutStarted = DomainEvent<
  'SubscriptionCheckoutStarted',
  SubscriptionTerms & { startedAt: string }
>;
export type SubscriptionActivated = DomainEvent<
  'SubscriptionActivated',
  {
    subscriptionId: string;
    planId: SubscriptionPlanId;
    kind: SubscriptionKind;
    priceCents: number;
    provider: SubscriptionProviderName;
    /** Stripe's `sub_…`, PayPal's `I-…`; null for a free plan. */
    providerSubscriptionId: string | null;
    /** The notification that reported it (Stripe event, PayPal webhook); null when no webhook did. */
    providerEventId: string | null;
    activatedAt: string;
  }
>;
export type SubscriptionEvent = SubscriptionCheckoutStarted | SubscriptionActivated;
export const SUBSCRIPTION_EVENT_TYPES: readonly SubscriptionEvent['type'][] = [
  'SubscriptionCheckoutStarted',
  'SubscriptionActivated',
];

export type StartSubscriptionCheckout = {
  type: 'StartSubscriptionCheckout';
  data: SubscriptionTerms;
  metadata: { now: string };
};
/** A provider says the subscriber has paid (or the demo checkout was completed). */
export type ActivateSubscription = {
  type: 'ActivateSubscription';
  data: {
    provider: SubscriptionProviderName;
    providerSessionId: string | null;
    providerSubscriptionId: string | null;
    providerEventId: string | null;
    /** What the provider charged for the first period, when it says so (Stripe's amount_total). */
    amountCents: number | null;
  };
  metadata: { now: string };
};
export type SubscriptionCommand = StartSubscriptionCheckout | ActivateSubscription;

export type SubscriptionState =
  { status: 'none' } | { status: 'pending' | 'active'; terms: SubscriptionTerms };

const ruleBroken = (code: string, message: string) => new DomainError(code, 'rule', message);

function start({ data, metadata }: StartSubscriptionCheckout, state: SubscriptionState) {
  if (state.status !== 'none') {
    // The same checkout recorded again (a retry that converged on this id) changes nothing.
    if (state.terms.providerSessionId === data.providerSessionId && state.terms.planId === data.planId)
      return [];
    throw new DomainError('subscription_exists', 'conflict', 'This subscription was already started.');
  }
  if (!Number.isSafeInteger(data.priceCents) || data.priceCents < 0)
    throw ruleBroken('subscription_price_invalid', 'A plan price is a whole number of cents.');
  const free = data.priceCents === 0;
  if (free !== (data.provider === 'none'))
    throw ruleBroken(
      'subscription_checkout_mismatch',
      'A paid plan goes through a payment provider; a free plan through none.',
    );
  if (!free && !data.providerSessionId)
    throw ruleBroken('subscription_checkout_mismatch', 'A paid plan needs the provider’s checkout session.');
  const email = data.email.trim().toLowerCase();
  const started: SubscriptionEvent = {
    type: 'SubscriptionCheckoutStarted',
    data: { ...data, email, startedAt: metadata.now },
  };
  if (!free) return [started];
  // Nothing to pay: the free plan is active as soon as it is chosen.
  return [started, activated(data, { providerSubscriptionId: null, providerEventId: null }, metadata.now)];
}

function activated(
  terms: SubscriptionTerms,
  provider: { providerSubscriptionId: string | null; providerEventId: string | null },
  now: string,
): SubscriptionActivated {
  return {
    type: 'SubscriptionActivated',
    data: {
      subscriptionId: terms.subscriptionId,
      planId: terms.planId,
      kind: terms.kind,
      priceCents: terms.priceCents,
      provider: terms.provider,
      providerSubscriptionId: provider.providerSubscriptionId,
      providerEventId: provider.providerEventId,
      activatedAt: now,
    },
  };
}

function activate({ data, metadata }: ActivateSubscription, state: SubscriptionState) {
  if (state.status === 'none')
    throw new DomainError('subscription_not_found', 'not_found', 'Subscription not found.');
  // Idempotent: a replayed notification, a second completion or a late webhook after activation change nothing.
  if (state.status === 'active') return [];
  const { terms } = state;
  if (data.provider !== terms.provider)
    throw ruleBroken('subscription_provider_mismatch', 'This subscription is paid through another provider.');
  if (data.providerSessionId !== null && data.providerSessionId !== terms.providerSessionId)
    throw ruleBroken('subscription_provider_mismatch', 'This checkout is not the subscription’s.');
  if (data.amountCents !== null && data.amountCents !== terms.priceCents)
    throw ruleBroken('subscription_amount_mismatch', 'The amount paid is not the plan’s price.');
  const { providerSubscriptionId, providerEventId } = data;
  return [activated(terms, { providerSubscriptionId, providerEventId }, metadata.now)];
}

export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'SubscriptionCheckoutStarted': {
      const { startedAt: _startedAt, ...terms } = event.data;
      return { status: 'pending', terms };
    }
    case 'SubscriptionActivated':
      return state.status === 'none' ? state : { status: 'active', terms: state.terms };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveSubscription,
  decide(command, state) {
    switch (command.type) {
      case 'StartSubscriptionCheckout':
        return start(command, state);
      case 'ActivateSubscription':
        return activate(command, state);
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
