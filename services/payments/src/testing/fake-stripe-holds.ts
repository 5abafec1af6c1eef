import type Stripe from 'stripe';
import type { FakeRequest, FakeResponse } from './http-fake.ts';
import type { StripeErrorBody, StripePaymentIntent } from './fake-stripe-server.ts';

/**
 * Stripe's manual capture ("Place a hold on a payment method") for the fake: PaymentIntents created with
 * `capture_method: manual` are authorised (`requires_capture`, `amount_capturable`, the charge's `capture_before`),
 * captured in part with `amount_to_capture` (the rest released: `amount_capturable` 0) or cancelled. Requests and
 * answers are typed with the `stripe` package's own types.
 */
export interface FakeStripeHolds {
  /** Handles the request if it is about a hold; null otherwise (the rest of the fake answers it). */
  route(request: FakeRequest, params: Record<string, string>): FakeResponse | null;
  /**
   * What Stripe.js does when the customer confirms a manual-capture intent (a hold, or a payment on request) with a
   * card that authorises; a card set up for future use is saved to the intent's Customer, as Stripe does.
   */
  authorise(paymentIntentId: string): Stripe.PaymentIntent;
  /** The next off-session hold on a saved card is declined with this error (once). */
  declineNextHold(error: StripeErrorBody): void;
  /** How long an authorisation lasts, from now (Stripe's card windows: 7 days on-session, 4 d 18 h off-session). */
  authorisationSeconds: { onSession: number; offSession: number };
}

interface FakeStripeContext {
  paymentIntents: Map<string, StripePaymentIntent>;
  savedPaymentMethods: Map<string, string>;
  error(status: number, body: StripeErrorBody): FakeResponse;
  token(length?: number): string;
  now(): number;
}

const HOUR = 3600;

