import { randomBytes, randomUUID } from 'node:crypto';
import {
  cents,
  debugId,
  failure,
  invalidRequest,
  notFound,
  paypalId,
  unprocessable,
  type Link,
} from './fake-paypal-envelopes.ts';
import {
  createFakePayPalAuthorizations,
  type FakePayPalAuthorization,
  type RefundableCapture,
} from './fake-paypal-authorizations.ts';
import { startHttpFake, type FakeRequest, type FakeResponse } from './http-fake.ts';
import { createPayPalOpenApiValidator } from './paypal-openapi-validator.ts';
import {
  createFakePayPalLookups,
  type FakePayPalLookups,
  type PayPalCaptureJson,
} from './fake-paypal-lookups.ts';

/**
 * PayPal's REST API for what the adapters call: OAuth client credentials, Orders v2 (create, get, capture),
 * Payments v2 refunds, the JS SDK client token, webhook verification, and for subscriptions the Catalog Products
 * (create, get), Billing Plans (create, list by product) and Billing Subscriptions (create, get) APIs, with
 * PayPal's JSON and error envelopes,
 * PayPal-Request-Id replays, and the helpers a test needs to play the payer and PayPal's webhook sender.
 */
export interface FakePayPal {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  requests: RecordedPayPalRequest[];
  orders: Map<string, PayPalOrderJson>;
  /** Refunds PayPal made, in order, with the id it answered. */
  refunds: RecordedPayPalRefund[];
  /** GET of captures and refunds (reconciliation); `hide` makes PayPal lose a capture. */
  lookups: FakePayPalLookups;
  /** Access tokens granted so far. */
  tokensIssued(): number;
  /** Lifetime of the next tokens, in seconds (PayPal's is about nine hours). */
  tokenLifetimeSeconds: number;
  /** PayPal stops accepting every token granted so far. */
  revokeTokens(): void;
  /** The payer approves the order on PayPal's pages. */
  approve(orderId: string): void;
  /** The payer's bank declines the next capture. */
  declineNextCapture(): void;
  /** A notification as PayPal posts it, with its transmission headers; only this fake can verify it. */
  webhook(eventType: string, captureId: string): PayPalTransmission;
  products: Map<string, Record<string, unknown>>;
  plans: Map<string, PayPalPlanJson>;
  subscriptions: Map<string, PayPalSubscriptionJson>;
  /** The subscriber approves on PayPal's page and the first payment goes through: APPROVAL_PENDING → ACTIVE. */
  approveSubscription(subscriptionId: string): PayPalSubscriptionJson;
  /** A notification about a subscription (BILLING.SUBSCRIPTION.ACTIVATED…), as PayPal posts it. */
  subscriptionWebhook(eventType: string, subscriptionId: string): PayPalTransmission;
  /** Deposit authorizations (Orders v2 authorize, Payments v2 authorizations), by id. */
  authorizations: Map<string, FakePayPalAuthorization>;
  /** The payer's bank refuses the next order authorization. */
  declineNextAuthorization(): void;
  /**
   * Requests and answers that PayPal's OpenAPI documents do not allow (decision 73). The fake answers such a request
   * with a 500 carrying them, and close() throws while any was recorded: the test that caused it fails.
   */
  openApiViolations: string[];
  close(): Promise<void>;
}

export interface RecordedPayPalRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  requestId: string | undefined;
  prefer: string | undefined;
  body: string;
}

export interface PayPalTransmission {
  rawBody: string;
  headers: Record<string, string>;
}

export type PayPalPlanJson = {
  id: string;
  product_id: string;
  name: string;
  status: 'CREATED' | 'ACTIVE' | 'INACTIVE';
  description?: string;
  usage_type: 'LICENSED';
  billing_cycles: {
    frequency: { interval_unit: string; interval_count: number };
    tenure_type: string;
    sequence: number;
    total_cycles: number;
    pricing_scheme: { fixed_price: { value: string; currency_code: string } };
  }[];
  payment_preferences?: Record<string, unknown>;
  create_time: string;
  update_time: string;
};

