import {
  type CarListing,
  type CarOwner,
  carDecider,
  carStreamName,
  handleCommand,
  handleCommands,
  type CarCommand,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { OwnerQueries } from '@grandtour/projections';
import {
  CarIdParamsSchema,
  OWNER_CAR_SORT_FIELDS,
  OwnerCarCreateSchema,
  OwnerCarFilterSchema,
  OwnerCarSchema,
  OwnerCarUpdateSchema,
  type Account,
} from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { carImageUrls } from '../../media/car-image-urls.ts';
import type { PhotoStore } from '../../media/photo-store.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { idempotentId } from '../../plugins/idempotency.ts';
import { listQuerySchema, ownerOf, sendPage } from '../../plugins/owner-api.ts';

interface Dependencies {
  store: EventStore;
  owner: OwnerQueries;
  photos: PhotoStore;
  clock: () => Date;
}

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const tags = ['owner'];

/** How the owner signs a new listing: as on their other cars, else from their account. */
async function carOwnerOf(owner: OwnerQueries, account: Account): Promise<CarOwner> {
  const { rows } = await owner.listCars(account.id, {
    sort: ['createdAt', 'ASC'],
    range: [0, 0],
    filter: { isListed: true },
  });
  const known = rows[0];
  return {
    ownerId: account.id,
    ownerName: known?.ownerName ?? `${account.firstName} ${account.lastName}`,
    companyName: known?.companyName ?? null,
    ownerVerified: false,
    ownerRatingTenths: 50,
  };
}

const definedOnly = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

/** The owner's cars in ra-data-simple-rest's dialect; each write is a command on `car-{id}`. */
export const ownerCarsRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  const missingPhoto = (images: string[] | undefined) => images?.some((url) => !deps.photos.exists(url));

  app.get(
    '/api/owner/cars',
    {
      schema: {
        tags,
        summary: "The owner's cars (sort, range, filter; Content-Range)",
        querystring: listQuerySchema(OwnerCarFilterSchema, OWNER_CAR_SORT_FIELDS, ['brand', 'ASC']),
        response: { 200: z.array(OwnerCarSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { sort, range, filter } = request.query;
      const page = await deps.owner.listCars(ownerOf(request).id, { sort, range, filter });
      return sendPage(reply, 'cars', range, page);
    },
  );

  app.get(
    '/api/owner/cars/:id',
    {
      schema: {
        tags,
        summary: 'One of the owner’s cars',
        params: CarIdParamsSchema,
        response: { 200: OwnerCarSchema, ...errors },
      },
    },
    async (request, reply) =>
      (await deps.owner.findCar(ownerOf(request).id, request.params.id)) ??
      sendError(reply, request, 404, 'car_not_found'),
  );

  app.post(
    '/api/owner/cars',
    {
      schema: {
        tags,
        summary: 'Publish a car (PublishCar); without photos it gets our artwork',
        body: OwnerCarCreateSchema,
        response: { 201: OwnerCarSchema, ...errors },
      },
    },
    async (request, reply) => {
      const account = ownerOf(request);
      const { dailyPriceCents, ...listing } = request.body;
      if (missingPhoto(listing.images)) return sendError(reply, request, 422, 'photo_not_found');
      const carId = idempotentId(request, 'car');
      const images =
        listing.images.length > 0
          ? listing.images
          : carImageUrls(listing.brand, listing.model, listing.colour);
      await handleCommand(deps.store, carStreamName(carId), carDecider, {
        type: 'PublishCar',
        data: {
          carId,
          owner: await carOwnerOf(deps.owner, account),
          dailyPriceCents,
          listing: { ...listing, images },
        },
        metadata: { now: deps.clock().toISOString() },
      });
      return reply.status(201).send((await deps.owner.findCar(account.id, carId))!);
    },
  );

  app.put(
    '/api/owner/cars/:id',
    {
      schema: {
        tags,
        summary: 'Change a car (UpdateCar, and ChangeCarPrice for the price), both or neither',
        params: CarIdParamsSchema,
        body: OwnerCarUpdateSchema,
        response: { 200: OwnerCarSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ownerId = ownerOf(request).id;
      const carId = request.params.id;
      if (!(await deps.owner.findCar(ownerId, carId))) return sendError(reply, request, 404, 'car_not_found');
      const { dailyPriceCents, ...changes } = definedOnly(request.body);
      if (missingPhoto(changes.images)) return sendError(reply, request, 422, 'photo_not_found');
      const metadata = { now: deps.clock().toISOString() };
      const commands: CarCommand[] = [
        { type: 'UpdateCar', data: { carId, ownerId, changes: changes as Partial<CarListing> }, metadata },
      ];
      if (dailyPriceCents !== undefined)
        commands.push({ type: 'ChangeCarPrice', data: { carId, ownerId, dailyPriceCents }, metadata });
      await handleCommands(deps.store, carStreamName(carId), carDecider, commands);
      return (await deps.owner.findCar(ownerId, carId))!;
    },
  );

  /** Delisting and relisting: one command on the owner's own car, answered with the car as it now is. */
  const listingRoute = (type: 'DelistCar' | 'RelistCar', summary: string) => ({
    schema: { tags, summary, params: CarIdParamsSchema, response: { 200: OwnerCarSchema, ...errors } },
    handler: async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const ownerId = ownerOf(request).id;
      const carId = request.params.id;
      if (!(await deps.owner.findCar(ownerId, carId))) return sendError(reply, request, 404, 'car_not_found');
      await handleCommand(deps.store, carStreamName(carId), carDecider, {
        type,
        data: { carId, ownerId },
        metadata: { now: deps.clock().toISOString() },
      });
      return (await deps.owner.findCar(ownerId, carId))!;
    },
  });
  app.delete(
    '/api/owner/cars/:id',
    listingRoute('DelistCar', 'Delist a car (DelistCar): it leaves the site, its bookings stay'),
  );
  app.post(
    '/api/owner/cars/:id/relist',
    listingRoute('RelistCar', 'Put a delisted car back on the site as it was (RelistCar)'),
  );
};
