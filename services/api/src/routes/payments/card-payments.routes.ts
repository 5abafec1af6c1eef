import type {
  BookingWorkflow,
  CardPaymentProvider,
  PayPalProvider,
  RequestWorkflow,
} from '@grandtour/commands';
import { PaymentProviderError } from '@grandtour/commands';
import type { BookingQueries } from '@grandtour/projections';
import {
  bookingReference,
  BookingIdParamsSchema,
  BookingSchema,
  CreatePaymentIntentRequestSchema,
  CreatePaymentIntentResponseSchema,
  DemoCardConfirmRequestSchema,
  DemoCardConfirmResponseSchema,
  paymentOutcomeOf,
  type PaymentOutcome,
  PaymentsConfigSchema,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordCardIntentOutcome } from '../../route-helpers/card-intent-outcome.ts';
import { findOwnBooking } from '../../route-helpers/own-booking.ts';
import { isDemoCard, paymentIntentIdOf } from './demo-payments.ts';
import { openPayment } from './open-payment.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

interface Dependencies {
  workflow: BookingWorkflow;
  requests: RequestWorkflow;
  bookings: BookingQueries;
  card: CardPaymentProvider;
  paypal: PayPalProvider;
  clock: () => Date;
}

const errors = errorResponses(400, 402, 403, 404, 409, 422);

/** The demo card form's answer: charged and kept, charged and given back, or authorised for a request. */
const statusOfDemoCard = (outcome: PaymentOutcome['status']): 'refunded' | 'authorised' | 'succeeded' =>
  outcome === 'refunded' ? 'refunded' : outcome === 'requested' ? 'authorised' : 'succeeded';

export const cardPaymentsRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const { card, workflow } = deps;

  app.get(
    '/api/payments/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Which card and PayPal providers the payment pages talk to',
        response: { 200: PaymentsConfigSchema },
      },
    },
    async () => ({
      card: card.name,
      stripePublishableKey: card.publishableKey,
      paypal: deps.paypal.name,
      paypalClientId: deps.paypal.clientId,
    }),
  );

  app.post(
    '/api/create-payment-intent',
    {
      schema: {
        tags: ['payments'],
        summary: "Start paying a pending booking by card; the amount must be the booking's frozen total",
        body: CreatePaymentIntentRequestSchema,
        response: { 200: CreatePaymentIntentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await findOwnBooking(app, deps.bookings, request, reply, request.body.bookingId);
      if (!booking) return sendError(reply, request, 404, 'booking_not_found');
      const intent = await openPayment({
        request,
        reply,
        booking,
        amount: request.body.amount,
        workflow,
        now: deps.clock(),
        provider: card.name,
        method: 'card',
        open: (amountCents) =>
          card.createPaymentIntent({
            bookingId: booking.id,
            amountCents,
            description: `Grand Tour — ${booking.carBrand} ${booking.carModel} (${bookingReference(booking.id)})`,
            idempotencyKey: `payment-intent-${booking.id}`,
            // A request to book is authorised now and captured only when its owner accepts (decision 85).
            ...(booking.request ? { captureMethod: 'manual' as const } : {}),
          }),
      });
      if (!intent) return reply;
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, provider: card.name };
    },
  );

  app.post(
    '/api/bookings/:id/sync-payment',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Ask the provider where the payment stands (after a redirect) and bring the booking up to date',
        params: BookingIdParamsSchema,
        response: { 200: BookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await findOwnBooking(app, deps.bookings, request, reply, request.params.id);
      if (!booking) return sendError(reply, request, 404, 'booking_not_found');
      if (
        booking.status === 'pending' &&
        booking.paymentStatus === 'pending' &&
        booking.paymentMethod === 'card'
      ) {
        const intent = booking.paymentIntentId
          ? await card.retrievePaymentIntent(booking.paymentIntentId)
          : null;
        const kind =
          intent?.status === 'succeeded'
            ? 'succeeded'
            : intent?.status === 'requires_capture' && booking.request
              ? 'authorised'
              : null;
        if (intent && kind)
          await recordCardIntentOutcome(deps, {
            kind,
            bookingId: booking.id,
            provider: card.name,
            paymentIntentId: intent.id,
            amountCents: intent.amountCents,
            providerEventId: null,
          });
      } else {
        await workflow.settle(booking.id);
      }
      return (
        (await deps.bookings.findBooking(booking.id)) ?? sendError(reply, request, 404, 'booking_not_found')
      );
    },
  );

  if (!isDemoCard(card)) return;
  const demo = card;

  app.post(
    '/api/demo-payments/confirm',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The demo provider's card form (Stripe test cards: 4242… succeeds, 4000 0000 0000 0002 is declined)",
        description:
          'Answers `succeeded` when the payment is kept, `refunded` when it was charged and given back (the hold had ' +
          'expired and the car was taken, the booking was cancelled, or it was already paid): `outcome` says why.',
        body: DemoCardConfirmRequestSchema,
        response: { 200: DemoCardConfirmResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const paymentIntentId = paymentIntentIdOf(request.body.clientSecret);
      const intent = await demo.retrievePaymentIntent(paymentIntentId).catch(() => null);
      const booking = intent?.bookingId
        ? await findOwnBooking(app, deps.bookings, request, reply, intent.bookingId)
        : null;
      if (!intent || !booking) return sendError(reply, request, 404, 'booking_not_found');
      let event;
      try {
        event = await demo.confirmCardPayment(request.body);
      } catch (error) {
        if (error instanceof PaymentProviderError)
          await workflow.paymentFailed(booking.id, {
            provider: 'demo',
            paymentIntentId,
            message: error.message,
            providerEventId: null,
          });
        throw error;
      }
      if (event.type === 'payment_authorised' || event.type === 'payment_succeeded')
        await recordCardIntentOutcome(deps, {
          kind: event.type === 'payment_authorised' ? 'authorised' : 'succeeded',
          bookingId: booking.id,
          provider: 'demo',
          paymentIntentId,
          amountCents: event.amountCents,
          providerEventId: event.eventId,
        });
      // Charged, then kept or given back (too late, or already paid): the answer says which, and why.
      const settled = await deps.bookings.findBooking(booking.id);
      if (!settled) return sendError(reply, request, 404, 'booking_not_found');
      const outcome = paymentOutcomeOf(settled, paymentIntentId, intent.amountCents);
      return {
        status: statusOfDemoCard(outcome.status),
        paymentIntentId,
        bookingId: booking.id,
        outcome,
      };
    },
  );
};
