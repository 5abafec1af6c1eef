import type { OwnerQueries } from '@grandtour/projections';
import { CalendarFeedSchema, CarIdParamsSchema } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { ownerOf } from '../../plugins/owner-api.ts';

/** Each car's secret iCal address: shown to its owner (issued on first request), revocable (decision 20). */
export const ownerCalendarFeedRoutes: FastifyPluginAsyncZod<{
  owner: OwnerQueries;
  publicUrl: string;
}> = async (app, { owner, publicUrl }) => {
  const errors = errorResponses(400, 401, 403, 404);

  app.get(
    '/api/owner/cars/:id/calendar-feed',
    {
      schema: {
        tags: ['owner'],
        summary: 'The car’s secret iCal address (booked and blocked days), issued on first request',
        params: CarIdParamsSchema,
        response: { 200: CalendarFeedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ownerId = ownerOf(request).id;
      const car = await owner.findCar(ownerId, request.params.id);
      if (!car?.isListed) return sendError(reply, request, 404, 'car_not_found');
      const feed = await owner.feeds.feedOf(car.id, ownerId);
      return {
        url: `${publicUrl}/api/calendar-feeds/${feed.token}.ics`,
        createdAt: feed.createdAt.toISOString(),
      };
    },
  );

  app.delete(
    '/api/owner/cars/:id/calendar-feed',
    {
      schema: {
        tags: ['owner'],
        summary:
          'Revoke the car’s iCal address: the old one stops working, the next request issues a new one',
        params: CarIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const car = await owner.findCar(ownerOf(request).id, request.params.id);
      if (!car) return sendError(reply, request, 404, 'car_not_found');
      await owner.feeds.revoke(car.id);
      return reply.status(204).send(null);
    },
  );
};
