import { randomUUID } from 'node:crypto';
import type { BookingWorkflow, PayPalProvider, RequestWorkflow } from '@grandtour/commands';
import type { BookingQueries } from '@grandtour/projections';
import {
  PayPalCaptureResponseSchema,
  PayPalCreateOrderRequestSchema,
  PayPalOrderParamsSchema,
  PayPalOrderResponseSchema,
  PayPalSetupResponseSchema,
  paymentOutcomeOf,
} from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findOwnBooking } from '../../route-helpers/own-booking.ts';
import { isDemoPayPal } from './demo-payments.ts';
import { openPayment } from './open-payment.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

interface Dependencies {
  workflow: BookingWorkflow;
  requests: RequestWorkflow;
  bookings: BookingQueries;
  paypal: PayPalProvider;
  clock: () => Date;
}

const errors = errorResponses(400, 402, 403, 404, 409, 422);

/** The spec's PayPal calls (§7), on PayPal when configured or on the demo provider's local approval page. */
export const paypalRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const { paypal, workflow } = deps;
  const provider = paypal.name === 'demo' ? ('demo' as const) : ('paypal' as const);

  /** The caller's booking paid through this order: an order is only ever captured by the visitor who opened it. */
  async function bookingOfOrder(request: FastifyRequest, reply: FastifyReply, orderId: string) {
    const userId = await app.resolveUserId(request, reply, 'guest');
    if (!userId) return null;
    return (
      (await deps.bookings.bookingsOfUser(userId)).find((booking) => booking.paymentIntentId === orderId) ??
      null
    );
  }

  /** PayPal said no: the booking's payment failed, and the visitor is told so (402). */
  async function refused(
    request: FastifyRequest,
    reply: FastifyReply,
    bookingId: string,
    orderId: string,
    message: string,
  ) {
    await workflow.paymentFailed(bookingId, {
      provider,
      paymentIntentId: orderId,
      message,
      providerEventId: null,
    });
    return sendError(reply, request, 402, 'payment_failed');
  }

  /** Where the booking stands after PayPal's answer: kept, given back (too late, already paid) or waiting, and why. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    bookingId: string,
    paypalAnswer: { orderId: string; amountCents: number; status: string },
  ) {
    const settled = await deps.bookings.findBooking(bookingId);
    if (!settled) return sendError(reply, request, 404, 'booking_not_found');
    const outcome = paymentOutcomeOf(settled, paypalAnswer.orderId, paypalAnswer.amountCents);
    return {
      id: paypalAnswer.orderId,
      status: outcome.status === 'refunded' ? 'REFUNDED' : paypalAnswer.status,
      bookingId,
      outcome,
    };
  }

  /** A request to book's approved order is authorised, not captured: its owner's answer decides (decision 85). */
  async function authorise(request: FastifyRequest, reply: FastifyReply, bookingId: string, orderId: string) {
    const authorization = await paypal.authorizeOrder(orderId, `paypal-authorize-${orderId}`);
    if (authorization.status !== 'CREATED' && authorization.status !== 'PENDING')
      return refused(request, reply, bookingId, orderId, `PayPal authorization ${authorization.status}`);
    await deps.requests.authorised({
      bookingId,
      provider,
      method: 'paypal',
      paymentIntentId: orderId,
      authorisationId: authorization.authorizationId,
      amountCents: authorization.amountCents,
      providerEventId: null,
    });
    return answer(request, reply, bookingId, authorization);
  }

  app.get(
    '/paypal/setup',
    {
      schema: {
        tags: ['payments'],
        summary: "A client token for PayPal's JS SDK",
        response: { 200: PayPalSetupResponseSchema },
      },
    },
    async () => paypal.setup(),
  );

  app.post(
    '/paypal/order',
    {
      schema: {
        tags: ['payments'],
        summary: "Open a PayPal order for a pending booking's frozen total",
        body: PayPalCreateOrderRequestSchema,
        response: { 200: PayPalOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await findOwnBooking(app, deps.bookings, request, reply, request.body.bookingId);
      if (!booking) return sendError(reply, request, 404, 'booking_not_found');
      const order = await openPayment({
        request,
        reply,
        booking,
        amount: request.body.amount,
        workflow,
        now: deps.clock(),
        provider,
        method: 'paypal',
        open: (amountCents) =>
          paypal.createOrder({
            bookingId: booking.id,
            amountCents,
            idempotencyKey: `paypal-order-${booking.id}`,
            // A request to book is authorised now and captured only when its owner accepts (decision 85).
            ...(booking.request ? { intent: 'AUTHORIZE' as const } : {}),
          }),
      });
      return order ?? reply;
    },
  );

  app.post(
    '/paypal/order/:orderId/capture',
    {
      schema: {
        tags: ['payments'],
        summary: 'Capture an approved PayPal order; the booking is confirmed when the capture completes',
        description:
          '`status` is PayPal’s (COMPLETED, PENDING), or REFUNDED when the capture was given back because the hold ' +
          'had expired and the car was taken, the booking was cancelled, or it was already paid: `outcome` says why.',
        params: PayPalOrderParamsSchema,
        response: { 200: PayPalCaptureResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await bookingOfOrder(request, reply, request.params.orderId);
      if (!booking) return sendError(reply, request, 404, 'booking_not_found');
      // One PayPal-Request-Id per attempt of the visitor (their Idempotency-Key): a retry of the same attempt
      // gets PayPal's first answer, while a new attempt after a refusal (not approved yet) is really tried again.
      // PayPal captures an order once whatever the request id; a second capture reads the first.
      const attempt = request.headers['idempotency-key'];
      if (booking.request) return authorise(request, reply, booking.id, request.params.orderId);
      const capture = await paypal.captureOrder(
        request.params.orderId,
        `paypal-capture-${request.params.orderId}-${typeof attempt === 'string' ? attempt : randomUUID()}`,
      );
      if (capture.status !== 'COMPLETED' && capture.status !== 'PENDING')
        return refused(request, reply, booking.id, capture.orderId, `PayPal capture ${capture.status}`);
      // A PENDING capture completes later: PayPal's PAYMENT.CAPTURE.COMPLETED webhook confirms the booking then.
      if (capture.status === 'COMPLETED')
        await workflow.paymentSucceeded({
          bookingId: booking.id,
          provider,
          method: 'paypal',
          paymentIntentId: capture.orderId,
          paymentId: capture.captureId,
          amountCents: capture.amountCents,
          providerEventId: null,
        });
      // Captured, then kept or given back (too late, or already paid): the answer says which, and why.
      return answer(request, reply, booking.id, capture);
    },
  );

  if (!isDemoPayPal(paypal)) return;
  const demo = paypal;

  const DemoOrderSchema = z.object({
    id: z.string(),
    status: z.string(),
    amountCents: z.number().int(),
    bookingId: z.uuid(),
  });

  app.get(
    '/api/demo-paypal/orders/:orderId',
    {
      schema: {
        tags: ['payments'],
        summary: 'The demo PayPal order, for its local approval page',
        params: PayPalOrderParamsSchema,
        response: { 200: DemoOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await bookingOfOrder(request, reply, request.params.orderId);
      if (!booking) return sendError(reply, request, 404, 'booking_not_found');
      return demo.getOrder(request.params.orderId);
    },
  );

  app.post(
    '/api/demo-paypal/orders/:orderId/approve',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payer approves the demo PayPal order (what PayPal’s own pages do)',
        params: PayPalOrderParamsSchema,
        response: { 200: DemoOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await bookingOfOrder(request, reply, request.params.orderId);
      if (!booking) return sendError(reply, request, 404, 'booking_not_found');
      await demo.approveOrder(request.params.orderId);
      return demo.getOrder(request.params.orderId);
    },
  );
};
