import { createHash, randomBytes } from 'node:crypto';
import { formatEuroCents } from '@grandtour/shared';
import type Stripe from 'stripe';
import { createFakeStripeConnect, type FakeStripeConnect } from './fake-stripe-connect.ts';
import { createFakeStripeHolds, type FakeStripeHolds } from './fake-stripe-holds.ts';
import { startHttpFake, type FakeRequest, type FakeResponse } from './http-fake.ts';
import { createFakeStripeBalance, type FakeStripeBalance } from './fake-stripe-balance.ts';

/**
 * Stripe's REST API for what the adapters call (PaymentIntents create and retrieve, Refunds create, Checkout
 * Sessions create and retrieve), with
 * Stripe's JSON objects, error envelopes and statuses, Idempotency-Key replays, and the helpers a test needs to
 * play the browser (Stripe.js confirming with a card) and Stripe's webhook sender.
 */
export interface FakeStripe {
  host: '127.0.0.1';
  port: number;
  protocol: 'http';
  secretKey: string;
  /** Every request, as the fake received it; `params` are the form fields as sent (`metadata[booking_id]`). */
  requests: RecordedStripeRequest[];
  paymentIntents: Map<string, StripePaymentIntent>;
  checkoutSessions: Map<string, StripeCheckoutSession>;
  balance: FakeStripeBalance;
  /** Connect: accounts, account links and transfers (fake-stripe-connect.ts). */
  connect: FakeStripeConnect;
  /** What Stripe does when the customer pays on the Checkout page: the session completes, a subscription starts. */
  completeCheckout(sessionId: string): StripeCheckoutSession;
  /** A webhook event about a Checkout Session, as Stripe posts it. */
  checkoutEvent(type: string, sessionId: string): string;
  /**
   * What Stripe does when Stripe.js confirms the intent with 4242 4242 4242 4242: `succeeded`, or `requires_capture`
   * for a manual-capture intent (then `event('payment_intent.amount_capturable_updated', id)` is its webhook).
   */
  succeed(paymentIntentId: string): StripePaymentIntent;
  /** What Stripe does when the card is declined. */
  decline(paymentIntentId: string, error?: StripeErrorBody): StripePaymentIntent;
  /** The next request is answered with this status and error envelope (once). */
  failNext(status: number, error: StripeErrorBody): void;
  /** A webhook event as Stripe posts it (pretty-printed JSON, like Stripe's). */
  event(type: string, paymentIntentId: string): string;
  /** Deposit holds: manual capture, partial capture, cancellation (fake-stripe-holds.ts). */
  holds: FakeStripeHolds;
  close(): Promise<void>;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  params: Record<string, string>;
}

export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'api_error' | 'idempotency_error' | 'rate_limit_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
}

/** Stripe's own description of the objects (the `stripe` package's types), not ours. */
export type StripePaymentIntent = Stripe.PaymentIntent;
export type StripeCheckoutSession = Stripe.Checkout.Session;

/** The form fields Stripe reads for a request, named as the `stripe` package names its parameters. */
type FormOf<Params> = { [Name in Extract<keyof Params, string>]?: string };

const API_VERSION = '2026-10-28.endive';
const token = (length = 24) =>
  randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form-encoded maps (`metadata[booking_id]=…`) back as an object. */
const metadataOf = (params: Record<string, string>, prefix: 'metadata'): Stripe.Metadata =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([name]) => name.startsWith(`${prefix}[`))
      .map(([name, value]) => [name.slice(prefix.length + 1, -1), value]),
  );

const error = (status: number, body: StripeErrorBody): FakeResponse => ({
  status,
  body: {
    error: { ...body, ...(body.code ? { doc_url: `https://stripe.com/docs/error-codes/${body.code}` } : {}) },
  },
  headers: { 'request-id': `req_${token(14)}` },
});

