import type {
  BookingWorkflow,
  CardPaymentProvider,
  RequestWorkflow,
  IncomingHeaders,
  PayPalProvider,
  SubscriptionCheckout,
  SubscriptionCheckouts,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import { ApiErrorSchema } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusalOfJsonBytes } from '../../plugins/json-bodies.ts';
import { activateSubscription } from '../../route-helpers/activate-subscription.ts';
import { recordCardIntentOutcome } from '../../route-helpers/card-intent-outcome.ts';

interface Dependencies {
  workflow: BookingWorkflow;
  requests: RequestWorkflow;
  card: CardPaymentProvider;
  paypal: PayPalProvider;
  subscriptions: SubscriptionCheckouts;
  store: EventStore;
  clock: () => Date;
}

/**
 * The notification's type as it claims (Stripe's `type`, PayPal's `event_type`), only to choose which adapter
 * verifies it: nothing is acted upon before that adapter has checked it.
 */
function claimedType(rawBody: string): string {
  try {
    const parsed = JSON.parse(rawBody) as { type?: unknown; event_type?: unknown };
    const type = parsed.type ?? parsed.event_type;
    return typeof type === 'string' ? type : '';
  } catch {
    return '';
  }
}

const ReceivedSchema = z.object({ received: z.literal(true) });
const responses = { 200: ReceivedSchema, 400: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * Provider notifications. Signatures are checked over the exact bytes received, so this plugin (encapsulated, not
 * fastify-plugin) keeps JSON bodies as raw strings. A replayed notification changes nothing: the booking records
 * each payment and each provider event once, a subscription is activated once.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<Dependencies> = async (
  app,
  { workflow, requests, card, paypal, subscriptions, store, clock },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_request, body, done) => {
      const bytes = body as Buffer;
      const refusal = refusalOfJsonBytes(bytes);
      return refusal ? done(refusal, undefined) : done(null, bytes.toString('utf8'));
    },
  );
  const rawBody = (body: unknown) => (typeof body === 'string' ? body : '');

  /** A subscription notification: its adapter verifies it, then the subscription is activated once. */
  async function subscriptionNotification(
    checkout: SubscriptionCheckout,
    body: string,
    headers: IncomingHeaders,
  ) {
    const event = await checkout.verifyWebhook(body, headers);
    if (event) await activateSubscription(store, checkout.name, event, clock());
    return { received: true as const };
  }
  const stripeSubscriptions = subscriptions.card.name === 'stripe' ? subscriptions.card : null;
  const paypalSubscriptions = subscriptions.paypal.name === 'paypal' ? subscriptions.paypal : null;

  if (card.name === 'stripe' || stripeSubscriptions)
    app.post(
      '/api/webhooks/stripe',
      {
        config: { skipIdempotency: true },
        schema: {
          tags: ['webhooks'],
          summary: 'Stripe events (signed with STRIPE_WEBHOOK_SECRET): payments and subscription checkouts',
          response: responses,
        },
      },
      async (request) => {
        const body = rawBody(request.body);
        if (
          stripeSubscriptions &&
          (claimedType(body).startsWith('checkout.session.') || card.name !== 'stripe')
        )
          return subscriptionNotification(stripeSubscriptions, body, request.headers);
        const event = card.parseWebhook(body, request.headers);
        // A request to book's card is authorised, not charged: the owner's answer decides (decision 85).
        if (event?.type === 'payment_succeeded' || event?.type === 'payment_authorised')
          await recordCardIntentOutcome(
            { workflow, requests },
            {
              kind: event.type === 'payment_authorised' ? 'authorised' : 'succeeded',
              bookingId: event.bookingId,
              provider: 'stripe',
              paymentIntentId: event.paymentIntentId,
              amountCents: event.amountCents,
              providerEventId: event.eventId,
            },
          );
        if (event?.type === 'payment_failed')
          await workflow.paymentFailed(event.bookingId, {
            provider: 'stripe',
            paymentIntentId: event.paymentIntentId,
            message: event.errorMessage,
            providerEventId: event.eventId,
          });
        return { received: true as const };
      },
    );

  if (paypal.name === 'paypal' || paypalSubscriptions)
    app.post(
      '/api/webhooks/paypal',
      {
        config: { skipIdempotency: true },
        schema: {
          tags: ['webhooks'],
          summary: 'PayPal events (verified with PayPal): captures and subscription activations',
          response: responses,
        },
      },
      async (request) => {
        const body = rawBody(request.body);
        if (
          paypalSubscriptions &&
          (claimedType(body).startsWith('BILLING.SUBSCRIPTION.') || paypal.name !== 'paypal')
        )
          return subscriptionNotification(paypalSubscriptions, body, request.headers);
        const event = await paypal.verifyWebhook(body, request.headers);
        if (event?.type === 'capture_completed')
          await workflow.paymentSucceeded({
            bookingId: event.bookingId,
            provider: 'paypal',
            method: 'paypal',
            paymentIntentId: event.orderId,
            paymentId: event.captureId,
            amountCents: event.amountCents,
            providerEventId: event.eventId,
          });
        if (event?.type === 'capture_denied')
          await workflow.paymentFailed(event.bookingId, {
            provider: 'paypal',
            paymentIntentId: event.orderId,
            message: 'PayPal capture denied',
            providerEventId: event.eventId,
          });
        return { received: true as const };
      },
    );
};
