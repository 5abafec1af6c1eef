import { carScheduleDecider, carScheduleStreamName, handleCommand } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { OwnerQueries } from '@grandtour/projections';
import {
  addDays,
  OwnerCalendarQuerySchema,
  OwnerCalendarSchema,
  OwnerCalendarUpdateResultSchema,
  OwnerCalendarUpdateSchema,
  todayInParis,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toParisDate } from '../../route-helpers/booking-request.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { ownerOf } from '../../plugins/owner-api.ts';

interface Dependencies {
  store: EventStore;
  owner: OwnerQueries;
  clock: () => Date;
}

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const CALENDAR_HORIZON_DAYS = 365;

/** The spec's owner calendar calls; `ownerId` is the signed-in owner's id, or `me`. */
export const ownerCalendarRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const isCaller = (ownerId: string, callerId: string) => ownerId === 'me' || ownerId === callerId;

  app.get(
    '/api/owner-calendar/:ownerId',
    {
      schema: {
        tags: ['owner'],
        summary: 'Each of the owner’s cars with its booked, held and blocked days (30 days from today)',
        params: z.object({ ownerId: z.string().min(1).max(100) }),
        querystring: OwnerCalendarQuerySchema,
        response: { 200: OwnerCalendarSchema, ...errors },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      if (!isCaller(request.params.ownerId, owner.id)) return sendError(reply, request, 403, 'forbidden');
      const now = deps.clock();
      return deps.owner.calendar(owner.id, request.query.from ?? todayInParis(now), request.query.days, now);
    },
  );

  app.post(
    '/api/owner-calendar/bulk-update',
    {
      schema: {
        tags: ['owner'],
        summary:
          'Set days available or not (SetCarDaysAvailability): all or nothing; a booked or held day is a 409',
        description:
          'A day that is booked or held cannot be made unavailable: the answer is 409 `dates_booked` with ' +
          '`details.dates`, and nothing is applied. An empty reason or notes is omitted.',
        body: OwnerCalendarUpdateSchema,
        response: { 200: OwnerCalendarUpdateResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const { ownerId, carId, dates } = request.body;
      if (!isCaller(ownerId, owner.id)) return sendError(reply, request, 403, 'forbidden');
      const car = await deps.owner.findCar(owner.id, carId);
      if (!car?.isListed) return sendError(reply, request, 404, 'car_not_found');
      const now = deps.clock();
      const today = todayInParis(now);
      const days = dates.map((day) => ({
        date: toParisDate(day.date),
        available: day.isAvailable,
        reason: day.isAvailable ? null : day.reason,
        notes: day.notes,
      }));
      const past = days.filter((day) => day.date < today).map((day) => day.date);
      if (past.length > 0) return sendError(reply, request, 422, 'date_in_past', { dates: past });
      const horizon = addDays(today, CALENDAR_HORIZON_DAYS);
      const far = days.filter((day) => day.date > horizon).map((day) => day.date);
      if (far.length > 0) return sendError(reply, request, 422, 'date_too_far', { dates: far });
      const { newEvents } = await handleCommand(
        deps.store,
        carScheduleStreamName(carId),
        carScheduleDecider,
        {
          type: 'SetCarDaysAvailability',
          data: { carId, ownerId: owner.id, days },
          metadata: { now: now.toISOString() },
        },
        { retries: 3 },
      );
      return {
        carId,
        blocked: newEvents
          .flatMap((event) => (event.type === 'CarDaysBlocked' ? event.data.dates : []))
          .sort(),
        unblocked: newEvents.flatMap((event) => (event.type === 'CarDaysUnblocked' ? event.data.dates : [])),
      };
    },
  );
};
