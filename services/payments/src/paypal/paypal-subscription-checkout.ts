import {
  PaymentProviderError,
  type SubscriptionCheckout,
  type SubscriptionCheckoutRequest,
  type SubscriptionPaidEvent,
} from '@grandtour/commands';
import type { LanguageCode } from '@grandtour/shared';
import { toPayPalValue } from './paypal-money.ts';
import type { PayPalProviderOptions } from './paypal-provider.ts';
import { PAYPAL_BASE_URLS } from './paypal-provider.ts';
import { createPayPalRestClient } from './paypal-rest-client.ts';
import { verifyPayPalNotification, type PayPalNotification } from './paypal-webhook-verification.ts';

export type PayPalSubscriptionCheckoutOptions = PayPalProviderOptions & {
  /** Our own id for the catalogue product all plans belong to (PayPal accepts one given at creation). */
  productId?: string;
};

export type PayPalSubscriptionCheckout = SubscriptionCheckout & { readonly name: 'paypal' };

interface Link {
  href: string;
  rel: string;
}
interface PlanSummary {
  id: string;
  name: string;
  status: string;
}
interface PlanList {
  plans?: PlanSummary[];
  total_pages?: number;
}
interface SubscriptionResource {
  id: string;
  status: string;
  custom_id?: string;
  plan_id?: string;
}

export const GRANDTOUR_PAYPAL_PRODUCT_ID = 'GRANDTOUR-SUBSCRIPTIONS';
const PAYPAL_LOCALES: Record<LanguageCode, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', de: 'de-DE' };
const PLAN_PAGE_SIZE = 20;

/** A price change makes a new PayPal plan: the name says the plan and its price, so it is found again after a restart. */
export const payPalPlanName = (planName: string, priceCents: number) =>
  `Grand Tour ${planName} — ${toPayPalValue(priceCents)} EUR/month`;

/**
 * PayPal Subscriptions over REST: one catalogue product (our own id), one billing plan per plan and price, found
 * by name or created on first use and then kept in memory, and a subscription per checkout whose approve link is
 * where the browser goes. BILLING.SUBSCRIPTION.ACTIVATED, verified with PayPal, activates ours (its custom_id).
 */
export function createPayPalSubscriptionCheckout(
  options: PayPalSubscriptionCheckoutOptions,
): PayPalSubscriptionCheckout {
  const api = createPayPalRestClient({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    baseUrl: options.baseUrl ?? PAYPAL_BASE_URLS[options.environment],
    timeoutMs: options.timeoutMs,
    now: options.now,
  });
  const productId = options.productId ?? GRANDTOUR_PAYPAL_PRODUCT_ID;
  let product: Promise<string> | null = null;
  const plans = new Map<string, Promise<string>>();

  async function ensureProduct(): Promise<string> {
    try {
      await api.request('GET', `/v1/catalogs/products/${encodeURIComponent(productId)}`);
      return productId;
    } catch (error) {
      if (!(error instanceof PaymentProviderError) || error.httpStatus !== 404) throw error;
    }
    await api.request('POST', '/v1/catalogs/products', {
      requestId: `grandtour-product-${productId}`,
      body: {
        id: productId,
        name: 'Grand Tour subscriptions',
        description: 'Monthly plans of the Grand Tour marketplace for clients and owners',
        type: 'SERVICE',
      },
    });
    return productId;
  }

  async function findPlan(name: string): Promise<string | null> {
    for (let page = 1; ; page++) {
      const list = await api.request<PlanList>(
        'GET',
        `/v1/billing/plans?product_id=${encodeURIComponent(productId)}&page_size=${PLAN_PAGE_SIZE}&page=${page}`,
      );
      const found = list.plans?.find((plan) => plan.name === name && plan.status === 'ACTIVE');
      if (found) return found.id;
      if (!list.plans?.length || page >= (list.total_pages ?? 1)) return null;
    }
  }

  async function ensurePlan(request: SubscriptionCheckoutRequest): Promise<string> {
    product ??= ensureProduct().catch((error: unknown) => {
      product = null;
      throw error;
    });
    await product;
    const name = payPalPlanName(request.planName, request.priceCents);
    const existing = await findPlan(name);
    if (existing) return existing;
    const created = await api.request<{ id: string }>('POST', '/v1/billing/plans', {
      requestId: `grandtour-plan-${request.planId}-${request.priceCents}`,
      body: {
        product_id: productId,
        name,
        description: `${request.planName} (${request.kind})`,
        status: 'ACTIVE',
        billing_cycles: [
          {
            frequency: { interval_unit: 'MONTH', interval_count: 1 },
            tenure_type: 'REGULAR',
            sequence: 1,
            total_cycles: 0,
            pricing_scheme: {
              fixed_price: { value: toPayPalValue(request.priceCents), currency_code: 'EUR' },
            },
          },
        ],
        payment_preferences: {
          auto_bill_outstanding: true,
          setup_fee_failure_action: 'CANCEL',
          payment_failure_threshold: 3,
        },
      },
    });
    return created.id;
  }

  /** One lookup or creation per plan and price, shared by concurrent checkouts; a failure is tried again next time. */
  function planFor(request: SubscriptionCheckoutRequest): Promise<string> {
    const key = `${request.planId}:${request.priceCents}`;
    let plan = plans.get(key);
    if (!plan) {
      plan = ensurePlan(request).catch((error: unknown) => {
        plans.delete(key);
        throw error;
      });
      plans.set(key, plan);
    }
    return plan;
  }

  return {
    name: 'paypal',

    async createCheckout(request) {
      const planId = await planFor(request);
      const subscription = await api.request<{ id: string; status: string; links?: Link[] }>(
        'POST',
        '/v1/billing/subscriptions',
        {
          requestId: request.idempotencyKey,
          body: {
            plan_id: planId,
            custom_id: request.subscriptionId,
            subscriber: { email_address: request.email },
            application_context: {
              brand_name: 'Grand Tour',
              locale: PAYPAL_LOCALES[request.language],
              shipping_preference: 'NO_SHIPPING',
              user_action: 'SUBSCRIBE_NOW',
              return_url: request.successUrl,
              cancel_url: request.cancelUrl,
            },
          },
        },
      );
      const approve = subscription.links?.find((link) => link.rel === 'approve');
      if (!approve)
        throw new PaymentProviderError(
          `PayPal returned subscription ${subscription.id} without its approval link.`,
          'api_error',
          502,
        );
      return { id: subscription.id, url: approve.href };
    },

    async verifyWebhook(rawBody, headers) {
      return toSubscriptionPaidEvent(
        await verifyPayPalNotification<SubscriptionResource>(api, options.webhookId, rawBody, headers),
      );
    },
  };
}

/** An activated subscription of ours (it carries our id as custom_id); null for anything else. */
export function toSubscriptionPaidEvent(
  notification: PayPalNotification<SubscriptionResource>,
): SubscriptionPaidEvent | null {
  if (notification.event_type !== 'BILLING.SUBSCRIPTION.ACTIVATED') return null;
  const subscription = notification.resource;
  if (!subscription.custom_id || subscription.status !== 'ACTIVE') return null;
  return {
    eventId: notification.id,
    type: 'subscription_paid',
    subscriptionId: subscription.custom_id,
    providerSessionId: subscription.id,
    providerSubscriptionId: subscription.id,
    // The plan fixes the price; PayPal's activation does not restate what the first cycle cost.
    amountCents: null,
  };
}
