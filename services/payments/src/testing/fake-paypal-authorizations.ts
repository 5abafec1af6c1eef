import { cents, notFound, paypalId, unprocessable, type Link } from './fake-paypal-envelopes.ts';
import type { FakeRequest, FakeResponse } from './http-fake.ts';
import type { PayPalCaptureJson } from './fake-paypal-lookups.ts';
import type { PayPalOrderJson } from './fake-paypal-server.ts';

const DAY_MS = 86_400_000;
/** The funds are sure for 3 days; the authorization lives 29 (Payments v2, authorizations.reauthorize). */
const HONOR_PERIOD_MS = 3 * DAY_MS;
const AUTHORIZATION_PERIOD_MS = 29 * DAY_MS;

/** An authorization as the fake keeps it: PayPal's fields plus what its rules need. */
export interface FakePayPalAuthorization {
  id: string;
  orderId: string;
  /** The authorization this one reauthorized; PayPal voids only the parent. */
  parentId: string | null;
  status: 'CREATED' | 'CAPTURED' | 'PARTIALLY_CAPTURED' | 'VOIDED';
  amountCents: number;
  customId?: string;
  createTime: Date;
  /** The end of the original 29-day authorization period. */
  expirationTime: Date;
  capturedCents: number;
  reauthorized: boolean;
  captures: AuthorizationCapture[];
}

interface AuthorizationCapture {
  id: string;
  amountCents: number;
  finalCapture: boolean;
  createTime: Date;
  refundedCents: number;
}

/** A capture as a refund sees it, wherever it was made: what it took, what was given back. */
export interface RefundableCapture {
  capturedCents: number;
  refundedCents: number;
  refund(amountCents: number): void;
}

export interface FakePayPalAuthorizations {
  authorizations: Map<string, FakePayPalAuthorization>;
  /** The payer's bank refuses the next order authorization. */
  declineNextAuthorization(): void;
  /** Answers the request when it is one of the authorization endpoints, else null. */
  route(request: FakeRequest): FakeResponse | null;
  /** The order's authorizations as PayPal shows them in `purchase_units[].payments`. */
  authorizationsOf(orderId: string): Record<string, unknown>[];
  /** A capture of one of the authorizations, as a Payments v2 capture lookup shows it. */
  captureOf(captureId: string): Omit<PayPalCaptureJson, 'links' | 'update_time'> | null;
  /** The captures of the order's authorizations, as the order shows them in `purchase_units[].payments`. */
  capturesOf(orderId: string): Record<string, unknown>[];
  /** A capture of one of the authorizations, for a refund; null if it is not one. */
  refundable(captureId: string): RefundableCapture | null;
}

