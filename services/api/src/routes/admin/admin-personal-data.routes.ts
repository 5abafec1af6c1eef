import type { EventStore } from '@grandtour/event-store';
import {
  AdminErasureRequestSchema,
  ErasureRecordSchema,
  ErasureRequestedSchema,
  type ErasureRecord,
} from '@grandtour/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { erasureBlockers, requestErasure } from '../../personal-data/erasure-requests.ts';
import { subjectsByEmail } from '../../personal-data/subjects-by-email.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
/** The latest erasures: enough to follow today's requests, never a directory of everyone erased. */
const LISTED = 100;

/** Administrators erase a person who asked them to (GDPR art. 17), found by their e-mail address (decision 99). */
export const adminPersonalDataRoutes: FastifyPluginAsyncZod<{
  pool: pg.Pool;
  store: EventStore;
  clock: () => Date;
}> = async (app, { pool, store, clock }) => {
  app.get(
    '/api/admin/personal-data/erasures',
    {
      schema: {
        tags: ['admin'],
        summary: `The latest ${LISTED} erasures, newest first: subjects, who asked, when asked and done`,
        response: { 200: z.array(ErasureRecordSchema), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const { rows } = await pool.query<ErasureRecord>(
        `SELECT subject AS id, subject, status, requested_by AS "requestedBy",
                to_char(requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "requestedAt",
                to_char(erased_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "erasedAt"
           FROM personal_data_erasures ORDER BY requested_at DESC, subject LIMIT $1`,
        [LISTED],
      );
      return rows;
    },
  );

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