export async function startFakeStripe(options: { secretKey?: string } = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${token(24)}`;
  const requests: RecordedStripeRequest[] = [];
  const paymentIntents = new Map<string, StripePaymentIntent>();
  const checkoutSessions = new Map<string, StripeCheckoutSession>();
  const refundedCents = new Map<string, number>();
  const customers = new Set<string>();
  /** Cards saved by a succeeded intent set up for off-session use: payment method id → customer id. */
  const savedPaymentMethods = new Map<string, string>();
  const idempotent = new Map<string, { fingerprint: string; response: FakeResponse }>();
  const balance = createFakeStripeBalance();
  let nextFailure: FakeResponse | null = null;
  const connect = createFakeStripeConnect({ error, token, now, metadataOf });
  const holds = createFakeStripeHolds({ paymentIntents, savedPaymentMethods, error, token, now });

  function handle(request: FakeRequest): FakeResponse {
    const params = Object.fromEntries(new URLSearchParams(request.body));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: request.method,
      path: request.path,
      idempotencyKey,
      authorization: request.headers.authorization,
      params,
    });
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = null;
      return failure;
    }
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return error(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${String(request.headers.authorization)
          .replace(/^Bearer /, '')
          .slice(0, 8)}********`,
      });
    if (request.method !== 'POST' || !idempotencyKey) return route(request, params);
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.path} ${request.body}`)
      .digest('hex');
    const earlier = idempotent.get(idempotencyKey);
    if (earlier && earlier.fingerprint !== fingerprint)
      return error(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      });
    if (earlier)
      return { ...earlier.response, headers: { ...earlier.response.headers, 'idempotent-replayed': 'true' } };
    const response = route(request, params);
    if (response.status < 500) idempotent.set(idempotencyKey, { fingerprint, response });
    return response;
  }

  function route(request: FakeRequest, params: Record<string, string>): FakeResponse {
    const fromBalance = balance.route(request);
    if (fromBalance) return fromBalance;
    const connected = connect.route(request, params);
    if (connected) return connected;
    const hold = holds.route(request, params);
    if (hold) return hold;
    const retrieve = /^\/v1\/payment_intents\/([^/?]+)$/.exec(request.path);
    if (request.method === 'POST' && request.path === '/v1/payment_intents') return createIntent(params);
    if (request.method === 'GET' && retrieve) {
      const intent = paymentIntents.get(decodeURIComponent(retrieve[1]!));
      return intent
        ? { status: 200, body: intent }
        : noSuchIntent(decodeURIComponent(retrieve[1]!), 'intent');
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') return createRefund(params);
    if (request.method === 'POST' && request.path === '/v1/customers') return createCustomer(params);
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions')
      return createCheckoutSession(params);
    const session = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(request.path);
    if (request.method === 'GET' && session) {
      const id = decodeURIComponent(session[1]!);
      const found = checkoutSessions.get(id);
      return found
        ? { status: 200, body: found }
        : error(404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such checkout.session: '${id}'`,
            param: 'session',
          });
    }
    return error(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${request.method}: ${request.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
  }

  function createIntent(all: Record<string, string>): FakeResponse {
    const params: FormOf<Stripe.PaymentIntentCreateParams> = all;
    if (!params.amount)
      return error(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        message: 'Missing required param: amount.',
        param: 'amount',
      });
    if (!params.currency)
      return error(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        message: 'Missing required param: currency.',
        param: 'currency',
      });
    const amount = Number(params.amount);
    if (params.currency === 'eur' && amount < 50)
      return error(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        message: 'Amount must be at least €0.50 eur',
        param: 'amount',
      });
    const metadata = metadataOf(all, 'metadata');
    const setupFutureUsage = params.setup_future_usage ?? null;
    if (setupFutureUsage !== null && setupFutureUsage !== 'off_session' && setupFutureUsage !== 'on_session')
      return error(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_string',
        message: 'Invalid setup_future_usage: must be one of on_session or off_session',
        param: 'setup_future_usage',
      });
    if (params.customer && !customers.has(params.customer))
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such customer: '${params.customer}'`,
        param: 'customer',
      });
    const allowed = Object.entries(all)
      .filter(([name]) => name.startsWith('allowed_payment_method_types['))
      .map(([, value]) => value as Stripe.PaymentIntent.AllowedPaymentMethodType);
    const id = `pi_${token(24)}`;
    const intent: Stripe.PaymentIntent = {
      id,
      object: 'payment_intent',
      allowed_payment_method_types: allowed.length > 0 ? allowed : null,
      amount,
      amount_capturable: 0,
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: allowed.length > 0 ? null : { allow_redirects: 'always', enabled: true },
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${token(25)}`,
      confirmation_method: 'automatic',
      created: now(),
      currency: params.currency,
      customer: params.customer ?? null,
      customer_account: null,
      description: params.description ?? null,
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      managed_payments: null,
      metadata,
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: null,
      payment_method_types: allowed.length > 0 ? allowed : ['card', 'link'],
      payment_record: null,
      processing: null,
      receipt_email: null,
      review: null,
      setup_future_usage: setupFutureUsage,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
    };
    if (params.confirm === 'true') {
      const refused = confirmOffSession(intent, all);
      if (refused) return refused;
    }
    paymentIntents.set(id, intent);
    return { status: 200, body: intent };
  }

  function createCustomer(params: Record<string, string>): FakeResponse {
    const id = `cus_${token(14)}`;
    const customer = {
      id,
      object: 'customer',
      created: now(),
      email: params.email ?? null,
      livemode: false,
      metadata: metadataOf(params, 'metadata'),
    };
    customers.add(id);
    return { status: 200, body: customer };
  }

  /**
   * A PaymentIntent confirmed off session with a saved card: it succeeds if the card was saved to that Customer by an
   * earlier payment set up for future use, as Stripe allows; otherwise Stripe's refusal.
   */
  function confirmOffSession(
    intent: StripePaymentIntent,
    params: Record<string, string>,
  ): FakeResponse | null {
    const savedTo = savedPaymentMethods.get(params.payment_method ?? '');
    if (!params.payment_method || !params.customer || savedTo !== params.customer)
      return error(400, {
        type: 'invalid_request_error',
        code: 'payment_method_unexpected_state',
        message:
          'The provided PaymentMethod was previously used to a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
        param: 'payment_method',
      });
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: `ch_${token(24)}`,
      payment_method: params.payment_method,
    });
    return null;
  }

  function createCheckoutSession(all: Record<string, string>): FakeResponse {
    const params: FormOf<Stripe.Checkout.SessionCreateParams> & Record<string, string | undefined> = all;
    const missing = (param: string) =>
      error(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        message: `Missing required param: ${param}.`,
        param,
      });
    if (!params.mode) return missing('mode');
    if (!['payment', 'setup', 'subscription'].includes(params.mode))
      return error(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_string',
        message: `Invalid mode: must be one of payment, setup, or subscription`,
        param: 'mode',
      });
    const item = 'line_items[0]';
    const priceData = `${item}[price_data]`;
    if (!params[`${priceData}[currency]`]) return missing(`${priceData}[currency]`);
    if (!params[`${priceData}[product_data][name]`] && !params[`${priceData}[product]`])
      return missing(`${priceData}[product_data]`);
    if (params[`${priceData}[unit_amount]`] === undefined) return missing(`${priceData}[unit_amount]`);
    const recurring = params[`${priceData}[recurring][interval]`];
    if (params.mode === 'subscription' && !recurring)
      return error(400, {
        type: 'invalid_request_error',
        message: 'You must provide at least one recurring price in `subscription` mode when using prices.',
      });
    if (params.mode === 'payment' && recurring)
      return error(400, {
        type: 'invalid_request_error',
        message:
          'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      });
    if (recurring && !['day', 'week', 'month', 'year'].includes(recurring))
      return error(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_string',
        message: 'Invalid interval: must be one of day, week, month, or year',
        param: `${priceData}[recurring][interval]`,
      });
    const unitAmount = Number(params[`${priceData}[unit_amount]`]);
    const quantity = Number(params[`${item}[quantity]`] ?? '1');
    const id = `cs_test_${token(58)}`;
    const session: StripeCheckoutSession = {
      object: 'checkout.session',
      adaptive_pricing: null,
      after_expiration: null,
      allow_promotion_codes: null,
      allowed_payment_method_types: null,
      amount_subtotal: unitAmount * quantity,
      amount_total: unitAmount * quantity,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created: now(),
      currency: params[`${priceData}[currency]`]!,
      currency_conversion: null,
      custom_fields: [],
      custom_text: {
        after_submit: null,
        shipping_address: null,
        submit: null,
        terms_of_service_acceptance: null,
      },
      customer: null,
      customer_account: null,
      customer_creation: null,
      customer_details: null,
      customer_email: params.customer_email ?? null,
      discounts: null,
      expires_at: now() + 24 * 3600,
      id,
      integration_identifier: null,
      invoice: null,
      invoice_creation: null,
      livemode: false,
      locale: params.locale ?? null,
      managed_payments: null,
      metadata: metadataOf(all, 'metadata'),
      mode: params.mode as Stripe.Checkout.Session.Mode,
      origin_context: null,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: null,
      payment_method_configuration_details: null,
      payment_method_options: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      permissions: null,
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: params.success_url ?? null,
      total_details: null,
      ui_mode: 'hosted_page',
      url: `https://checkout.stripe.com/c/pay/${id}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
      wallet_options: null,
    };
    checkoutSessions.set(id, session);
    return { status: 200, body: session };
  }

  function createRefund(all: Record<string, string>): FakeResponse {
    const params: FormOf<Stripe.RefundCreateParams> = all;
    const intentId = params.payment_intent;
    const intent = intentId ? paymentIntents.get(intentId) : undefined;
    if (!intentId || !intent) return noSuchIntent(intentId ?? '', 'payment_intent');
    if (intent.status !== 'succeeded')
      return error(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent does not have a successful charge to refund.',
      });
    const already = refundedCents.get(intent.id) ?? 0;
    const remaining = intent.amount_received - already;
    const amount = params.amount ? Number(params.amount) : remaining;
    if (remaining === 0)
      return error(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${String(intent.latest_charge)} has already been refunded.`,
      });
    if (amount > remaining)
      return error(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount (${formatEuroCents(amount, 'en-US')}) is greater than unrefunded amount on charge (${formatEuroCents(remaining, 'en-US')})`,
        param: 'amount',
      });
    refundedCents.set(intent.id, already + amount);
    const refund: Stripe.Refund = {
      id: `re_${token(24)}`,
      object: 'refund',
      amount,
      balance_transaction: `txn_${token(24)}`,
      charge: intent.latest_charge,
      created: now(),
      currency: intent.currency,
      customer: typeof intent.customer === 'string' ? intent.customer : null,
      customer_account: null,
      metadata: {},
      payment_intent: intent.id,
      payment_method: typeof intent.payment_method === 'string' ? intent.payment_method : null,
      reason: null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    return { status: 200, body: refund };
  }

  const noSuchIntent = (id: string, param: string) =>
    error(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such payment_intent: '${id}'`,
      param,
    });

  function mustFindSession(sessionId: string): StripeCheckoutSession {
    const session = checkoutSessions.get(sessionId);
    if (!session) throw new Error(`The fake Stripe has no ${sessionId}`);
    return session;
  }

  const eventJson = (type: string, object: unknown) =>
    JSON.stringify(
      {
        id: `evt_${token(24)}`,
        object: 'event',
        api_version: API_VERSION,
        created: now(),
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: `req_${token(14)}`, idempotency_key: null },
        type,
      },
      null,
      2,
    );

  function mustFind(paymentIntentId: string): StripePaymentIntent {
    const intent = paymentIntents.get(paymentIntentId);
    if (!intent) throw new Error(`The fake Stripe has no ${paymentIntentId}`);
    return intent;
  }

  const fake = await startHttpFake(handle);
  return {
    host: fake.host,
    port: fake.port,
    protocol: 'http',
    secretKey,
    balance,
    requests,
    paymentIntents,
    checkoutSessions,
    connect,
    completeCheckout(sessionId) {
      const session = mustFindSession(sessionId);
      return Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        customer: `cus_${token(14)}`,
        customer_details: { email: session.customer_email },
        subscription: session.mode === 'subscription' ? `sub_${token(24)}` : null,
        url: null,
      });
    },
    checkoutEvent(type, sessionId) {
      return eventJson(type, mustFindSession(sessionId));
    },
    succeed(paymentIntentId) {
      if (mustFind(paymentIntentId).capture_method === 'manual') return holds.authorise(paymentIntentId);
      const intent = Object.assign(mustFind(paymentIntentId), {
        status: 'succeeded',
        amount_received: mustFind(paymentIntentId).amount,
        latest_charge: `ch_${token(24)}`,
        payment_method: `pm_${token(24)}`,
        last_payment_error: null,
      });
      if (intent.setup_future_usage === 'off_session' && typeof intent.customer === 'string')
        savedPaymentMethods.set(intent.payment_method, intent.customer);
      return intent;
    },
    decline(
      paymentIntentId,
      declined = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    ) {
      return Object.assign(mustFind(paymentIntentId), {
        status: 'requires_payment_method',
        last_payment_error: {
          ...declined,
          doc_url: `https://stripe.com/docs/error-codes/${declined.code}`,
          payment_method: { id: `pm_${token(24)}`, object: 'payment_method', type: 'card' },
        },
      });
    },
    failNext(status, body) {
      nextFailure = error(status, body);
    },
    event(type, paymentIntentId) {
      return eventJson(type, mustFind(paymentIntentId));
    },
    holds,
    close: fake.close,
  };
}
