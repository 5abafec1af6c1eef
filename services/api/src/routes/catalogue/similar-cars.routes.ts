import type { CatalogueQueries, SimilarCarQueries } from '@grandtour/projections';
import { CarIdParamsSchema, CarSchema } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

/** The car page's "similar cars", read from the read model the similar_cars projection keeps (decision 34). */
export const similarCarsRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueQueries;
  similarCars: SimilarCarQueries;
}> = async (app, { catalogue, similarCars }) => {
  app.get(
    '/api/cars/:id/similar',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Up to four similar cars: same category or price band, available, nearest city first',
        params: CarIdParamsSchema,
        response: { 200: z.array(CarSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      if (!(await catalogue.findCar(request.params.id)))
        return sendError(reply, request, 404, 'car_not_found');
      return similarCars.similarCars(request.params.id);
    },
  );
};
