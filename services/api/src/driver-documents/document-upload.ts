import { MAX_DRIVER_DOCUMENT_BYTES } from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PhotoRefused } from '../media/photo-refused.ts';
import { sendError } from '../plugins/error-handler.ts';
import { prepareDocument, type PreparedDocument } from './document-codec.ts';

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT']);

/** The uploaded document (multipart field `document`) made safe to keep, or null once the refusal is sent. */
export async function receiveDocument(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PreparedDocument | null> {
  if (!request.isMultipart()) {
    await sendError(reply, request, 415, 'document_missing');
    return null;
  }
  let upload: Buffer;
  try {
    const file = await request.file({ limits: { fileSize: MAX_DRIVER_DOCUMENT_BYTES, files: 1, fields: 5 } });
    if (!file) {
      await sendError(reply, request, 400, 'document_missing');
      return null;
    }
    upload = await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    await sendError(
      reply,
      request,
      TOO_LARGE.has(code) ? 413 : 400,
      TOO_LARGE.has(code) ? 'document_too_large' : 'document_missing',
    );
    return null;
  }
  try {
    return await prepareDocument(upload);
  } catch (error) {
    if (!(error instanceof PhotoRefused)) throw error;
    await sendError(reply, request, error.status, error.code, error.details);
    return null;
  }
}
