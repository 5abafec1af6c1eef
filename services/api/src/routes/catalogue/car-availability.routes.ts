import type { AvailabilityQueries, CatalogueQueries } from '@grandtour/projections';
import {
  addDays,
  CarAvailabilityQuerySchema,
  CarAvailabilitySchema,
  CarIdParamsSchema,
  MAX_AVAILABILITY_WINDOW_DAYS,
  MAX_BOOKING_AHEAD_DAYS,
  todayInParis,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

/**
 * The car page's availability calendar (decision 57): the days a car is taken, and nothing about why or by whom.
 * Days before today (Paris) are never reported: no rental can start there, and past rentals are nobody's business.
 */
export const carAvailabilityRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueQueries;
  availability: AvailabilityQueries;
  clock: () => Date;
}> = async (app, { catalogue, availability, clock }) => {
  app.get(
    '/api/cars/:id/availability',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The days this car is taken (booked, held or blocked, not told apart) within a window',
        description:
          '`from` and `to` (YYYY-MM-DD, inclusive) default to today in Paris and a year after it; a window spans ' +
          'at most about 13 months. Days before today are left out of the answer.',
        params: CarIdParamsSchema,
        querystring: CarAvailabilityQuerySchema,
        response: { 200: CarAvailabilitySchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const car = await catalogue.findCar(request.params.id);
      if (!car) return sendError(reply, request, 404, 'car_not_found');
      const now = clock();
      const today = todayInParis(now);
      const asked = request.query.from ?? today;
      const from = asked > today ? asked : today;
      const widest = addDays(from, MAX_AVAILABILITY_WINDOW_DAYS);
      const askedTo = request.query.to ?? addDays(from, MAX_BOOKING_AHEAD_DAYS);
      const to = askedTo < widest ? askedTo : widest;
      const takenDates = to < from ? [] : await availability.takenDates(car.id, { from, to }, now);
      return { carId: car.id, from, to, takenDates };
    },
  );
};
