import { dataExportFileName, type LanguageCode } from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../plugins/error-handler.ts';
import type { ApiMessageCode } from '../../messages/api-messages.ts';
import { buildDataExport, type DataExportDependencies } from './build-data-export.ts';
import type { DataSubjectSet } from './person-data-queries.ts';

/** 429 with when to try again, in minutes for the reader and seconds for the client. */
export function sendExportRateLimited(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ApiMessageCode,
  retryAfterSeconds: number,
) {
  void reply.header('retry-after', String(retryAfterSeconds));
  return sendError(reply, request, 429, code, {
    retryAfterSeconds,
    retryAfterMinutes: Math.ceil(retryAfterSeconds / 60),
  });
}

/** The person's archive as a download, never kept by a browser or a proxy. */
export async function sendDataExport(
  reply: FastifyReply,
  deps: DataExportDependencies,
  subjects: DataSubjectSet,
  language: LanguageCode,
) {
  const archive = await buildDataExport(deps, subjects, language);
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${dataExportFileName(deps.clock())}"`)
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
}