const value = (amountCents: number) =>
  `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
/** A capture's status as its refunds leave it (Payments v2 capture_status). */
const captureStatus = (captured: AuthorizationCapture): PayPalCaptureJson['status'] =>
  captured.refundedCents === 0
    ? 'COMPLETED'
    : captured.refundedCents >= captured.amountCents
      ? 'REFUNDED'
      : 'PARTIALLY_REFUNDED';

const refused = () =>
  unprocessable(
    'TRANSACTION_REFUSED',
    "PayPal's internal controls prevent authorization from being captured.",
  );

/**
 * Orders v2 authorize and Payments v2 authorizations (get, capture, reauthorize, void) with PayPal's rules: one
 * authorization per order, captures up to the amount with `final_capture` closing it, one reauthorization from day 4 to
 * day 29, a reauthorization voided only through its parent. The fake's clock moves with the test's.
 */
export function createFakePayPalAuthorizations(context: {
  orders: Map<string, PayPalOrderJson>;
  baseUrl: () => string;
  clock: () => Date;
}): FakePayPalAuthorizations {
  const authorizations = new Map<string, FakePayPalAuthorization>();
  let declineNext = false;

  const links = (authorization: FakePayPalAuthorization): Link[] => {
    const self = `${context.baseUrl()}/v2/payments/authorizations/${authorization.id}`;
    return [
      { href: self, rel: 'self', method: 'GET' },
      { href: `${self}/capture`, rel: 'capture', method: 'POST' },
      { href: `${self}/void`, rel: 'void', method: 'POST' },
      { href: `${self}/reauthorize`, rel: 'reauthorize', method: 'POST' },
      { href: `${context.baseUrl()}/v2/checkout/orders/${authorization.orderId}`, rel: 'up', method: 'GET' },
    ];
  };

  const json = (authorization: FakePayPalAuthorization) => ({
    id: authorization.id,
    status: authorization.status,
    amount: { currency_code: 'EUR', value: value(authorization.amountCents) },
    ...(authorization.customId ? { custom_id: authorization.customId } : {}),
    seller_protection: {
      status: 'ELIGIBLE',
      dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
    },
    expiration_time: authorization.expirationTime.toISOString(),
    create_time: authorization.createTime.toISOString(),
    update_time: context.clock().toISOString(),
    links: links(authorization),
  });

  const withOrder = (authorization: FakePayPalAuthorization) => ({
    ...json(authorization),
    supplementary_data: { related_ids: { order_id: authorization.orderId } },
  });

  /** The parent and its reauthorization share one amount and one fate. */
  const family = (authorization: FakePayPalAuthorization) =>
    [...authorizations.values()].filter(
      (other) =>
        other.id === authorization.id ||
        other.id === authorization.parentId ||
        other.parentId === authorization.id,
    );

  function authorizeOrder(orderId: string, wantsRepresentation: boolean): FakeResponse {
    const order = context.orders.get(orderId);
    if (!order) return notFound(orderId);
    if (order.intent !== 'AUTHORIZE')
      return unprocessable(
        'ACTION_DOES_NOT_MATCH_INTENT',
        "Order was created with an intent to 'CAPTURE'. Please use v2/checkout/orders/order_id/capture to complete the transaction or alternately Create an order with an intent of 'AUTHORIZE'.",
      );
    if (order.status === 'CREATED')
      return unprocessable(
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call.",
      );
    if (order.status === 'COMPLETED')
      return unprocessable(
        'ORDER_ALREADY_AUTHORIZED',
        "Order already authorized.If 'intent=AUTHORIZE' only one authorization per order is allowed.",
      );
    if (declineNext) {
      declineNext = false;
      return unprocessable('TRANSACTION_REFUSED', 'The request was refused.');
    }
    const unit = order.purchase_units[0]!;
    const now = context.clock();
    const authorization: FakePayPalAuthorization = {
      id: paypalId(),
      orderId,
      parentId: null,
      status: 'CREATED',
      amountCents: cents(unit.amount.value),
      ...(unit.custom_id ? { customId: unit.custom_id } : {}),
      createTime: now,
      expirationTime: new Date(now.getTime() + AUTHORIZATION_PERIOD_MS),
      capturedCents: 0,
      reauthorized: false,
      captures: [],
    };
    authorizations.set(authorization.id, authorization);
    order.status = 'COMPLETED';
    const payments = { authorizations: [json(authorization)] };
    return {
      status: 201,
      body: wantsRepresentation
        ? {
            id: order.id,
            intent: order.intent,
            status: order.status,
            purchase_units: [
              {
                reference_id: unit.reference_id,
                ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
                amount: unit.amount,
                payments,
              },
            ],
            create_time: order.create_time,
            update_time: now.toISOString(),
            links: [
              { href: `${context.baseUrl()}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
            ],
          }
        : {
            id: order.id,
            status: order.status,
            purchase_units: [{ reference_id: unit.reference_id, payments }],
            links: [
              { href: `${context.baseUrl()}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
            ],
          },
    };
  }

  function closed(authorization: FakePayPalAuthorization): FakeResponse | null {
    if (authorization.status === 'VOIDED')
      return unprocessable(
        'AUTHORIZATION_VOIDED',
        'A voided authorization cannot be captured or reauthorized. ',
      );
    if (authorization.status !== 'CREATED')
      return unprocessable('AUTHORIZATION_ALREADY_CAPTURED', 'Authorization has previously been captured.');
    return null;
  }

  function capture(authorization: FakePayPalAuthorization, text: string, wantsRepresentation: boolean) {
    const refusal = closed(authorization);
    if (refusal) return refusal;
    if (context.clock() > authorization.expirationTime)
      return unprocessable('AUTHORIZATION_EXPIRED', 'An expired authorization cannot be captured.');
    const body = (text ? JSON.parse(text) : {}) as {
      amount?: { currency_code: string; value: string };
      final_capture?: boolean;
    };
    if (body.amount && body.amount.currency_code !== 'EUR')
      return unprocessable(
        'AUTH_CAPTURE_CURRENCY_MISMATCH',
        'Currency of capture must be the same as currency of authorization.',
      );
    const remaining = authorization.amountCents - authorization.capturedCents;
    const amountCents = body.amount ? cents(body.amount.value) : remaining;
    // PayPal's "default overage limit is 115%": all captures together up to 115 % of the authorization.
    const overage = Math.floor((authorization.amountCents * 115) / 100) - authorization.capturedCents;
    if (amountCents <= 0)
      return unprocessable(
        'CANNOT_BE_ZERO_OR_NEGATIVE',
        'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
      );
    if (amountCents > overage)
      return unprocessable(
        'MAX_CAPTURE_AMOUNT_EXCEEDED',
        'Capture amount exceeds allowable limit. Please contact customer service or your account manager to request the change to your overage limit. The default overage limit is 115%, which allows the sum of all captures to be up to 115% of the order amount. The ability to over capture is subjected to regulatory approvals.',
      );
    const finalCapture = body.final_capture ?? false;
    const now = context.clock();
    const captured = { id: paypalId(), amountCents, finalCapture, createTime: now, refundedCents: 0 };
    for (const member of family(authorization)) {
      member.capturedCents += amountCents;
      member.status =
        member.capturedCents >= member.amountCents
          ? 'CAPTURED'
          : finalCapture
            ? 'PARTIALLY_CAPTURED'
            : member.status;
    }
    authorization.captures.push(captured);
    const self = `${context.baseUrl()}/v2/payments/captures/${captured.id}`;
    const captureLinks = [
      { href: self, rel: 'self', method: 'GET' },
      { href: `${self}/refund`, rel: 'refund', method: 'POST' },
      {
        href: `${context.baseUrl()}/v2/payments/authorizations/${authorization.id}`,
        rel: 'up',
        method: 'GET',
      },
    ];
    return {
      status: 201,
      body: wantsRepresentation
        ? {
            id: captured.id,
            status: 'COMPLETED',
            amount: { currency_code: 'EUR', value: value(amountCents) },
            final_capture: finalCapture,
            ...(authorization.customId ? { custom_id: authorization.customId } : {}),
            seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED'] },
            create_time: now.toISOString(),
            update_time: now.toISOString(),
            links: captureLinks,
          }
        : { id: captured.id, status: 'COMPLETED', links: captureLinks },
    };
  }

  function reauthorize(authorization: FakePayPalAuthorization, text: string, wantsRepresentation: boolean) {
    const refusal = closed(authorization);
    if (refusal) return refusal;
    if (authorization.parentId || authorization.reauthorized)
      return unprocessable(
        'REAUTHORIZATION_NOT_SUPPORTED',
        'A reauthorize cannot be attempted on an authorization_id that is the result of a prior reauthorization or on an authorization made on an Order saved using the `v2/orders/id/save` API.',
      );
    const age = context.clock().getTime() - authorization.createTime.getTime();
    // Only from day 4 to day 29; PayPal's description names no issue of its own for it.
    if (age < HONOR_PERIOD_MS || context.clock() > authorization.expirationTime) return refused();
    const body = (text ? JSON.parse(text) : {}) as { amount?: { currency_code: string; value: string } };
    if (body.amount && body.amount.currency_code !== 'EUR')
      return unprocessable(
        'AUTH_CURRENCY_MISMATCH',
        'The currency specified during reauthorization should be the same as the currency specified in the original authorization. Please check the currency of the authorization for which you are trying to reauthorize and try again.',
      );
    const amountCents = body.amount ? cents(body.amount.value) : authorization.amountCents;
    // "up to 115% of the original authorized amount" (the US rule; the fake applies it everywhere).
    if (amountCents <= 0 || amountCents * 100 > authorization.amountCents * 115) return refused();
    authorization.reauthorized = true;
    const reauthorization: FakePayPalAuthorization = {
      ...authorization,
      id: paypalId(),
      parentId: authorization.id,
      amountCents,
      createTime: context.clock(),
      reauthorized: false,
      captures: [],
    };
    authorizations.set(reauthorization.id, reauthorization);
    return {
      status: 201,
      body: wantsRepresentation
        ? json(reauthorization)
        : { id: reauthorization.id, status: reauthorization.status, links: links(reauthorization) },
    };
  }

  function voidAuthorization(authorization: FakePayPalAuthorization, wantsRepresentation: boolean) {
    if (authorization.parentId)
      return unprocessable(
        'CANNOT_BE_VOIDED',
        'A reauthorization cannot be voided. Please void the original parent authorization.',
      );
    if (authorization.status === 'VOIDED')
      return unprocessable(
        'PREVIOUSLY_VOIDED',
        'Authorization has been previously voided and hence cannot be voided again.',
      );
    if (authorization.status !== 'CREATED')
      return unprocessable(
        'PREVIOUSLY_CAPTURED',
        'Authorization has been previously captured and hence cannot be voided.',
      );
    for (const member of family(authorization)) member.status = 'VOIDED';
    return wantsRepresentation
      ? { status: 200, body: json(authorization) }
      : { status: 204, body: undefined };
  }

  const captureJson = (authorization: FakePayPalAuthorization, captured: AuthorizationCapture) => ({
    id: captured.id,
    status: captureStatus(captured),
    amount: { currency_code: 'EUR', value: value(captured.amountCents) },
    final_capture: captured.finalCapture,
    ...(authorization.customId ? { custom_id: authorization.customId } : {}),
    create_time: captured.createTime.toISOString(),
  });

  function findCapture(captureId: string) {
    for (const authorization of authorizations.values()) {
      const captured = authorization.captures.find((candidate) => candidate.id === captureId);
      if (captured) return { authorization, captured };
    }
    return null;
  }

  return {
    authorizations,
    declineNextAuthorization() {
      declineNext = true;
    },
    refundable(captureId) {
      const captured = findCapture(captureId)?.captured;
      return captured
        ? {
            capturedCents: captured.amountCents,
            refundedCents: captured.refundedCents,
            refund: (amountCents) => void (captured.refundedCents += amountCents),
          }
        : null;
    },
    capturesOf: (orderId) =>
      [...authorizations.values()]
        .filter((authorization) => authorization.orderId === orderId)
        .flatMap((authorization) =>
          authorization.captures.map((captured) => ({ ...captureJson(authorization, captured), links: [] })),
        ),
    captureOf(captureId) {
      const found = findCapture(captureId);
      return found
        ? {
            ...captureJson(found.authorization, found.captured),
            supplementary_data: { related_ids: { authorization_id: found.authorization.id } },
          }
        : null;
    },
    authorizationsOf: (orderId) =>
      [...authorizations.values()].filter((authorization) => authorization.orderId === orderId).map(json),
    route(request) {
      const { method, path } = request;
      const representation = request.headers.prefer === 'return=representation';
      const order = /^\/v2\/checkout\/orders\/([^/]+)\/authorize$/.exec(path);
      if (method === 'POST' && order) return authorizeOrder(decodeURIComponent(order[1]!), representation);
      const match = /^\/v2\/payments\/authorizations\/([^/]+)(?:\/(capture|reauthorize|void))?$/.exec(path);
      if (!match) return null;
      const id = decodeURIComponent(match[1]!);
      const authorization = authorizations.get(id);
      if (!authorization) return notFound(id);
      if (method === 'GET' && !match[2]) return { status: 200, body: withOrder(authorization) };
      if (method !== 'POST') return null;
      if (match[2] === 'capture') return capture(authorization, request.body, representation);
      if (match[2] === 'reauthorize') return reauthorize(authorization, request.body, representation);
      if (match[2] === 'void') return voidAuthorization(authorization, representation);
      return null;
    },
  };
}
