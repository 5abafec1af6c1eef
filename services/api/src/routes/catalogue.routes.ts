import type { CatalogueQueries } from '@grandtour/projections';
import { ApiErrorSchema, CarIdParamsSchema, CarSchema, ReviewSchema } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../plugins/error-handler.ts';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

export const catalogueRoutes: FastifyPluginAsyncZod<{ queries: CatalogueQueries }> = async (
  app,
  { queries },
) => {
  app.get(
    '/api/cars',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every listed car, best first',
        response: { 200: z.array(CarSchema) },
      },
    },
    async () => queries.listCars(),
  );

  app.get(
    '/api/cars/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One car',
        params: CarIdParamsSchema,
        response: { 200: CarSchema, ...errors },
      },
    },
    async (request, reply) => {
      const car = await queries.findCar(request.params.id);
      return car ?? sendError(reply, request, 404, 'car_not_found');
    },
  );

  app.get(
    '/api/reviews/car/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A car's reviews, newest first",
        params: CarIdParamsSchema,
        response: { 200: z.array(ReviewSchema), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await queries.findCar(request.params.id))) return sendError(reply, request, 404, 'car_not_found');
      return queries.reviewsForCar(request.params.id);
    },
  );
};
