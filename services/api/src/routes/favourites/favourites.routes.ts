import type { EventStore } from '@grandtour/event-store';
import { favouritesDecider, favouritesStreamName, handleCommand } from '@grandtour/commands';
import type { CatalogueQueries, FavouriteQueries } from '@grandtour/projections';
import {
  AddFavoriteRequestSchema,
  ApiErrorSchema,
  FavoriteParamsSchema,
  FavoritesOwnerParamsSchema,
  FavoriteWithCarSchema,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../plugins/error-handler.ts';

interface Dependencies {
  store: EventStore;
  catalogue: CatalogueQueries;
  favourites: FavouriteQueries;
  clock: () => Date;
}

const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

export const favouritesRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const setFavourite = (userId: string, carId: string, favourite: boolean) =>
    handleCommand(
      deps.store,
      favouritesStreamName(userId),
      favouritesDecider,
      {
        type: 'ToggleFavourite',
        data: { userId, carId, favourite },
        metadata: { now: deps.clock().toISOString() },
      },
      { retries: 3 },
    );

  app.get(
    '/api/favorites/:userId',
    {
      schema: {
        tags: ['favourites'],
        summary: "The visitor's favourite cars ('guest' = this browser)",
        params: FavoritesOwnerParamsSchema,
        response: { 200: z.array(FavoriteWithCarSchema), ...errors },
      },
    },
    async (request, reply) => {
      const userId = await app.resolveUserId(request, reply, request.params.userId);
      if (!userId) return sendError(reply, request, 403, 'forbidden');
      return deps.favourites.favouritesOf(userId);
    },
  );

  app.post(
    '/api/favorites',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Add a car to the favourites (idempotent)',
        body: AddFavoriteRequestSchema,
        response: { 201: FavoriteWithCarSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await app.resolveUserId(request, reply, request.body.userId);
      if (!userId) return sendError(reply, request, 403, 'forbidden');
      if (!(await deps.catalogue.findCar(request.body.carId)))
        return sendError(reply, request, 404, 'car_not_found');
      await setFavourite(userId, request.body.carId, true);
      const favourite = (await deps.favourites.favouritesOf(userId)).find(
        (item) => item.carId === request.body.carId,
      );
      return favourite ? reply.status(201).send(favourite) : sendError(reply, request, 404, 'car_not_found');
    },
  );

  app.delete(
    '/api/favorites/:userId/:carId',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Remove a car from the favourites (idempotent)',
        params: FavoriteParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const userId = await app.resolveUserId(request, reply, request.params.userId);
      if (!userId) return sendError(reply, request, 403, 'forbidden');
      await setFavourite(userId, request.params.carId, false);
      return reply.status(204).send(null);
    },
  );
};
