import { customerCancellation, DomainError } from '@grandtour/commands';
import { toBooking, type BookingQueries, type DepositQueries } from '@grandtour/projections';
import {
  BookingDetailsSchema,
  BookingIdParamsSchema,
  CancellationPreviewSchema,
  type CancellationPreview,
  changeDeadline,
  freeCancellationDeadline,
  type BookingStatus,
} from '@grandtour/shared';
import type { Receipts } from '@grandtour/workers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findOwnBookingRow, type BookingRow } from '../../route-helpers/own-booking.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

interface Dependencies {
  bookings: BookingQueries;
  receipts: Receipts;
  deposits: DepositQueries;
  clock: () => Date;
}

const errors = errorResponses(400, 404, 409);

/** Whether a booking's dates or pickup may still be changed now (decision 30). */
export const canChangeNow = (row: BookingRow, now: Date) =>
  row.status === 'confirmed' &&
  row.openChangeId === null &&
  now.getTime() <= changeDeadline(row.startDate).getTime();

/** What happens after booking: one booking in full, its cancellation simulated, its receipt (only its own visitor). */
export const bookingDetailsRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const ownRow = (request: FastifyRequest, reply: FastifyReply, bookingId: string) =>
    findOwnBookingRow(app, deps.bookings, request, reply, bookingId);

  app.get(
    '/api/bookings/:id/details',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'One of the visitor’s bookings in full: its timeline, payments, deadlines and receipt number',
        params: BookingIdParamsSchema,
        response: { 200: BookingDetailsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await ownRow(request, reply, request.params.id);
      if (!row) return sendError(reply, request, 404, 'booking_not_found');
      const [timeline, receiptNumber, deposit] = await Promise.all([
        deps.bookings.customerTimeline(row.id),
        deps.receipts.numberOf(row.id),
        deps.deposits.findDeposit(row.id),
      ]);
      return {
        booking: toBooking(row),
        timeline,
        paidCents: row.paidCents,
        refundedCents: row.refundedCents,
        freeCancellationUntil: freeCancellationDeadline(row.startDate).toISOString(),
        changeableUntil: changeDeadline(row.startDate).toISOString(),
        canChange: canChangeNow(row, deps.clock()),
        receiptNumber,
        receiptAvailable: row.paidCents > 0,
        deposit,
      };
    },
  );

  app.get(
    '/api/bookings/:id/cancellation-preview',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'If the visitor cancelled now: the fee kept and the refund, by the rule the cancel command applies (decision 8)',
        params: BookingIdParamsSchema,
        response: { 200: CancellationPreviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await ownRow(request, reply, request.params.id);
      if (!row) return sendError(reply, request, 404, 'booking_not_found');
      const now = deps.clock();
      const netPaidCents = row.paidCents - row.refundedCents;
      const common = {
        netPaidCents,
        freeCancellationUntil: freeCancellationDeadline(row.startDate).toISOString(),
        at: now.toISOString(),
      };
      try {
        const terms = customerCancellation({
          status: row.status as BookingStatus,
          startDate: row.startDate,
          totalCents: row.totalCents,
          netPaidCents,
          now,
        });
        return { ...common, ...terms, cancellable: true, reason: null };
      } catch (error) {
        const code = error instanceof DomainError ? error.code : null;
        if (code !== 'booking_not_cancellable' && code !== 'booking_already_cancelled') throw error;
        const refused: CancellationPreview = {
          ...common,
          cancellable: false,
          reason: code,
          hasFees: false,
          feeCents: 0,
          refundCents: 0,
        };
        return refused;
      }
    },
  );

  app.get(
    '/api/bookings/:id/receipt',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'The receipt of a paid booking, as a PDF in the booking’s language (its number is issued once)',
        params: BookingIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const row = await ownRow(request, reply, request.params.id);
      if (!row) return sendError(reply, request, 404, 'booking_not_found');
      const receipt = await deps.receipts.forBooking(row.id);
      if (!receipt) return sendError(reply, request, 409, 'receipt_unavailable');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receipt.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(receipt.pdf);
    },
  );
};
