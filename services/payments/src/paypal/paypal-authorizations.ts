import { bookingReference } from '@grandtour/shared';
import { PaymentProviderError } from '@grandtour/commands';
import { toPayPalValue } from './paypal-money.ts';
import type { PayPalRestClient } from './paypal-rest-client.ts';
import {
  orderPaymentOf,
  type PayPalAuthorization,
  type PayPalOrder,
  type PayPalPaymentResource,
} from './paypal-resources.ts';

export const orderPath = (orderId: string) => `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
export const authorizationPath = (authorizationId: string) =>
  `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}`;

/** Whether PayPal refused with this issue. */
export const isPayPalIssue = (error: unknown, issue: string) =>
  error instanceof PaymentProviderError && error.code === issue;

/**
 * The Orders v2 and Payments v2 calls of a booking's payment and of its deposit (decisions 68 and 85): an order for a
 * booking (captured at once, or authorized and captured or voided later), PayPal-Request-Id as the idempotency key.
 */
export function createPayPalAuthorizationCalls(api: PayPalRestClient) {
  return {
    /** The booking id travels as custom_id, so that a capture or a webhook alone finds the booking. */
    async createOrder(input: {
      bookingId: string;
      amountCents: number;
      idempotencyKey: string;
      intent: 'CAPTURE' | 'AUTHORIZE';
      description: string;
    }): Promise<{ order: PayPalOrder; approveUrl: string | null }> {
      const order = await api.request<PayPalOrder>('POST', '/v2/checkout/orders', {
        requestId: input.idempotencyKey,
        body: {
          intent: input.intent,
          purchase_units: [
            {
              reference_id: input.bookingId,
              custom_id: input.bookingId,
              description: input.description,
              amount: { currency_code: 'EUR', value: toPayPalValue(input.amountCents) },
            },
          ],
        },
      });
      const approve = order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
      return { order, approveUrl: approve?.href ?? null };
    },

    /** The order's authorization; authorized before under another request id, the order tells which it was. */
    async authorizeOrder(
      orderId: string,
      idempotencyKey: string,
    ): Promise<{ order: PayPalOrder; authorization: PayPalAuthorization; bookingId: string }> {
      let order: PayPalOrder;
      try {
        order = await api.request<PayPalOrder>('POST', `${orderPath(orderId)}/authorize`, {
          requestId: idempotencyKey,
          prefer: 'return=representation',
        });
      } catch (error) {
        if (!isPayPalIssue(error, 'ORDER_ALREADY_AUTHORIZED')) throw error;
        order = await api.request<PayPalOrder>('GET', orderPath(orderId));
      }
      const { payment: authorization, bookingId } = orderPaymentOf(order, 'authorizations');
      if (authorization.status === 'DENIED')
        throw new PaymentProviderError('PayPal denied the authorization.', 'AUTHORIZATION_DENIED', 402);
      return { order, authorization, bookingId };
    },

    /** `final_capture: true`: what is not captured is let go. No amount captures all that is authorized. */
    capture(
      authorizationId: string,
      input: { amountCents?: number; idempotencyKey: string },
    ): Promise<PayPalPaymentResource> {
      return api.request<PayPalPaymentResource>('POST', `${authorizationPath(authorizationId)}/capture`, {
        requestId: input.idempotencyKey,
        prefer: 'return=representation',
        body: {
          ...(input.amountCents === undefined
            ? {}
            : { amount: { currency_code: 'EUR', value: toPayPalValue(input.amountCents) } }),
          final_capture: true,
        },
      });
    },

    /** Voiding a voided authorization is a no-op; PayPal's other refusals are thrown on. */
    async void(authorizationId: string, idempotencyKey: string): Promise<void> {
      try {
        await api.request('POST', `${authorizationPath(authorizationId)}/void`, {
          requestId: idempotencyKey,
        });
      } catch (error) {
        if (!isPayPalIssue(error, 'PREVIOUSLY_VOIDED')) throw error;
      }
    },

    getAuthorization: (authorizationId: string) =>
      api.request<PayPalAuthorization>('GET', authorizationPath(authorizationId)),
    getOrder: (orderId: string) => api.request<PayPalOrder>('GET', orderPath(orderId)),
  };
}

export type PayPalAuthorizationCalls = ReturnType<typeof createPayPalAuthorizationCalls>;

/** A booking's order description, the payment's or the deposit's, as the payer sees it on PayPal. */
export const orderDescription = (bookingId: string, what: 'payment' | 'deposit') =>
  what === 'deposit'
    ? `Grand Tour — deposit ${bookingReference(bookingId)}`
    : `Grand Tour — ${bookingReference(bookingId)}`;
