import { randomBytes } from 'node:crypto';
import { notFound } from './fake-paypal-envelopes.ts';
import type { FakeRequest, FakeResponse } from './http-fake.ts';

/*
 * Payments v2 lookups as PayPal answers them (payments_payment_v2.json): GET /v2/payments/captures/{id},
 * /v2/payments/refunds/{id} and /v2/payments/authorizations/{id}, for the reconciliation. The captures and refunds
 * the fake server made through its orders are found there; deposits' authorizations and their captures are recorded
 * by the test (or by the fake's own authorization flow) with `authorize`, `capture`, `voidAuthorization`.
 */

type Money = { currency_code: 'EUR'; value: string };
type Link = { href: string; rel: string; method: string };

export interface PayPalCaptureJson {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';
  amount: Money;
  final_capture: boolean;
  custom_id?: string;
  supplementary_data?: { related_ids: { order_id?: string; authorization_id?: string } };
  create_time: string;
  update_time: string;
  links: Link[];
}
export interface PayPalRefundJson {
  id: string;
  status: 'CANCELLED' | 'FAILED' | 'PENDING' | 'COMPLETED';
  amount: Money;
  create_time: string;
  update_time: string;
  links: Link[];
}
export interface PayPalAuthorizationJson {
  id: string;
  status: 'CREATED' | 'CAPTURED' | 'DENIED' | 'PARTIALLY_CAPTURED' | 'VOIDED' | 'PENDING';
  amount: Money;
  custom_id?: string;
  expiration_time: string;
  create_time: string;
  update_time: string;
  links: Link[];
}

export interface FakePayPalLookups {
  captures: Map<string, PayPalCaptureJson>;
  refunds: Map<string, PayPalRefundJson>;
  authorizations: Map<string, PayPalAuthorizationJson>;
  /** A deposit authorised for the booking: returns the authorization id. */
  authorize(input: { amountCents: number; bookingId: string }): string;
  /** A final capture of part of an authorization (the rest let go, as `final_capture: true` does): its id. */
  capture(authorizationId: string, amountCents: number): string;
  voidAuthorization(authorizationId: string): void;
  route(request: FakeRequest): FakeResponse | null;
}

const paypalId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
export const payPalValue = (cents: number): Money => ({
  currency_code: 'EUR',
  value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
});

/** What the fake server itself captured (through an order) or refunded, as it keeps them. */
export interface MadeByTheServer {
  capture(id: string): {
    capture: Pick<PayPalCaptureJson, 'id' | 'final_capture' | 'custom_id' | 'create_time'> & {
      status: string;
      amount: { currency_code: string; value: string };
    };
    orderId: string;
  } | null;
  refund(id: string): { id: string; amountCents: number } | null;
}

export function createFakePayPalLookups(baseUrl: () => string, made: MadeByTheServer): FakePayPalLookups {
  const captures = new Map<string, PayPalCaptureJson>();
  const refunds = new Map<string, PayPalRefundJson>();
  const authorizations = new Map<string, PayPalAuthorizationJson>();
  const self = (kind: string, id: string): Link[] => [
    { href: `${baseUrl()}/v2/payments/${kind}/${id}`, rel: 'self', method: 'GET' },
  ];
  const now = () => new Date().toISOString();

  function madeCapture(id: string): PayPalCaptureJson | null {
    const found = made.capture(id);
    if (!found) return null;
    const { capture, orderId } = found;
    return {
      id: capture.id,
      status: capture.status as PayPalCaptureJson['status'],
      amount: { currency_code: 'EUR', value: capture.amount.value },
      final_capture: capture.final_capture,
      ...(capture.custom_id ? { custom_id: capture.custom_id } : {}),
      supplementary_data: { related_ids: { order_id: orderId } },
      create_time: capture.create_time,
      update_time: capture.create_time,
      links: self('captures', capture.id),
    };
  }
  function madeRefund(id: string): PayPalRefundJson | null {
    const found = made.refund(id);
    if (!found) return null;
    const time = now();
    return {
      id: found.id,
      status: 'COMPLETED',
      amount: payPalValue(found.amountCents),
      create_time: time,
      update_time: time,
      links: self('refunds', found.id),
    };
  }

  return {
    captures,
    refunds,
    authorizations,
    authorize({ amountCents, bookingId }) {
      const id = paypalId();
      const time = now();
      authorizations.set(id, {
        id,
        status: 'CREATED',
        amount: payPalValue(amountCents),
        custom_id: bookingId,
        expiration_time: new Date(Date.now() + 29 * 86_400_000).toISOString(),
        create_time: time,
        update_time: time,
        links: self('authorizations', id),
      });
      return id;
    },
    capture(authorizationId, amountCents) {
      const authorization = authorizations.get(authorizationId);
      if (!authorization) throw new Error(`The fake PayPal has no authorization ${authorizationId}`);
      const id = paypalId();
      const time = now();
      captures.set(id, {
        id,
        status: 'COMPLETED',
        amount: payPalValue(amountCents),
        final_capture: true,
        ...(authorization.custom_id ? { custom_id: authorization.custom_id } : {}),
        supplementary_data: { related_ids: { authorization_id: authorizationId } },
        create_time: time,
        update_time: time,
        links: self('captures', id),
      });
      // A final capture: PayPal lets the rest of the authorization go.
      authorization.status = 'CAPTURED';
      authorization.update_time = time;
      return id;
    },
    voidAuthorization(authorizationId) {
      const authorization = authorizations.get(authorizationId);
      if (!authorization) throw new Error(`The fake PayPal has no authorization ${authorizationId}`);
      authorization.status = 'VOIDED';
      authorization.update_time = now();
    },
    route(request) {
      const match = /^\/v2\/payments\/(captures|refunds|authorizations)\/([^/?]+)$/.exec(request.path);
      if (request.method !== 'GET' || !match) return null;
      const id = decodeURIComponent(match[2]!);
      const found =
        match[1] === 'captures'
          ? (captures.get(id) ?? madeCapture(id))
          : match[1] === 'refunds'
            ? (refunds.get(id) ?? madeRefund(id))
            : authorizations.get(id);
      return found ? { status: 200, body: found } : notFound(id);
    },
  };
}
