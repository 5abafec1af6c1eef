import type { EventStore } from '@grandtour/event-store';
import { AdminErasureRequestSchema, ErasureRequestedSchema } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { erasureBlockers, requestErasure, subjectsByEmail } from '../../personal-data/erasure-requests.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Administrators erase a person who asked them to (GDPR art. 17), found by their e-mail address (decision 99). */
export const adminPersonalDataRoutes: FastifyPluginAsyncZod<{
  pool: pg.Pool;
  store: EventStore;
  clock: () => Date;
}> = async (app, { pool, store, clock }) => {
  app.post(
    '/api/admin/personal-data/erasures',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Erase everything held about the person with this e-mail address (account and guest bookings)',
        body: AdminErasureRequestSchema,
        response: { 202: ErasureRequestedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const subjects = await subjectsByEmail(pool, request.body.email);
      if (subjects.length === 0) return sendError(reply, request, 404, 'personal_data_not_found');
      if ((await erasureBlockers(pool, subjects, clock())).length > 0)
        return sendError(reply, request, 409, 'personal_data_erasure_blocked');
      const admin = await app.signedInAccount(request);
      await requestErasure(
        store,
        subjects,
        { requestedBy: 'administrator', requesterId: admin!.id },
        clock(),
      );
      return reply.code(202).send({ status: 'requested' as const, subjects });
    },
  );
};
