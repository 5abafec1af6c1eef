import { randomUUID } from 'node:crypto';
import type { DepositWorkflow, PayPalDepositHolds } from '@grandtour/commands';
import type { BookingQueries } from '@grandtour/projections';
import { BookingIdParamsSchema } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findOwnBookingRow } from '../../route-helpers/own-booking.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

interface Dependencies {
  bookings: BookingQueries;
  deposits: { workflow: DepositWorkflow; paypal: PayPalDepositHolds };
}

/** The demo provider's deposits: its approval is asked for by the deposit button itself. */
interface DemoPayPalDepositHolds extends PayPalDepositHolds {
  readonly name: 'demo';
  getOrder(orderId: string): Promise<{ bookingId: string }>;
  approveOrder(orderId: string): Promise<unknown>;
}
const isDemoPayPalDeposits = (holds: PayPalDepositHolds): holds is DemoPayPalDepositHolds =>
  holds.name === 'demo' && 'approveOrder' in holds;

const OrderIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,36}$/);
const DepositOrderSchema = z.object({
  orderId: z.string(),
  /** PayPal's approval page; null with the demo provider, whose approval the button itself asks for. */
  approveUrl: z.string().nullable(),
  provider: z.enum(['demo', 'paypal']),
});
const DepositAuthorizeRequestSchema = z.object({ orderId: OrderIdSchema }).strict();
const DepositHeldSchema = z.object({
  status: z.literal('held'),
  holdId: z.string(),
  amountCents: z.number().int(),
  /** The end of PayPal's 3-day honor period (decision 68). */
  expiresAt: z.string(),
});

const errors = errorResponses(400, 402, 404, 409, 422);

/**
 * The customer holds the deposit of a booking paid with PayPal (decision 68): an AUTHORIZE order they approve on
 * PayPal, then its authorization. Only the booking's own visitor (account or guest browser) may do either.
 */
export const depositPayPalRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const deposits = deps.deposits.workflow.paypal;
  if (!deposits) return;

  app.post(
    '/api/bookings/:id/deposit/paypal-order',
    {
      schema: {
        tags: ['bookings'],
        summary: "Open the PayPal order (intent AUTHORIZE) for the booking's deposit",
        params: BookingIdParamsSchema,
        response: { 200: DepositOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await findOwnBookingRow(app, deps.bookings, request, reply, request.params.id);
      if (!booking) return sendError(reply, request, 404, 'booking_not_found');
      const order = await deposits.start(booking.id);
      return { orderId: order.orderId, approveUrl: order.approveUrl, provider: deps.deposits.paypal.name };
    },
  );

  app.post(
    '/api/bookings/:id/deposit/paypal-authorize',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Authorize the approved deposit order: the deposit is held',
        params: BookingIdParamsSchema,
        body: DepositAuthorizeRequestSchema,
        response: { 200: DepositHeldSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await findOwnBookingRow(app, deps.bookings, request, reply, request.params.id);
      if (!booking) return sendError(reply, request, 404, 'booking_not_found');
      // One PayPal-Request-Id per attempt of the visitor (their Idempotency-Key), as for the booking's own capture.
      const attempt = request.headers['idempotency-key'];
      const hold = await deposits.confirm(
        booking.id,
        request.body.orderId,
        typeof attempt === 'string' ? attempt : randomUUID(),
      );
      return { status: 'held' as const, ...hold };
    },
  );

  if (!isDemoPayPalDeposits(deps.deposits.paypal)) return;
  const demo = deps.deposits.paypal;

  app.post(
    '/api/bookings/:id/deposit/paypal-demo-approve',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The payer approves the demo PayPal deposit order (what PayPal’s own pages do)',
        params: BookingIdParamsSchema,
        body: DepositAuthorizeRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const booking = await findOwnBookingRow(app, deps.bookings, request, reply, request.params.id);
      if (!booking) return sendError(reply, request, 404, 'booking_not_found');
      const order = await demo.getOrder(request.body.orderId);
      if (order.bookingId !== booking.id) return sendError(reply, request, 404, 'booking_not_found');
      await demo.approveOrder(request.body.orderId);
      return reply.status(204).send(null);
    },
  );
};
