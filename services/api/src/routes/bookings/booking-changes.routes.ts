import {
  checkBookingChange,
  datesUnavailable,
  nameBasedUuid,
  type BookingWorkflow,
} from '@grandtour/commands';
import type { AvailabilityQueries, BookingQueries, CatalogueQueries } from '@grandtour/projections';
import { toBooking } from '@grandtour/projections';
import {
  BookingChangePreviewSchema,
  BookingChangeQuerySchema,
  BookingChangeRequestSchema,
  BookingChangeResponseSchema,
  BookingIdParamsSchema,
  changeDeadline,
  type BookingChangeQuery,
  type BookingStatus,
} from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkRentalPeriod, priceChanged } from '../../route-helpers/booking-request.ts';
import { checkPlaces } from '../../places/check-places.ts';
import { carQuoteOf } from '../../route-helpers/car-quote.ts';
import { findOwnBookingRow } from '../../route-helpers/own-booking.ts';
import type { ApiMessageCode } from '../../messages/api-messages.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

interface Dependencies {
  workflow: BookingWorkflow;
  bookings: BookingQueries;
  catalogue: CatalogueQueries;
  availability: AvailabilityQueries;
  clock: () => Date;
}

const errors = errorResponses(400, 402, 404, 409, 422);

/** How a refused change is told: the status and the words the visitor reads. */
const REFUSALS: Record<string, { status: number; code: ApiMessageCode }> = {
  dates_unavailable: { status: 409, code: 'dates_unavailable' },
  payment_declined: { status: 402, code: 'change_payment_declined' },
  payment_method_unavailable: { status: 422, code: 'change_payment_unavailable' },
  booking_not_changeable: { status: 422, code: 'booking_not_changeable' },
};

/** Changing a confirmed booking's dates or pickup place (decision 30): a summary first, then the change itself. */
export const bookingChangesRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  /**
   * Everything a change must pass before anything is written, as the summary and the change both ask it: the
   * visitor's own booking, a car still offered, a valid period re-quoted at today's price, the change rules, and
   * free dates in the read model (the car's schedule decides for good when the change is made).
   */
  async function planChange(
    request: FastifyRequest,
    reply: FastifyReply,
    bookingId: string,
    wanted: BookingChangeQuery,
    /** The change a retried request names: its own open change is not "another change under way". */
    changeId: string | null = null,
  ) {
    const row = await findOwnBookingRow(app, deps.bookings, request, reply, bookingId);
    if (!row) return { refused: sendError(reply, request, 404, 'booking_not_found') };
    const car = await deps.catalogue.findCar(row.carId);
    if (!car) return { refused: sendError(reply, request, 422, 'car_withdrawn') };
    const now = deps.clock();
    const dropoffLocation = wanted.dropoffLocation ?? wanted.pickupLocation;
    const period = checkRentalPeriod({ car, ...wanted, dropoffLocation, now });
    if (!period.ok) return { refused: sendError(reply, request, period.status, period.code, period.details) };
    const { startDate, endDate, quote } = period;
    // A change keeps the booking's delivery address: a delivered leg needs one, within the car's radius.
    const places = checkPlaces({ car, ...wanted, dropoffLocation, deliveryAddress: row.deliveryAddress });
    if (!places.ok) return { refused: sendError(reply, request, places.status, places.code, places.details) };
    const next = {
      startDate,
      endDate,
      pickupLocation: wanted.pickupLocation,
      dropoffLocation,
      pickupAddress: places.pickupAddress,
      dropoffAddress: places.dropoffAddress,
    };
    checkBookingChange(
      {
        ...row,
        status: row.status as BookingStatus,
        changeOpen: row.openChangeId !== null && row.openChangeId !== changeId,
      },
      next,
      now,
    );
    const taken = await deps.availability.conflicts(row.carId, { startDate, endDate, bookingId }, now);
    if (taken.length > 0) throw datesUnavailable(taken);
    return { row, car, next, quote };
  }

  app.get(
    '/api/bookings/:id/change-preview',
    {
      schema: {
        tags: ['bookings'],
        summary: 'What changing the dates or pickup place would do: old and new terms, the price difference',
        params: BookingIdParamsSchema,
        querystring: BookingChangeQuerySchema,
        response: { 200: BookingChangePreviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const plan = await planChange(request, reply, request.params.id, request.query);
      if ('refused' in plan) return plan.refused;
      const { row, car, next, quote } = plan;
      return {
        current: {
          startDate: row.startDate,
          endDate: row.endDate,
          pickupLocation: row.pickupLocation as BookingChangeQuery['pickupLocation'],
          dropoffLocation: row.dropoffLocation as BookingChangeQuery['pickupLocation'],
          days: row.days,
          totalCents: row.totalCents,
        },
        proposed: { ...carQuoteOf(car, quote, next), ...next },
        differenceCents: quote.totalCents - row.totalCents,
        changeableUntil: changeDeadline(row.startDate).toISOString(),
      };
    },
  );

  app.post(
    '/api/bookings/:id/change',
    {
      config: { requireIdempotencyKey: true },
      schema: {
        tags: ['bookings'],
        summary:
          'Change a confirmed booking’s dates or places, up to 24 h before pickup: re-quoted, the schedule moved ' +
          'at once, a higher price charged on the booking’s payment method, a lower one refunded',
        description:
          'Requires an Idempotency-Key header, one per change attempt: a retry with the same key converges on the ' +
          'same change. `totalPrice` is the new total the summary showed; 409 price_changed if it is not the quote.',
        params: BookingIdParamsSchema,
        body: BookingChangeRequestSchema,
        response: { 200: BookingChangeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { totalPrice, ...wanted } = request.body;
      const bookingId = request.params.id;
      const key = request.headers['idempotency-key'] as string;
      const changeId = nameBasedUuid('booking-change', bookingId, key);
      const own = await findOwnBookingRow(app, deps.bookings, request, reply, bookingId);
      if (!own) return sendError(reply, request, 404, 'booking_not_found');
      // A retry after a lost answer: the change its key names may have ended already.
      let outcome = await deps.workflow.outcomeOf(bookingId, changeId);
      if (!outcome) {
        const plan = await planChange(request, reply, bookingId, wanted, changeId);
        if ('refused' in plan) return plan.refused;
        const { next, quote } = plan;
        const refusal = priceChanged(totalPrice, quote);
        if (refusal) return sendError(reply, request, refusal.status, refusal.code, refusal.details);
        outcome = await deps.workflow.change(bookingId, { changeId, ...next, quote });
      }
      if (outcome.status === 'refused') {
        const { status, code } = REFUSALS[outcome.reason]!;
        const details =
          outcome.reason === 'dates_unavailable' ? outcome.details : { message: outcome.message };
        return sendError(reply, request, status, code, details);
      }
      const changed = await deps.bookings.findBookingRow(bookingId);
      if (!changed) return sendError(reply, request, 404, 'booking_not_found');
      return {
        booking: toBooking(changed),
        chargedCents: Math.max(0, outcome.totalDeltaCents),
        refundedCents: Math.max(0, -outcome.totalDeltaCents),
      };
    },
  );
};
