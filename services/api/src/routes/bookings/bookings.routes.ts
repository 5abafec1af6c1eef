import { datesUnavailable, type BookingWorkflow } from '@grandtour/commands';
import type {
  AvailabilityQueries,
  BookingQueries,
  CatalogueQueries,
  SubscriptionQueries,
} from '@grandtour/projections';
import {
  ApiErrorSchema,
  BookingIdParamsSchema,
  BookingSchema,
  BookingsOwnerParamsSchema,
  CancellationResponseSchema,
  CreateBookingRequestSchema,
} from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingIdFor, checkBookingRequest } from '../../route-helpers/booking-request.ts';
import { findOwnBooking } from '../../route-helpers/own-booking.ts';
import { preferredLanguage } from '../../messages/api-messages.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

interface Dependencies {
  workflow: BookingWorkflow;
  bookings: BookingQueries;
  catalogue: CatalogueQueries;
  availability: AvailabilityQueries;
  subscriptions: Pick<SubscriptionQueries, 'ownerCommission'>;
  clock: () => Date;
  holdMinutes: number;
}

const errors = errorResponses(400, 401, 403, 404, 409, 422);

export const bookingsRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const ownBooking = (request: FastifyRequest, reply: FastifyReply, bookingId: string) =>
    findOwnBooking(app, deps.bookings, request, reply, bookingId);

  app.post(
    '/api/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Book a car: the server quotes, holds the dates and opens a pending booking',
        description:
          'An Idempotency-Key header (1 to 200 visible ASCII characters, e.g. a UUID), one per booking attempt, is ' +
          'recommended (the site sends one): it names the booking, so a retry with the same key and body returns the ' +
          'first answer (Idempotent-Replayed: true) and never books twice. Without it (the spec’s call, decision 48) ' +
          'each request is a new attempt: a blind retry may find its own dates taken (409 dates_unavailable). ' +
          'Delivery (`pickupLocation` and/or `dropoffLocation` = `delivery`) costs the car’s `deliveryFee` per leg ' +
          'and only for cars that deliver (422 delivery_unavailable); a pickup must still be ahead: today only until ' +
          'its 10:00 pickup, Paris time (422 pickup_time_passed). ' +
          'The dates are held for BOOKING_HOLD_MINUTES until paid.',
        body: CreateBookingRequestSchema,
        response: { 201: BookingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await app.resolveUserId(request, reply, request.body.userId);
      if (!userId) return sendError(reply, request, 403, 'forbidden');
      const car = await deps.catalogue.findCar(request.body.carId);
      if (!car) return sendError(reply, request, 404, 'car_not_found');
      const now = deps.clock();
      const key = request.headers['idempotency-key'];
      const check = checkBookingRequest({
        request: request.body,
        car,
        bookingId: bookingIdFor(userId, typeof key === 'string' ? key : undefined),
        userId,
        language: request.body.language ?? preferredLanguage(request.headers['accept-language']),
        now,
      });
      if (!check.ok) return sendError(reply, request, check.status, check.code, check.details);
      const { carId, startDate, endDate, bookingId } = check.terms;
      // Popular dates are refused from the read model, sparing the event store the contention.
      const taken = await deps.availability.conflicts(carId, { startDate, endDate, bookingId }, now);
      if (taken.length > 0) throw datesUnavailable(taken);
      // The commission of the owner's plan now, frozen in the booking (issue 21); read only for a booking made.
      const commission = await deps.subscriptions.ownerCommission(car.ownerId);
      const holdExpiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000).toISOString();
      await deps.workflow.create({ ...check.terms, commission }, holdExpiresAt);
      const booking = await deps.bookings.findBooking(check.terms.bookingId);
      return booking ? reply.status(201).send(booking) : sendError(reply, request, 404, 'booking_not_found');
    },
  );

  app.get(
    '/api/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Not public: every booking belongs to someone (owners use /api/owner/bookings)',
        response: { 401: ApiErrorSchema },
      },
    },
    async (request, reply) => sendError(reply, request, 401, 'unauthorized'),
  );

  app.get(
    '/api/bookings/user/:userId',
    {
      schema: {
        tags: ['bookings'],
        summary: "The visitor's bookings, newest first ('guest' = this browser)",
        params: BookingsOwnerParamsSchema,
        response: { 200: z.array(BookingSchema), ...errors },
      },
    },
    async (request, reply) => {
      const userId = await app.resolveUserId(request, reply, request.params.userId);
      if (!userId) return sendError(reply, request, 403, 'forbidden');
      return deps.bookings.bookingsOfUser(userId);
    },
  );

  app.get(
    '/api/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One of the visitor’s bookings',
        params: BookingIdParamsSchema,
        response: { 200: BookingSchema, ...errors },
      },
    },
    async (request, reply) =>
      (await ownBooking(request, reply, request.params.id)) ??
      sendError(reply, request, 404, 'booking_not_found'),
  );

  app.post(
    '/api/bookings/:id/cancel',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Cancel: free up to 48 h before the start (Paris time), then a 30 % fee; refunds through the provider',
        params: BookingIdParamsSchema,
        response: { 200: CancellationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await ownBooking(request, reply, request.params.id);
      if (!booking) return sendError(reply, request, 404, 'booking_not_found');
      await deps.workflow.cancel(booking.id);
      const cancelled = await deps.bookings.findBooking(booking.id);
      if (!cancelled) return sendError(reply, request, 404, 'booking_not_found');
      return {
        hasFees: cancelled.cancellationFee !== '0.00',
        cancellationFee: cancelled.cancellationFee,
        refundAmount: cancelled.refundAmount,
        booking: cancelled,
      };
    },
  );
};
