import { bookingStreamName, customerSubject, type DataSubject } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import { auditRevenue, projectionRegistry, projectionsStatus } from '@grandtour/projections';
import {
  BookingHistorySchema,
  BookingIdParamsSchema,
  ProjectionsStatusSchema,
  RevenueAuditSchema,
  RevenuePeriodSchema,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { recordAdministratorRead } from '../../personal-data/administrators-reads.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** What operators see with `npm run ops`, read-only over HTTP for administrators (the admin-api plugin guards it). */
export const adminRoutes: FastifyPluginAsyncZod<{
  pool: pg.Pool;
  store: EventStore;
  logInPostgres: boolean;
  clock: () => Date;
}> = async (app, { pool, store, logInPostgres, clock }) => {
  app.get(
    '/api/admin/projections',
    {
      schema: {
        tags: ['admin'],
        summary: 'Each projection: checkpoint, lag behind the global log, owner process, last update',
        response: { 200: ProjectionsStatusSchema, ...errors },
      },
    },
    // Both figures read the log from PostgreSQL's event tables, empty when the events live in EventStoreDB.
    async (request, reply) => {
      if (!logInPostgres) return sendError(reply, request, 409, 'log_not_in_postgres');
      return projectionsStatus(pool, projectionRegistry);
    },
  );

  app.get(
    '/api/admin/revenue-audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Revenue, payouts, fees and refunds recomputed from the events against the read models',
        querystring: RevenuePeriodSchema,
        response: { 200: RevenueAuditSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!logInPostgres) return sendError(reply, request, 409, 'log_not_in_postgres');
      return auditRevenue(pool, request.query);
    },
  );

  app.get(
    '/api/admin/bookings/:id/events',
    {
      schema: {
        tags: ['admin'],
        summary: 'A booking’s event history, as recorded',
        params: BookingIdParamsSchema,
        response: { 200: BookingHistorySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { events } = await store.readStream(bookingStreamName(request.params.id));
      if (events.length === 0) return sendError(reply, request, 404, 'booking_not_found');
      const created = events.find((event) => event.type === 'BookingCreated');
      // The history holds the customer's details and driver's licence: a read of them (decision 99).
      if (created)
        await recordAdministratorRead(
          store,
          {
            subjects: [customerSubject((created.data as { userId: string }).userId) as DataSubject],
            adminId: (await app.signedInAccount(request))!.id,
            what: 'booking-history',
            reference: request.params.id,
            reason: 'support',
          },
          clock(),
        );
      return {
        bookingId: request.params.id,
        events: events.map((event) => ({
          position: event.metadata.streamPosition,
          type: event.type,
          eventId: event.metadata.eventId,
          data: event.data as Record<string, unknown>,
        })),
      };
    },
  );
};
