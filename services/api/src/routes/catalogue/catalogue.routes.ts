import type { CarSearch, CatalogueQueries } from '@grandtour/projections';
import {
  ApiErrorSchema,
  CarIdParamsSchema,
  CarQuoteQuerySchema,
  CarQuoteSchema,
  CarSchema,
  CarSearchQuerySchema,
  CAR_ADDRESS_PLACE,
  deliveredLegs,
  HOME_DELIVERY_PICKUP,
  quoteCarRental,
  ReviewSchema,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { carQuoteOf } from '../../route-helpers/car-quote.ts';
import { deliveryAreaRefusal, placeRefusal } from '../../places/check-places.ts';
import { sendError } from '../../plugins/error-handler.ts';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 422: ApiErrorSchema };

export const catalogueRoutes: FastifyPluginAsyncZod<{
  queries: CatalogueQueries;
  searchCars: CarSearch;
}> = async (app, { queries, searchCars }) => {
  app.get(
    '/api/cars',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Listed cars, filtered (availability-aware with startDate/endDate), sorted and paged',
        description:
          'X-Total-Count carries the number of matching cars; `limit` (≤ 100) and `offset` page them.',
        querystring: CarSearchQuerySchema,
        response: { 200: z.array(CarSchema), 400: ApiErrorSchema },
      },
      // The hottest answer: cars built field by field by `toCar` (typed against CarSchema) are sent as they are,
      // without validating each again; the schema above still documents the answer.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const page = await searchCars(request.query);
      void reply.header('x-total-count', String(page.total));
      return page.cars;
    },
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
    '/api/cars/:id/quote',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The server's price for renting this car over a period",
        description:
          "Delivery costs the car's own fee (its `deliveryFee`) for each leg done at the customer's address: " +
          '`pickupLocation=delivery` brings the car, `dropoffLocation=delivery` collects it (the return follows the ' +
          'pickup when not given); `homeDelivery=true` is both. 422 delivery_unavailable for a car that does not deliver, ' +
          '422 place_not_offered for a place the car is not handed over at; `deliveryPostcode` checks the delivery ' +
          'radius (422 unknown_postcode, delivery_out_of_range).',
        params: CarIdParamsSchema,
        querystring: CarQuoteQuerySchema,
        response: { 200: CarQuoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const car = await queries.findCar(request.params.id);
      if (!car) return sendError(reply, request, 404, 'car_not_found');
      const { startDate, endDate, homeDelivery } = request.query;
      const pickupLocation =
        request.query.pickupLocation ?? (homeDelivery ? HOME_DELIVERY_PICKUP : CAR_ADDRESS_PLACE);
      const trip = {
        startDate,
        endDate,
        pickupLocation,
        dropoffLocation: request.query.dropoffLocation ?? pickupLocation,
      };
      const priced = quoteCarRental(car, trip);
      if (!priced.ok) return sendError(reply, request, 422, priced.code);
      // The booking form's early word on a place or a delivery postcode; the booking itself checks them again.
      const { deliveryPostcode } = request.query;
      const refused =
        placeRefusal(car, trip) ??
        (deliveryPostcode !== undefined && deliveredLegs(trip) > 0
          ? deliveryAreaRefusal(car, deliveryPostcode)
          : null);
      if (refused) return sendError(reply, request, refused.status, refused.code, refused.details);
      return carQuoteOf(car, priced.quote, trip);
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
