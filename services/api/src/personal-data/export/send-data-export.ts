import { dataExportFileName, type LanguageCode } from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../plugins/error-handler.ts';
import type { ApiMessageCode } from '../../messages/api-messages.ts';
import { prepareDataExport, type DataExportDependencies } from './build-data-export.ts';
import type { DataSubjectSet } from './person-data-queries.ts';
import { createZipWriter } from './zip-writer.ts';

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

/** The person's archive as a download, streamed, never kept by a browser or a proxy. */
export async function sendDataExport(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: DataExportDependencies,
  subjects: DataSubjectSet,
  language: LanguageCode,
) {
  const write = await prepareDataExport(deps, subjects, language);
  const now = deps.clock();
  const archive = createZipWriter(now);
  // Once the answer has begun, a failure can only cut it short: the client sees a broken download, never a bad ZIP.
  write(archive).catch((error: Error) => {
    request.log.error({ err: error }, 'data export cut short');
    archive.fail(error);
  });
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${dataExportFileName(now)}"`)
    .header('x-content-type-options', 'nosniff')
    .send(archive.stream);
}
