import type { BookingWorkflow, CardPaymentProvider, PayPalProvider } from '@grandtour/commands';
import { ApiErrorSchema } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

interface Dependencies {
  workflow: BookingWorkflow;
  card: CardPaymentProvider;
  paypal: PayPalProvider;
}

const ReceivedSchema = z.object({ received: z.literal(true) });
const responses = { 200: ReceivedSchema, 400: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * Provider notifications. Signatures are checked over the exact bytes received, so this plugin (encapsulated, not
 * fastify-plugin) keeps JSON bodies as raw strings. A replayed notification changes nothing: the booking records
 * each payment and each provider event once.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<Dependencies> = async (
  app,
  { workflow, card, paypal },
) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );
  const rawBody = (body: unknown) => (typeof body === 'string' ? body : '');

  if (card.name === 'stripe')
    app.post(
      '/api/webhooks/stripe',
      {
        config: { skipIdempotency: true },
        schema: {
          tags: ['webhooks'],
          summary: 'Stripe events (signed with STRIPE_WEBHOOK_SECRET)',
          response: responses,
        },
      },
      async (request) => {
        const event = card.parseWebhook(rawBody(request.body), request.headers);
        if (event?.type === 'payment_succeeded')
          await workflow.paymentSucceeded({
            bookingId: event.bookingId,
            provider: 'stripe',
            method: 'card',
            paymentIntentId: event.paymentIntentId,
            paymentId: event.paymentIntentId,
            amountCents: event.amountCents,
            providerEventId: event.eventId,
          });
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

  if (paypal.name === 'paypal')
    app.post(
      '/api/webhooks/paypal',
      {
        config: { skipIdempotency: true },
        schema: { tags: ['webhooks'], summary: 'PayPal events (verified with PayPal)', response: responses },
      },
      async (request) => {
        const event = await paypal.verifyWebhook(rawBody(request.body), request.headers);
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