export type PayPalSubscriptionJson = {
  id: string;
  plan_id: string;
  status: 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';
  custom_id?: string;
  subscriber?: { email_address?: string };
  application_context?: Record<string, unknown>;
  billing_info?: Record<string, unknown>;
  start_time: string;
  create_time: string;
  status_update_time: string;
};

export interface RecordedPayPalRefund {
  id: string;
  captureId: string;
  amountCents: number;
}

export type PayPalOrderJson = {
  id: string;
  intent: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchase_units: PurchaseUnit[];
  create_time: string;
  links: Link[];
};

interface PurchaseUnit {
  reference_id: string;
  custom_id?: string;
  amount: { currency_code: string; value: string };
  payments?: { captures: Capture[] };
}

interface Capture {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  custom_id?: string;
  final_capture: boolean;
  refunded_cents: number;
  create_time: string;
}

const CERT_URL = 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270';

export interface FakePayPalOptions {
  /** PayPal's clock for authorizations (honor period, reauthorization window, expiry): the test's own. */
  clock?: () => Date;
}

export async function startFakePayPal(options: FakePayPalOptions = {}): Promise<FakePayPal> {
  const clientId = `AZ${randomBytes(20).toString('hex')}`;
  const clientSecret = `EL${randomBytes(20).toString('hex')}`;
  const webhookId = `${randomBytes(8).toString('hex').toUpperCase()}`;
  const requests: RecordedPayPalRequest[] = [];
  const orders = new Map<string, PayPalOrderJson>();
  const refunds: RecordedPayPalRefund[] = [];
  const tokens = new Map<string, number>();
  const replays = new Map<string, FakeResponse>();
  const transmissions = new Map<string, { sig: string; time: string; rawBody: string }>();
  const products = new Map<string, Record<string, unknown>>();
  const plans = new Map<string, PayPalPlanJson>();
  const subscriptions = new Map<string, PayPalSubscriptionJson>();
  let issued = 0;
  let declineNext = false;
  let baseUrl = '';
  const fakeState = { tokenLifetimeSeconds: 32_400 };
  const authorizations = createFakePayPalAuthorizations({
    orders,
    baseUrl: () => baseUrl,
    clock: options.clock ?? (() => new Date()),
  });
  const lookups = createFakePayPalLookups(() => baseUrl, {
    capture(id) {
      const found = findCapture(id);
      if (!found) return authorizations.captureOf(id);
      const { capture, order } = found;
      return {
        id: capture.id,
        status: capture.status as PayPalCaptureJson['status'],
        amount: { currency_code: 'EUR', value: capture.amount.value },
        final_capture: capture.final_capture,
        ...(capture.custom_id ? { custom_id: capture.custom_id } : {}),
        supplementary_data: { related_ids: { order_id: order.id } },
        create_time: capture.create_time,
      };
    },
    refund: (id) => refunds.find((refund) => refund.id === id) ?? null,
  });

  const validator = await createPayPalOpenApiValidator();
  const openApiViolations: string[] = [];

  /** PayPal's documents check what our client sends and what the fake answers, on every call they describe. */
  function handle(request: FakeRequest): FakeResponse {
    requests.push({
      method: request.method,
      path: request.path,
      authorization: request.headers.authorization,
      requestId: request.headers['paypal-request-id'] as string | undefined,
      prefer: request.headers.prefer as string | undefined,
      body: request.body,
    });
    const where = `${request.method} ${request.path}`;
    const asked = validator.checkRequest(request);
    const response = asked.length > 0 ? null : answer(request);
    const problems = response ? validator.checkResponse(request, response) : asked;
    if (problems.length === 0) return response!;
    const kind = response ? 'answer' : 'request';
    openApiViolations.push(...problems.map((problem) => `${where} (${kind}): ${problem}`));
    return {
      status: 500,
      body: {
        name: 'FAKE_OPENAPI_VIOLATION',
        message: `PayPal's OpenAPI documents refuse this ${kind}`,
        problems,
      },
    };
  }

  function answer(request: FakeRequest): FakeResponse {
    if (request.method === 'POST' && request.path === '/v1/oauth2/token') return grantToken(request);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || (tokens.get(bearer) ?? 0) < Date.now())
      return {
        status: 401,
        body: {
          name: 'AUTHENTICATION_FAILURE',
          message:
            'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
          links: [],
        },
      };
    const requestId = request.headers['paypal-request-id'] as string | undefined;
    const replayKey = requestId && `${request.path} ${requestId}`;
    if (replayKey && replays.has(replayKey)) return replays.get(replayKey)!;
    const response = route(request);
    if (replayKey && response.status < 500) replays.set(replayKey, response);
    return response;
  }

  function grantToken(request: FakeRequest): FakeResponse {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected || request.body !== 'grant_type=client_credentials')
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
      };
    const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.set(accessToken, Date.now() + fakeState.tokenLifetimeSeconds * 1000);
    issued++;
    return {
      status: 200,
      body: {
        scope:
          'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: fakeState.tokenLifetimeSeconds,
        nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
      },
    };
  }

  function route(request: FakeRequest): FakeResponse {
    const authorization = authorizations.route(request);
    if (authorization) return authorization;
    const { method, path } = request;
    const looked = lookups.route(request);
    if (looked) return looked;
    const order = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && path === '/v2/checkout/orders') return createOrder(request.body);
    if (method === 'GET' && order && !order[2]) {
      const found = orders.get(order[1]!);
      return found ? { status: 200, body: representation(found) } : notFound(order[1]!);
    }
    if (method === 'POST' && order?.[2])
      return capture(order[1]!, request.headers.prefer === 'return=representation');
    if (method === 'POST' && refund) return refundCapture(refund[1]!, request.body);
    if (method === 'POST' && path === '/v1/identity/generate-token')
      return { status: 200, body: { client_token: randomBytes(48).toString('base64'), expires_in: 3600 } };
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
      return verify(request.body);
    return routeSubscriptions(method, path, request.body);
  }

  function routeSubscriptions(method: string, fullPath: string, text: string): FakeResponse {
    const [path = '', query = ''] = fullPath.split('?');
    const product = /^\/v1\/catalogs\/products\/([^/]+)$/.exec(path);
    const subscription = /^\/v1\/billing\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/catalogs/products') return createProduct(text);
    if (method === 'GET' && product) {
      const found = products.get(decodeURIComponent(product[1]!));
      return found ? { status: 200, body: found } : notFound(product[1]!);
    }
    if (method === 'POST' && path === '/v1/billing/plans') return createPlan(text);
    if (method === 'GET' && path === '/v1/billing/plans') return listPlans(new URLSearchParams(query));
    if (method === 'POST' && path === '/v1/billing/subscriptions') return createSubscription(text);
    if (method === 'GET' && subscription) {
      const found = subscriptions.get(decodeURIComponent(subscription[1]!));
      return found
        ? { status: 200, body: { ...found, links: subscriptionLinks(found) } }
        : notFound(subscription[1]!);
    }
    return failure(404, 'NOT_FOUND', `No route for ${method} ${fullPath}`);
  }

  function createProduct(text: string): FakeResponse {
    const body = JSON.parse(text) as Record<string, unknown>;
    if (typeof body.name !== 'string' || !body.name)
      return invalidRequest('MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing. (name)');
    if (!['PHYSICAL', 'DIGITAL', 'SERVICE'].includes(String(body.type)))
      return invalidRequest('INVALID_PARAMETER_VALUE', 'The value of a field is invalid. (type)');
    const id = typeof body.id === 'string' ? body.id : `PROD-${paypalId()}`;
    if (products.has(id))
      return unprocessable('DUPLICATE_RESOURCE_IDENTIFIER', 'Requested resource ID was already used.');
    const time = new Date().toISOString();
    const created = {
      id,
      name: body.name,
      ...(body.description ? { description: body.description } : {}),
      type: body.type,
      create_time: time,
      update_time: time,
      links: [{ href: `${baseUrl}/v1/catalogs/products/${id}`, rel: 'self', method: 'GET' }],
    };
    products.set(id, created);
    return { status: 201, body: created };
  }

  function createPlan(text: string): FakeResponse {
    const body = JSON.parse(text) as Partial<PayPalPlanJson>;
    if (!body.product_id || !body.name || !body.billing_cycles?.length)
      return invalidRequest('MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
    if (!products.has(body.product_id))
      return unprocessable('INVALID_PARAMETER_VALUE', `Product ${body.product_id} does not exist.`);
    for (const cycle of body.billing_cycles) {
      const price = cycle.pricing_scheme?.fixed_price;
      if (!price || !/^\d{1,10}(\.\d{1,2})?$/.test(price.value))
        return invalidRequest('INVALID_PARAMETER_VALUE', 'The value of a field is invalid. (fixed_price)');
    }
    const time = new Date().toISOString();
    const plan: PayPalPlanJson = {
      id: `P-${paypalId()}${paypalId().slice(0, 7)}`,
      product_id: body.product_id,
      name: body.name,
      status: body.status ?? 'ACTIVE',
      ...(body.description ? { description: body.description } : {}),
      usage_type: 'LICENSED',
      billing_cycles: body.billing_cycles,
      payment_preferences: body.payment_preferences,
      create_time: time,
      update_time: time,
    };
    plans.set(plan.id, plan);
    return { status: 201, body: { ...plan, links: planLinks(plan.id) } };
  }

  const planLinks = (id: string): Link[] => [
    { href: `${baseUrl}/v1/billing/plans/${id}`, rel: 'self', method: 'GET' },
    { href: `${baseUrl}/v1/billing/plans/${id}`, rel: 'edit', method: 'PATCH' },
    { href: `${baseUrl}/v1/billing/plans/${id}/deactivate`, rel: 'self', method: 'POST' },
  ];

  /** Newest last, as PayPal lists them; `page` starts at 1. */
  function listPlans(query: URLSearchParams): FakeResponse {
    const pageSize = Math.min(Number(query.get('page_size') ?? '10'), 20);
    const page = Number(query.get('page') ?? '1');
    const productId = query.get('product_id');
    const all = [...plans.values()].filter((plan) => !productId || plan.product_id === productId);
    const shown = all.slice((page - 1) * pageSize, page * pageSize);
    return {
      status: 200,
      body: {
        plans: shown.map((plan) => ({
          id: plan.id,
          product_id: plan.product_id,
          name: plan.name,
          status: plan.status,
          ...(plan.description ? { description: plan.description } : {}),
          usage_type: plan.usage_type,
          create_time: plan.create_time,
          links: planLinks(plan.id).slice(0, 1),
        })),
        total_items: all.length,
        total_pages: Math.max(1, Math.ceil(all.length / pageSize)),
        links: [],
      },
    };
  }

  function createSubscription(text: string): FakeResponse {
    const body = JSON.parse(text) as Partial<PayPalSubscriptionJson>;
    if (!body.plan_id)
      return invalidRequest(
        'MISSING_REQUIRED_PARAMETER',
        'A required field / parameter is missing. (plan_id)',
      );
    const plan = plans.get(body.plan_id);
    if (!plan) return unprocessable('INVALID_RESOURCE_ID', 'Requested resource ID was not found.');
    if (plan.status !== 'ACTIVE')
      return unprocessable('PLAN_STATUS_INVALID', 'Invalid plan status. Subscription cannot be created.');
    const time = new Date().toISOString();
    const subscription: PayPalSubscriptionJson = {
      id: `I-${paypalId().slice(0, 12)}`,
      plan_id: plan.id,
      status: 'APPROVAL_PENDING',
      ...(body.custom_id ? { custom_id: body.custom_id } : {}),
      ...(body.subscriber ? { subscriber: body.subscriber } : {}),
      ...(body.application_context ? { application_context: body.application_context } : {}),
      start_time: time,
      create_time: time,
      status_update_time: time,
    };
    subscriptions.set(subscription.id, subscription);
    // Prefer: return=minimal (PayPal's default) answers the id, the status, the times and the links.
    return {
      status: 201,
      body: {
        id: subscription.id,
        status: subscription.status,
        status_update_time: time,
        create_time: time,
        links: subscriptionLinks(subscription),
      },
    };
  }

  function subscriptionLinks(subscription: PayPalSubscriptionJson): Link[] {
    const approval: Link[] =
      subscription.status === 'APPROVAL_PENDING'
        ? [
            {
              href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-${paypalId()}`,
              rel: 'approve',
              method: 'GET',
            },
          ]
        : [];
    return [
      ...approval,
      { href: `${baseUrl}/v1/billing/subscriptions/${subscription.id}`, rel: 'edit', method: 'PATCH' },
      { href: `${baseUrl}/v1/billing/subscriptions/${subscription.id}`, rel: 'self', method: 'GET' },
    ];
  }

  function createOrder(text: string): FakeResponse {
    const body = JSON.parse(text) as { intent?: string; purchase_units?: PurchaseUnit[] };
    if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE')
      return failure(
        400,
        'INVALID_REQUEST',
        'Request is not well-formed, syntactically incorrect, or violates schema.',
        'MISSING_REQUIRED_PARAMETER',
        'A required field / parameter is missing.',
      );
    const unit = body.purchase_units?.[0];
    if (!unit?.amount || !/^\d{1,10}(\.\d{1,2})?$/.test(unit.amount.value))
      return unprocessable(
        'DECIMAL_PRECISION',
        'If the currency supports decimals, only two decimal place precision is supported.',
      );
    const id = paypalId();
    const created: PayPalOrderJson = {
      id,
      intent: body.intent,
      status: 'CREATED',
      purchase_units: [
        {
          reference_id: unit.reference_id ?? 'default',
          ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
          amount: unit.amount,
        },
      ],
      create_time: new Date().toISOString(),
      links: [],
    };
    orders.set(id, created);
    return { status: 201, body: { id, status: 'CREATED', links: orderLinks(id) } };
  }

  function orderLinks(id: string): Link[] {
    return [
      { href: `${baseUrl}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
      { href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
      { href: `${baseUrl}/v2/checkout/orders/${id}`, rel: 'update', method: 'PATCH' },
      { href: `${baseUrl}/v2/checkout/orders/${id}/capture`, rel: 'capture', method: 'POST' },
    ];
  }

  function capture(orderId: string, wantsRepresentation: boolean): FakeResponse {
    const order = orders.get(orderId);
    if (!order) return notFound(orderId);
    // Orders v2 names no issue of its own for capturing an AUTHORIZE order: its generic refusal.
    if (order.intent !== 'CAPTURE') return unprocessable('TRANSACTION_REFUSED', 'The request was refused.');
    if (order.status === 'CREATED')
      return unprocessable(
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
      );
    if (order.status === 'COMPLETED')
      return unprocessable(
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    if (declineNext) {
      declineNext = false;
      return unprocessable(
        'INSTRUMENT_DECLINED',
        "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
      );
    }
    const unit = order.purchase_units[0]!;
    unit.payments = {
      captures: [
        {
          id: paypalId(),
          status: 'COMPLETED',
          amount: unit.amount,
          ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
          final_capture: true,
          refunded_cents: 0,
          create_time: new Date().toISOString(),
        },
      ],
    };
    order.status = 'COMPLETED';
    if (wantsRepresentation) return { status: 201, body: representation(order) };
    // return=minimal: the capture without the purchase unit's details.
    const captured = unit.payments.captures[0]!;
    return {
      status: 201,
      body: {
        id: order.id,
        status: order.status,
        purchase_units: [
          {
            reference_id: unit.reference_id,
            payments: { captures: [{ id: captured.id, status: captured.status, amount: captured.amount }] },
          },
        ],
        links: [],
      },
    };
  }

  function representation(order: PayPalOrderJson) {
    const authorized = authorizations.authorizationsOf(order.id);
    const capturedLater = authorizations.capturesOf(order.id);
    return {
      ...order,
      purchase_units: order.purchase_units.map((unit) => ({
        ...unit,
        ...(authorized.length > 0
          ? {
              payments: {
                authorizations: authorized,
                ...(capturedLater.length > 0 ? { captures: capturedLater } : {}),
              },
            }
          : {}),
        ...(unit.payments
          ? {
              payments: {
                captures: unit.payments.captures.map(({ refunded_cents: _refunded, ...shown }) => ({
                  ...shown,
                  links: [],
                })),
              },
            }
          : {}),
      })),
      links: orderLinks(order.id),
    };
  }

  function findCapture(captureId: string): { order: PayPalOrderJson; capture: Capture } | null {
    for (const order of orders.values()) {
      const found = order.purchase_units[0]?.payments?.captures.find(
        (candidate) => candidate.id === captureId,
      );
      if (found) return { order, capture: found };
    }
    return null;
  }

  /** An order's capture or an authorization's, as its refunds see it. */
  function refundable(captureId: string): RefundableCapture | null {
    const found = findCapture(captureId);
    if (!found) return authorizations.refundable(captureId);
    const { capture } = found;
    const capturedCents = cents(capture.amount.value);
    return {
      capturedCents,
      refundedCents: capture.refunded_cents,
      refund(amountCents) {
        capture.refunded_cents += amountCents;
        capture.status = capture.refunded_cents === capturedCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      },
    };
  }

  function refundCapture(captureId: string, text: string): FakeResponse {
    const found = refundable(captureId);
    if (!found) return notFound(captureId);
    const body = (text ? JSON.parse(text) : {}) as { amount?: { value: string } };
    const remaining = found.capturedCents - found.refundedCents;
    const amount = body.amount ? cents(body.amount.value) : remaining;
    if (remaining === 0)
      return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
    if (amount > remaining)
      return unprocessable(
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      );
    found.refund(amount);
    const id = paypalId();
    refunds.push({ id, captureId, amountCents: amount });
    return {
      status: 201,
      body: {
        id,
        status: 'COMPLETED',
        links: [{ href: `${baseUrl}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' }],
      },
    };
  }

  function verify(text: string): FakeResponse {
    const body = JSON.parse(text) as Record<string, unknown>;
    const required = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
      'webhook_event',
    ];
    const absent = required.find((field) => body[field] === undefined);
    if (absent)
      return failure(
        400,
        'VALIDATION_ERROR',
        'Invalid request - see details',
        'MISSING_REQUIRED_PARAMETER',
        `${absent} is required`,
      );
    const sent = transmissions.get(String(body.transmission_id));
    const genuine =
      sent !== undefined &&
      body.webhook_id === webhookId &&
      body.transmission_sig === sent.sig &&
      body.transmission_time === sent.time &&
      body.auth_algo === 'SHA256withRSA' &&
      body.cert_url === CERT_URL &&
      verbatimEvent(text, sent.rawBody);
    return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
  }

  /** A signature as PayPal's description has it (`^(?!\d+$)\w+\S+`): base64 that starts with a word character. */
  function transmissionSignature(): string {
    for (;;) {
      const sig = randomBytes(64).toString('base64');
      if (/^(?!\d+$)\w+\S+/.test(sig)) return sig;
    }
  }

  function transmit(event: unknown): PayPalTransmission {
    // PayPal's own body is compact JSON with its own key order; ours is pretty-printed to catch re-serialising.
    const rawBody = JSON.stringify(event, null, 1);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const sig = transmissionSignature();
    transmissions.set(transmissionId, { sig, time, rawBody });
    return {
      rawBody,
      headers: {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': CERT_URL,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': sig,
        'paypal-transmission-time': time,
        'correlation-id': debugId(),
      },
    };
  }

  const fake = await startHttpFake(handle);
  baseUrl = fake.baseUrl;
  return {
    baseUrl,
    clientId,
    clientSecret,
    webhookId,
    requests,
    orders,
    refunds,
    lookups,
    tokensIssued: () => issued,
    get tokenLifetimeSeconds() {
      return fakeState.tokenLifetimeSeconds;
    },
    set tokenLifetimeSeconds(seconds: number) {
      fakeState.tokenLifetimeSeconds = seconds;
    },
    revokeTokens() {
      tokens.clear();
    },
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order || order.status !== 'CREATED') throw new Error(`The fake PayPal cannot approve ${orderId}`);
      order.status = 'APPROVED';
    },
    declineNextCapture() {
      declineNext = true;
    },
    webhook(eventType, captureId) {
      const found = findCapture(captureId);
      if (!found) throw new Error(`The fake PayPal has no capture ${captureId}`);
      const { refunded_cents: _refunded, ...capture } = found.capture;
      const event = {
        id: `WH-${paypalId()}-${paypalId()}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: 'capture',
        resource_version: '2.0',
        event_type: eventType,
        summary: `Payment ${eventType === 'PAYMENT.CAPTURE.DENIED' ? 'denied' : 'completed'} for EUR ${capture.amount.value} EUR`,
        resource: {
          ...capture,
          status: eventType === 'PAYMENT.CAPTURE.DENIED' ? 'DECLINED' : capture.status,
          supplementary_data: { related_ids: { order_id: found.order.id } },
          links: [],
        },
        links: [{ href: `${baseUrl}/v1/notifications/webhooks-events/WH-1`, rel: 'self', method: 'GET' }],
      };
      return transmit(event);
    },
    products,
    plans,
    subscriptions,
    approveSubscription(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription || subscription.status !== 'APPROVAL_PENDING')
        throw new Error(`The fake PayPal cannot approve ${subscriptionId}`);
      const plan = plans.get(subscription.plan_id)!;
      const price = plan.billing_cycles[0]!.pricing_scheme.fixed_price;
      const time = new Date().toISOString();
      return Object.assign(subscription, {
        status: 'ACTIVE' as const,
        status_update_time: time,
        subscriber: { ...subscription.subscriber, payer_id: paypalId().slice(0, 13) },
        billing_info: {
          outstanding_balance: { currency_code: price.currency_code, value: '0.00' },
          cycle_executions: [
            {
              tenure_type: 'REGULAR',
              sequence: 1,
              cycles_completed: 1,
              cycles_remaining: 0,
              total_cycles: 0,
            },
          ],
          last_payment: { amount: price, time },
          next_billing_time: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          failed_payments_count: 0,
        },
      });
    },
    subscriptionWebhook(eventType, subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`The fake PayPal has no subscription ${subscriptionId}`);
      const { application_context: _context, ...resource } = subscription;
      return transmit({
        id: `WH-${paypalId()}-${paypalId()}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: 'subscription',
        resource_version: '2.0',
        event_type: eventType,
        summary: `Subscription ${eventType.split('.').at(-1)!.toLowerCase()}`,
        resource: { ...resource, links: subscriptionLinks(subscription) },
        links: [{ href: `${baseUrl}/v1/notifications/webhooks-events/WH-1`, rel: 'self', method: 'GET' }],
      });
    },
    authorizations: authorizations.authorizations,
    declineNextAuthorization: authorizations.declineNextAuthorization,
    openApiViolations,
    async close() {
      await fake.close();
      if (openApiViolations.length > 0)
        throw new Error(`PayPal's OpenAPI documents refuse:\n${openApiViolations.join('\n')}`);
    },
  };
}

/**
 * PayPal signs the notification's bytes (a CRC32 of the body is part of the signed string), so the event must come
 * back exactly as it was sent: a parsed and re-serialised event can differ and would not verify.
 */
function verbatimEvent(verificationBody: string, rawEvent: string): boolean {
  const start = verificationBody.search(/"webhook_event"\s*:\s*/);
  if (start < 0) return false;
  const value = verificationBody.slice(start).replace(/^"webhook_event"\s*:\s*/, '');
  return value.startsWith(rawEvent);
}
