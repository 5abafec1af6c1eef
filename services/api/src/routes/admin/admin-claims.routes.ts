import { customerSubject, type ClaimWorkflow, type DataSubject } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { ObjectStore } from '@grandtour/platform';
import type { ClaimQueries } from '@grandtour/projections';
import {
  AdminClaimParamsSchema,
  AdminClaimSchema,
  AdminClaimsQuerySchema,
  DecideClaimRequestSchema,
} from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminClaimView, sendClaimFile } from '../../claims/claim-views.ts';
import { recordAdministratorRead } from '../../personal-data/administrators-reads.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

interface Dependencies {
  claims: { workflow: ClaimWorkflow; queries: ClaimQueries };
  objects: ObjectStore;
  store: EventStore;
  clock: () => Date;
}

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/**
 * Administrators decide contested and unanswered damage claims (issue 23), with the claim's evidence and the
 * customer's answer side by side (the handover reports of decision 87 join them when they exist).
 */
export const adminClaimsRoutes: FastifyPluginAsyncZod<Dependencies> = async (
  app,
  { claims, objects, store, clock },
) => {
  app.get(
    '/api/admin/claims',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Damage claims (filters: status, excess=debt): those waiting for a decision first, oldest first',
        querystring: AdminClaimsQuerySchema,
        response: { 200: z.array(AdminClaimSchema), ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return (await claims.queries.listClaims(request.query)).map(adminClaimView);
    },
  );

  app.get(
    '/api/admin/claims/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One damage claim with its evidence',
        params: AdminClaimParamsSchema,
        response: { 200: AdminClaimSchema, ...errors },
      },
    },
    async (request, reply) => {
      const record = await claims.queries.findClaim(request.params.id);
      if (!record) return sendError(reply, request, 404, 'claim_not_found');
      void reply.header('cache-control', 'no-store');
      // Both parties' words and the customer's name: recorded as a read of each (decision 99).
      await recordAdministratorRead(
        store,
        {
          subjects: [customerSubject(record.customerId) as DataSubject, `user:${record.ownerId}`],
          adminId: (await app.signedInAccount(request))!.id,
          what: 'claim',
          reference: record.id,
          reason: 'claim',
        },
        clock(),
      );
      return adminClaimView(record);
    },
  );

  app.post(
    '/api/admin/claims/:id/decide',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Decide a contested or unanswered claim (0 to the amount claimed); it is settled from the deposit',
        params: AdminClaimParamsSchema,
        body: DecideClaimRequestSchema,
        response: { 200: AdminClaimSchema, ...errors },
      },
    },
    async (request, reply) => {
      const record = await claims.queries.findClaim(request.params.id);
      if (!record) return sendError(reply, request, 404, 'claim_not_found');
      const admin = await app.signedInAccount(request);
      await claims.workflow.decide(record.bookingId, record.id, { adminId: admin!.id, ...request.body });
      return adminClaimView((await claims.queries.findClaim(record.id)) ?? record);
    },
  );

  app.get(
    '/api/admin/claims/:id/files/:name',
    {
      schema: {
        tags: ['admin'],
        summary: 'One of a claim’s files; never cached',
        params: AdminClaimParamsSchema.extend({ name: z.string().min(1).max(100) }),
      },
    },
    async (request, reply) => {
      const record = await claims.queries.findClaim(request.params.id);
      if (!record) return sendError(reply, request, 404, 'claim_not_found');
      return sendClaimFile(request, reply, objects, record, request.params.name);
    },
  );
};
