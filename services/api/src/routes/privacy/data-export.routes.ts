import { isLanguageCode } from '@grandtour/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { createUploadAttempts } from '../../media/upload-attempts.ts';
import type { DataExportDependencies } from '../../personal-data/export/build-data-export.ts';
import { sendDataExport, sendExportRateLimited } from '../../personal-data/export/send-data-export.ts';
import { sendError } from '../../plugins/error-handler.ts';
import { errorResponses } from '../../plugins/error-responses.ts';

interface Dependencies extends DataExportDependencies {
  /** Exports each account may download per hour on this node. */
  downloads: ReturnType<typeof createUploadAttempts>;
}

/** A signed-in customer or owner downloads everything held about them (GDPR art. 15 and 20; decision 99). */
export const dataExportRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, deps) => {
  app.get(
    '/api/account/data-export',
    {
      schema: {
        tags: ['account'],
        summary: 'Everything held about the signed-in account, as a ZIP of JSON and files (with a README)',
        produces: ['application/zip'],
        response: { ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const account = await app.signedInAccount(request);
      if (!account) return sendError(reply, request, 401, 'not_signed_in');
      const wait = deps.downloads.take(account.id, deps.clock());
      if (wait > 0) return sendExportRateLimited(reply, request, 'data_export_rate_limited', wait);
      const language = isLanguageCode(account.language) ? account.language : 'fr';
      const guestIds = await deps.queries.mergedGuests(account.id);
      return sendDataExport(
        request,
        reply,
        deps,
        { accountId: account.id, guestIds, guestEmail: null },
        language,
      );
    },
  );
};
