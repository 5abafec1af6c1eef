import type { CardDepositHolds, DepositWorkflow } from '@grandtour/commands';
import type { BookingQueries, DepositQueries } from '@grandtour/projections';
import {
  BookingIdParamsSchema,
  DemoDepositConfirmRequestSchema,
  DemoDepositConfirmResponseSchema,
  DepositCardIntentResponseSchema,
  DepositConfirmRequestSchema,
  DepositConfirmResponseSchema,
} from '@grandtour/shared';
import type { DepositHoldStatus } from '@grandtour/commands';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnBookingRow } from '../../route-helpers/own-booking.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { paymentIntentIdOf } from '../payments/demo-payments.ts';

/** The demo provider's card form for a deposit, beyond the port (Stripe Elements confirms Stripe's). */
interface DemoDepositHolds extends CardDepositHolds {
  readonly name: 'demo';
  confirmHoldWithCard(input: {
    clientSecret: string;
    cardNumber: string;
    expiry: string;
    cvc: string;
  }): Promise<DepositHoldStatus>;
}
const isDemoHolds = (holds: CardDepositHolds): holds is DemoDepositHolds =>
  holds.name === 'demo' && 'confirmHoldWithCard' in holds;

interface Dependencies {
  bookings: BookingQueries;
  deposits: { workflow: DepositWorkflow; queries: DepositQueries; card: CardDepositHolds };
  /** Stripe's publishable key for Elements; null with the demo provider. */
  publishableKey: string | null;
}

const errors = errorResponses(400, 402, 404, 409, 422);

/**
 * The customer's side of the deposit (decision 68): when the hold on the booking's card was refused (or the booking
 * was paid with PayPal), another card is held on-session from the deposit page.
 */
export const bookingDepositRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const { card, workflow, queries } = deps.deposits;

  app.post(
    '/api/bookings/:id/deposit/card-intent',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Hold the deposit on another card: an authorisation (manual capture) the browser confirms',
        params: BookingIdParamsSchema,
        response: { 200: DepositCardIntentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await findOwnBookingRow(app, deps.bookings, request, reply, request.params.id);
      if (!row) return sendError(reply, request, 404, 'booking_not_found');
      const intent = await workflow.createCustomerHold(row.id);
      return { ...intent, provider: card.name, publishableKey: deps.publishableKey };
    },
  );

  app.post(
    '/api/bookings/:id/deposit/confirm',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Record the deposit held on another card, once the provider says it is authorised',
        params: BookingIdParamsSchema,
        body: DepositConfirmRequestSchema,
        response: { 200: DepositConfirmResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await findOwnBookingRow(app, deps.bookings, request, reply, request.params.id);
      if (!row) return sendError(reply, request, 404, 'booking_not_found');
      const outcome = await workflow.confirmCustomerHold(row.id, request.body.holdId);
      // Held for a booking cancelled meanwhile: let go at once, and nothing to confirm any more.
      if (outcome === 'released') return sendError(reply, request, 409, 'deposit_not_needed');
      return { deposit: await queries.findDeposit(row.id) };
    },
  );

  if (!isDemoHolds(card)) return;
  const demo = card;

  app.post(
    '/api/demo-deposit-holds/confirm',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The demo provider's card form for a deposit (Stripe test cards: 4000 0000 0000 9995 lacks funds)",
        body: DemoDepositConfirmRequestSchema,
        response: { 200: DemoDepositConfirmResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const holdId = paymentIntentIdOf(request.body.clientSecret);
      const hold = await demo.retrieveHold(holdId).catch(() => null);
      const row = hold?.bookingId
        ? await findOwnBookingRow(app, deps.bookings, request, reply, hold.bookingId)
        : null;
      if (!hold || !row) return sendError(reply, request, 404, 'booking_not_found');
      const status = await demo.confirmHoldWithCard(request.body);
      return { status: status.status, holdId };
    },
  );
};
