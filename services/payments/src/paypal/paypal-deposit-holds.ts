import { PaymentProviderError, type DepositHold, type PayPalDepositHolds } from '@grandtour/commands';
import {
  authorizationPath,
  createPayPalAuthorizationCalls,
  isPayPalIssue,
  orderDescription,
  orderPath,
} from './paypal-authorizations.ts';
import { toCents, toPayPalValue } from './paypal-money.ts';
import { createPayPalRestClient, type PayPalRestClient } from './paypal-rest-client.ts';
import { PAYPAL_BASE_URLS, type PayPalProviderOptions } from './paypal-provider.ts';
import type { PayPalAuthorization, PayPalOrder } from './paypal-resources.ts';

/** PayPal's honor period: the funds are sure for 3 days of the authorization's 29 (decision 68). */
export const HONOR_PERIOD_MS = 3 * 86_400_000;

export type PayPalDepositHoldsProvider = PayPalDepositHolds & { readonly name: 'paypal' };

/**
 * The deposit as a PayPal authorization (decision 68): an order with `intent: AUTHORIZE` the customer approves,
 * authorized, then captured in part with `final_capture: true`, reauthorized once after the honor period, or voided.
 */
export function createPayPalDepositHolds(
  options: Omit<PayPalProviderOptions, 'webhookId'>,
): PayPalDepositHoldsProvider {
  const api: PayPalRestClient = createPayPalRestClient({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    baseUrl: options.baseUrl ?? PAYPAL_BASE_URLS[options.environment],
    timeoutMs: options.timeoutMs,
    now: options.now,
  });
  const now = options.now ?? Date.now;
  const calls = createPayPalAuthorizationCalls(api);

  /** The honor period's end; the authorization's own `expiration_time` is the 29-day end. */
  const toHold = (authorization: PayPalAuthorization): DepositHold => ({
    holdId: authorization.id,
    amountCents: toCents(authorization.amount.value),
    expiresAt: new Date(
      (authorization.create_time ? Date.parse(authorization.create_time) : now()) + HONOR_PERIOD_MS,
    ).toISOString(),
  });

  return {
    name: 'paypal',

    async createAuthorizationOrder({ bookingId, amountCents, idempotencyKey }) {
      const { order, approveUrl } = await calls.createOrder({
        bookingId,
        amountCents,
        idempotencyKey,
        intent: 'AUTHORIZE',
        description: orderDescription(bookingId, 'deposit'),
      });
      return { orderId: order.id, approveUrl };
    },

    async authorizeOrder(orderId, idempotencyKey) {
      const { authorization, bookingId } = await calls.authorizeOrder(orderId, idempotencyKey);
      return { ...toHold(authorization), bookingId };
    },

    async reauthorize({ holdId, amountCents, idempotencyKey }) {
      const authorization = await api.request<PayPalAuthorization>(
        'POST',
        `${authorizationPath(holdId)}/reauthorize`,
        {
          requestId: idempotencyKey,
          prefer: 'return=representation',
          body: { amount: { currency_code: 'EUR', value: toPayPalValue(amountCents) } },
        },
      );
      return toHold(authorization);
    },

    async capture({ holdId, amountCents, idempotencyKey }) {
      const capture = await calls.capture(holdId, { amountCents, idempotencyKey });
      return {
        captureId: capture.id,
        amountCents: capture.amount ? toCents(capture.amount.value) : amountCents,
      };
    },

    async release({ holdId, idempotencyKey }) {
      try {
        await calls.void(holdId, idempotencyKey);
      } catch (error) {
        // "A reauthorization cannot be voided. Please void the original parent authorization."
        if (!isPayPalIssue(error, 'CANNOT_BE_VOIDED')) throw error;
        const parentId = await parentAuthorization(holdId);
        await this.release({ holdId: parentId, idempotencyKey: `${idempotencyKey}-parent` });
      }
    },
  };

  /** The order's first authorization other than this reauthorization: the one PayPal voids. */
  async function parentAuthorization(holdId: string): Promise<string> {
    const reauthorization = await api.request<PayPalAuthorization>('GET', authorizationPath(holdId));
    const orderId = reauthorization.supplementary_data?.related_ids?.order_id;
    const order = orderId ? await api.request<PayPalOrder>('GET', orderPath(orderId)) : null;
    const parent = order?.purchase_units?.[0]?.payments?.authorizations?.find(({ id }) => id !== holdId);
    if (!parent)
      throw new PaymentProviderError(
        `PayPal gave no parent for reauthorization ${holdId}.`,
        'api_error',
        502,
      );
    return parent.id;
  }
}
