import { randomUUID } from 'node:crypto';
import {
  handleCommand,
  nameBasedUuid,
  subscriptionDecider,
  subscriptionStreamName,
  type SubscriptionCheckout,
  type SubscriptionCheckouts,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { SubscriptionQueries } from '@grandtour/projections';
import {
  CreateSubscriptionRequestSchema,
  CreateSubscriptionResponseSchema,
  decimalStringToCents,
  DemoCheckoutCompletedSchema,
  DemoCheckoutParamsSchema,
  DemoCheckoutSessionSchema,
  findPlanByName,
  isFreePlan,
  SUBSCRIPTION_PLANS,
  SubscriptionIdParamsSchema,
  SubscriptionSchema,
  type CreateSubscriptionRequest,
} from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferredLanguage } from '../../messages/api-messages.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { activateSubscription } from '../../route-helpers/activate-subscription.ts';
import { isDemoCheckout, sitePath } from './demo-checkout.ts';

interface Dependencies {
  store: EventStore;
  subscriptions: SubscriptionQueries;
  checkouts: SubscriptionCheckouts;
  clock: () => Date;
  /** The site's public address: providers send the subscriber back to it. */
  publicUrl: string;
  /** Checkouts started per minute from one address, on each of the two routes (then 429). */
}

const errors = errorResponses(400, 402, 404, 409, 422, 429);

const toCents = (price: number | string) =>
  typeof price === 'number' ? Math.round(price * 100) : decimalStringToCents(price);

/**
 * Spec §7: POST /api/create-stripe-session and POST /api/create-paypal-subscription answer the `url` the browser
 * goes to: the provider's checkout for a paid plan, the success state at once for a free one (decision 14).
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const { store, checkouts } = deps;

  /** A retry with the same Idempotency-Key names the same subscription (and so the same provider checkout). */
  async function subscriptionIdOf(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return randomUUID();
    const caller = (await app.resolveUserId(request, reply, 'guest')) ?? 'anonymous';
    return nameBasedUuid('subscription', caller, key);
  }

  async function startCheckout(
    request: FastifyRequest,
    reply: FastifyReply,
    checkout: SubscriptionCheckout,
    body: CreateSubscriptionRequest,
  ) {
    const { planName, price } = body;
    // One spelling of the address everywhere: at the provider, in the events, on the checkout page.
    const email = body.userEmail.trim().toLowerCase();
    const plan = findPlanByName(planName);
    if (!plan)
      return sendError(reply, request, 404, 'subscription_plan_not_found', {
        plans: SUBSCRIPTION_PLANS.map((known) => known.name),
      });
    if (toCents(price) !== plan.priceCents)
      return sendError(reply, request, 409, 'subscription_price_changed', {
        planName: plan.name,
        price: (plan.priceCents / 100).toFixed(2),
        priceCents: plan.priceCents,
      });
    const subscriptionId = await subscriptionIdOf(request, reply);
    const account = await app.signedInAccount(request);
    const language = preferredLanguage(request.headers['accept-language']);
    const successPath = `/subscriptions?success=true&subscription=${subscriptionId}`;
    const session = isFreePlan(plan)
      ? null
      : await checkout.createCheckout({
          subscriptionId,
          planId: plan.id,
          planName: plan.name,
          kind: plan.kind,
          priceCents: plan.priceCents,
          email,
          language,
          successUrl: `${deps.publicUrl}${successPath}`,
          cancelUrl: `${deps.publicUrl}/subscriptions?kind=${plan.kind}`,
          idempotencyKey: `subscription-checkout-${subscriptionId}`,
        });
    await handleCommand(store, subscriptionStreamName(subscriptionId), subscriptionDecider, {
      type: 'StartSubscriptionCheckout',
      data: {
        subscriptionId,
        planId: plan.id,
        planName: plan.name,
        kind: plan.kind,
        priceCents: plan.priceCents,
        period: plan.period,
        email,
        language,
        provider: session ? checkout.name : 'none',
        providerSessionId: session?.id ?? null,
        accountId: account?.id ?? null,
      },
      metadata: { now: deps.clock().toISOString() },
    });
    return reply.status(201).send({ url: session?.url ?? successPath, subscriptionId });
  }

  const checkoutRoute = (summary: string) => ({
    schema: {
      tags: ['subscriptions'],
      summary,
      description:
        'The plan is found by its name and its monthly price checked (409 subscription_price_changed with the ' +
        'current price otherwise). A paid plan answers the provider’s checkout address; a free plan is active at ' +
        'once and answers the success page’s address. An optional Idempotency-Key makes a retry return the ' +
        'first answer.',
      body: CreateSubscriptionRequestSchema,
      response: { 201: CreateSubscriptionResponseSchema, ...errors },
    },
  });

  app.post(
    '/api/create-stripe-session',
    checkoutRoute('Subscribe to a plan paying by card (Stripe Checkout, or the demo checkout page)'),
    (request, reply) => startCheckout(request, reply, checkouts.card, request.body),
  );

  app.post(
    '/api/create-paypal-subscription',
    checkoutRoute('Subscribe to a plan with PayPal (PayPal Subscriptions, or the demo checkout page)'),
    (request, reply) => startCheckout(request, reply, checkouts.paypal, request.body),
  );

  app.get(
    '/api/subscriptions/:id',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'A subscription’s plan and whether it is active yet (for the success state)',
        params: SubscriptionIdParamsSchema,
        response: { 200: SubscriptionSchema, 404: errors[404] },
      },
    },
    async (request, reply) =>
      (await deps.subscriptions.findSubscription(request.params.id)) ??
      sendError(reply, request, 404, 'subscription_not_found'),
  );

  const demo = [checkouts.card, checkouts.paypal].find(isDemoCheckout);
  if (!demo) return;

  async function demoSession(request: FastifyRequest, reply: FastifyReply, sessionId: string) {
    const session = await demo!.getSession(sessionId).catch(() => null);
    if (!session) await sendError(reply, request, 404, 'subscription_checkout_not_found');
    return session;
  }

  app.get(
    '/api/demo-subscriptions/:sessionId',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'The demo provider’s checkout session, for its local checkout page',
        params: DemoCheckoutParamsSchema,
        response: { 200: DemoCheckoutSessionSchema, 404: errors[404] },
      },
    },
    async (request, reply) => {
      const session = await demoSession(request, reply, request.params.sessionId);
      if (!session) return reply;
      const { successUrl, cancelUrl, ...shown } = session;
      return { ...shown, successPath: sitePath(successUrl), cancelPath: sitePath(cancelUrl) };
    },
  );

  app.post(
    '/api/demo-subscriptions/:sessionId/complete',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'The subscriber pays on the demo checkout page (what Stripe’s or PayPal’s pages do)',
        params: DemoCheckoutParamsSchema,
        response: { 200: DemoCheckoutCompletedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await demoSession(request, reply, request.params.sessionId);
      if (!session) return reply;
      const paid = await demo.completeSession(session.id);
      await activateSubscription(store, 'demo', paid, deps.clock());
      const subscription = await deps.subscriptions.findSubscription(paid.subscriptionId);
      if (!subscription) return sendError(reply, request, 404, 'subscription_not_found');
      return {
        subscriptionId: subscription.id,
        status: subscription.status,
        successPath: sitePath(session.successUrl),
      };
    },
  );
};
