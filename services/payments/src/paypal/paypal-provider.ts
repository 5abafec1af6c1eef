import {
  PaymentProviderError,
  paymentMethodUnavailable,
  type PayPalAuthorization as PortAuthorization,
  type PayPalCapture,
  type PayPalProvider,
  type PayPalWebhookEvent,
} from '@grandtour/commands';
import {
  createPayPalAuthorizationCalls,
  isPayPalIssue,
  orderDescription,
  orderPath,
} from './paypal-authorizations.ts';
import { toCents, toPayPalValue } from './paypal-money.ts';
import { createPayPalRestClient, type PayPalRestClient } from './paypal-rest-client.ts';
import {
  orderPaymentOf,
  type PayPalAuthorization,
  type PayPalOrder,
  type PayPalPaymentResource,
} from './paypal-resources.ts';
import { verifyPayPalNotification, type PayPalNotification } from './paypal-webhook-verification.ts';

export const PAYPAL_BASE_URLS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

export interface PayPalProviderOptions {
  clientId: string;
  clientSecret: string;
  /** The id of the webhook registered with PayPal; without it no notification can be verified. */
  webhookId?: string;
  environment: 'sandbox' | 'live';
  /** Another API host (a local fake in tests); PayPal's own for the environment by default. */
  baseUrl?: string;
  timeoutMs?: number;
  now?: () => number;
}

export type PayPalRestProvider = PayPalProvider & { readonly name: 'paypal' };

type WebhookNotification = PayPalNotification<PayPalPaymentResource>;

/** PayPal Orders v2 and Payments v2 over REST (see the decision record on why not the server SDK). */
export function createPayPalProvider(options: PayPalProviderOptions): PayPalRestProvider {
  const api: PayPalRestClient = createPayPalRestClient({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    baseUrl: options.baseUrl ?? PAYPAL_BASE_URLS[options.environment],
    timeoutMs: options.timeoutMs,
    now: options.now,
  });
  const calls = createPayPalAuthorizationCalls(api);

  return {
    name: 'paypal',
    clientId: options.clientId,

    async setup() {
      const answer = await api.request<{ client_token: string }>('POST', '/v1/identity/generate-token');
      return { clientToken: answer.client_token };
    },

    async createOrder({ bookingId, amountCents, idempotencyKey, intent = 'CAPTURE' }) {
      const { order, approveUrl } = await calls.createOrder({
        bookingId,
        amountCents,
        idempotencyKey,
        intent,
        description: orderDescription(bookingId, 'payment'),
      });
      return { id: order.id, status: order.status, approveUrl };
    },

    async authorizeOrder(orderId, idempotencyKey) {
      const { authorization, bookingId } = await calls.authorizeOrder(orderId, idempotencyKey);
      return authorizationOf(orderId, authorization, bookingId);
    },

    /** In full and final; captured before under another request id, the order tells which capture it was. */
    async captureAuthorization({ authorizationId, idempotencyKey }) {
      const authorization = await calls.getAuthorization(authorizationId);
      const orderId = authorization.supplementary_data?.related_ids?.order_id;
      if (!orderId)
        throw new PaymentProviderError(
          `PayPal gave no order for authorization ${authorizationId}.`,
          'api_error',
          502,
        );
      try {
        const capture = await calls.capture(authorizationId, { idempotencyKey });
        const bookingId = capture.custom_id ?? authorization.custom_id;
        if (bookingId) return toCapture(orderId, capture, bookingId);
      } catch (error) {
        if (!isPayPalIssue(error, 'AUTHORIZATION_ALREADY_CAPTURED')) throw error;
      }
      return captureOf(await calls.getOrder(orderId));
    },

    async voidAuthorization({ authorizationId, idempotencyKey }) {
      await calls.void(authorizationId, idempotencyKey);
    },

    async captureOrder(orderId, idempotencyKey) {
      const path = orderPath(orderId);
      try {
        const order = await api.request<PayPalOrder>('POST', `${path}/capture`, {
          requestId: idempotencyKey,
          prefer: 'return=representation',
        });
        return captureOf(order);
      } catch (error) {
        // Captured before under another request id: PayPal refuses, the order tells which capture it was.
        if (!isPayPalIssue(error, 'ORDER_ALREADY_CAPTURED')) throw error;
        return captureOf(await api.request<PayPalOrder>('GET', path));
      }
    },

    async refundCapture({ captureId, amountCents, idempotencyKey }) {
      const refund = await api.request<{ id: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        {
          requestId: idempotencyKey,
          body: { amount: { currency_code: 'EUR', value: toPayPalValue(amountCents) } },
        },
      );
      return { id: refund.id };
    },

    async verifyWebhook(rawBody, headers) {
      return toPayPalWebhookEvent(
        await verifyPayPalNotification<PayPalPaymentResource>(api, options.webhookId, rawBody, headers),
      );
    },

    // Charging a payer again without their approval needs PayPal's vault, which bookings do not use: decision 30.
    async chargeAgain() {
      throw paymentMethodUnavailable('PayPal');
    },
  };
}

const CAPTURE_STATUSES: Record<string, PayPalCapture['status']> = {
  COMPLETED: 'COMPLETED',
  PARTIALLY_REFUNDED: 'COMPLETED',
  REFUNDED: 'COMPLETED',
  DECLINED: 'DECLINED',
  FAILED: 'FAILED',
};

const toCapture = (orderId: string, capture: PayPalPaymentResource, bookingId: string): PayPalCapture => ({
  orderId,
  captureId: capture.id,
  status: CAPTURE_STATUSES[capture.status] ?? 'PENDING',
  amountCents: toCents(capture.amount.value),
  bookingId,
});

function captureOf(order: PayPalOrder): PayPalCapture {
  const { payment: capture, bookingId } = orderPaymentOf(order, 'captures');
  return toCapture(order.id, capture, bookingId);
}

const AUTHORIZATION_STATUSES: Record<PayPalAuthorization['status'], PortAuthorization['status']> = {
  CREATED: 'CREATED',
  PENDING: 'PENDING',
  DENIED: 'DENIED',
  VOIDED: 'VOIDED',
  CAPTURED: 'CAPTURED',
  PARTIALLY_CAPTURED: 'CAPTURED',
  EXPIRED: 'EXPIRED',
};

const authorizationOf = (
  orderId: string,
  authorization: PayPalAuthorization,
  bookingId: string,
): PortAuthorization => ({
  orderId,
  authorizationId: authorization.id,
  status: AUTHORIZATION_STATUSES[authorization.status] ?? 'PENDING',
  amountCents: toCents(authorization.amount.value),
  bookingId,
});

/** The two capture outcomes we act upon, for orders this marketplace created (they carry a booking id). */
export function toPayPalWebhookEvent(notification: WebhookNotification): PayPalWebhookEvent | null {
  if (
    notification.event_type !== 'PAYMENT.CAPTURE.COMPLETED' &&
    notification.event_type !== 'PAYMENT.CAPTURE.DENIED'
  )
    return null;
  const capture = notification.resource;
  const bookingId = capture.custom_id;
  const orderId = capture.supplementary_data?.related_ids?.order_id;
  if (!bookingId || !orderId) return null;
  const common = { eventId: notification.id, orderId, captureId: capture.id, bookingId };
  return notification.event_type === 'PAYMENT.CAPTURE.COMPLETED'
    ? { ...common, type: 'capture_completed', amountCents: toCents(capture.amount.value) }
    : { ...common, type: 'capture_denied' };
}
