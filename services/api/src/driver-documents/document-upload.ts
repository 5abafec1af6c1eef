import { MAX_DRIVER_DOCUMENT_BYTES } from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PhotoRefused } from '../media/photo-refused.ts';
import { readMultipart, refusalStatus } from '../media/read-multipart.ts';
import { sendError } from '../plugins/error-handler.ts';
import { prepareDocument, type PreparedDocument } from './document-codec.ts';

/** The uploaded document (multipart field `document`) made safe to keep, or null once the refusal is sent. */
export async function receiveDocument(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PreparedDocument | null> {
  const form = await readMultipart(request, { fileBytes: MAX_DRIVER_DOCUMENT_BYTES, files: 1, fields: 5 });
  const upload = 'refused' in form ? undefined : form.files[0]?.bytes;
  if (!upload) {
    const refused = 'refused' in form ? form.refused : 'malformed';
    await sendError(
      reply,
      request,
      refusalStatus(refused),
      refused === 'too_large' ? 'document_too_large' : 'document_missing',
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