export function createFakeStripeHolds(context: FakeStripeContext): FakeStripeHolds {
  const { paymentIntents, error, token, now } = context;
  const charges = new Map<string, Stripe.Charge>();
  let nextDecline: StripeErrorBody | null = null;
  const holds: FakeStripeHolds['authorisationSeconds'] = { onSession: 7 * 24 * HOUR, offSession: 114 * HOUR };

  const asIntent = (intent: StripePaymentIntent) => intent as unknown as Stripe.PaymentIntent;
  const isHold = (intent: StripePaymentIntent | undefined) =>
    asIntent(intent ?? ({} as never)).capture_method === 'manual';

  /** The answer with `latest_charge` expanded when asked (`expand[0]=latest_charge`), as Stripe does. */
  function answer(intent: Stripe.PaymentIntent, expand: boolean): FakeResponse {
    const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : null;
    const latest = expand && chargeId ? (charges.get(chargeId) ?? chargeId) : chargeId;
    return { status: 200, body: { ...intent, latest_charge: latest } };
  }

  const unexpectedState = (intent: Stripe.PaymentIntent, action: string, allowed: string): FakeResponse =>
    error(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `${action} because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be acted upon: ${allowed}.`,
    });

  function authoriseIntent(intent: Stripe.PaymentIntent, paymentMethod: string, seconds: number) {
    const chargeId = `ch_${token(24)}`;
    const charge = {
      id: chargeId,
      object: 'charge',
      amount: intent.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      currency: intent.currency,
      paid: true,
      payment_intent: intent.id,
      payment_method: paymentMethod,
      payment_method_details: { type: 'card', card: { capture_before: now() + seconds } },
      status: 'succeeded',
    } as unknown as Stripe.Charge;
    charges.set(chargeId, charge);
    Object.assign(intent, {
      status: 'requires_capture',
      amount_capturable: intent.amount,
      latest_charge: chargeId,
      payment_method: paymentMethod,
      last_payment_error: null,
    });
    if (intent.setup_future_usage === 'off_session' && typeof intent.customer === 'string')
      context.savedPaymentMethods.set(paymentMethod, intent.customer);
  }

  /** POST /v1/payment_intents with `capture_method: manual`. */
  function create(params: Record<string, string>, expand: boolean): FakeResponse | null {
    if (params.capture_method !== 'manual') return null;
    const request = params as unknown as Stripe.PaymentIntentCreateParams & Record<string, string>;
    const amount = Number(request.amount);
    const id = `pi_${token(24)}`;
    const metadata = Object.fromEntries(
      Object.entries(params)
        .filter(([name]) => name.startsWith('metadata['))
        .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
    );
    const intent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'manual',
      client_secret: `${id}_secret_${token(25)}`,
      confirmation_method: 'automatic',
      created: now(),
      currency: request.currency,
      customer: request.customer ?? null,
      description: request.description ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata,
      payment_method: null,
      payment_method_types: ['card'],
      setup_future_usage: request.setup_future_usage ?? null,
      status: 'requires_payment_method',
    } as unknown as Stripe.PaymentIntent;
    if (params.confirm === 'true') {
      const savedTo = context.savedPaymentMethods.get(params.payment_method ?? '');
      if (!params.payment_method || !params.customer || savedTo !== params.customer)
        return error(400, {
          type: 'invalid_request_error',
          code: 'payment_method_unexpected_state',
          message: 'The provided PaymentMethod was previously used without Customer attachment.',
          param: 'payment_method',
        });
      if (nextDecline) {
        const declined = nextDecline;
        nextDecline = null;
        // Stripe keeps the intent, waiting for another payment method, and answers with the card error.
        Object.assign(intent, { last_payment_error: declined });
        paymentIntents.set(id, intent as unknown as StripePaymentIntent);
        return error(402, { ...declined, payment_intent: intent } as StripeErrorBody);
      }
      authoriseIntent(
        intent,
        params.payment_method,
        params.off_session === 'true' ? holds.offSession : holds.onSession,
      );
    }
    paymentIntents.set(id, intent as unknown as StripePaymentIntent);
    return answer(intent, expand);
  }

  /** POST /v1/payment_intents/:id/capture: `amount_to_capture` at most what is capturable; the rest let go. */
  function capture(
    intent: Stripe.PaymentIntent,
    params: Record<string, string>,
    expand: boolean,
  ): FakeResponse {
    if (intent.status !== 'requires_capture')
      return unexpectedState(intent, 'This PaymentIntent could not be captured', 'requires_capture');
    const chargeId = intent.latest_charge as string;
    const charge = charges.get(chargeId)!;
    const captureBefore = charge.payment_method_details?.card?.capture_before ?? 0;
    if (captureBefore <= now()) {
      Object.assign(intent, { status: 'canceled', cancellation_reason: 'automatic', amount_capturable: 0 });
      return unexpectedState(intent, 'This PaymentIntent could not be captured', 'requires_capture');
    }
    const request = params as unknown as Stripe.PaymentIntentCaptureParams;
    const amount =
      request.amount_to_capture === undefined ? intent.amount : Number(request.amount_to_capture);
    if (amount > intent.amount_capturable)
      return error(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `The amount to capture (${amount}) must be less than or equal to the amount capturable (${intent.amount_capturable}).`,
        param: 'amount_to_capture',
      });
    Object.assign(charge, { amount_captured: amount, captured: true });
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    return answer(intent, expand);
  }

  /** POST /v1/payment_intents/:id/cancel. */
  function cancel(intent: Stripe.PaymentIntent): FakeResponse {
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      return unexpectedState(
        intent,
        'You cannot cancel this PaymentIntent',
        'requires_payment_method, requires_capture, requires_confirmation, requires_action, processing',
      );
    Object.assign(intent, {
      status: 'canceled',
      canceled_at: now(),
      cancellation_reason: 'requested_by_customer',
      amount_capturable: 0,
    });
    return { status: 200, body: intent };
  }

  return {
    authorisationSeconds: holds,
    declineNextHold(declined) {
      nextDecline = declined;
    },
    authorise(paymentIntentId) {
      const intent = asIntent(paymentIntents.get(paymentIntentId)!);
      if (!isHold(intent as unknown as StripePaymentIntent))
        throw new Error(`${paymentIntentId} is not a hold`);
      authoriseIntent(intent, `pm_${token(24)}`, holds.onSession);
      return intent;
    },
    route(request, params) {
      const [path, query = ''] = request.path.split('?');
      const expand = [
        ...new URLSearchParams(query).values(),
        ...Object.entries(params)
          .filter(([name]) => name.startsWith('expand['))
          .map(([, value]) => value),
      ].includes('latest_charge');
      if (request.method === 'POST' && path === '/v1/payment_intents') return create(params, expand);
      const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path ?? '');
      if (!match) return null;
      const id = decodeURIComponent(match[1]!);
      const stored = paymentIntents.get(id);
      if (request.method === 'POST' && match[2] && !stored)
        return error(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${id}'`,
          param: 'intent',
        });
      // Capture and cancel answer for any intent (an automatic one is never requires_capture); GET only for holds.
      if (!stored || (!match[2] && !isHold(stored))) return null;
      const intent = asIntent(stored);
      if (request.method === 'GET' && !match[2]) return answer(intent, expand);
      if (request.method === 'POST' && match[2] === 'capture') return capture(intent, params, expand);
      if (request.method === 'POST' && match[2] === 'cancel') return cancel(intent);
      return null;
    },
  };
}
