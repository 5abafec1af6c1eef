import { MAX_DRIVER_DOCUMENT_BYTES, MAX_MESSAGE_PHOTOS, PostMessageRequestSchema } from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { filesNamed, readMultipart } from '../media/read-multipart.ts';
import { sendError } from '../plugins/error-handler.ts';

/** A message as received: its text checked, its photos not yet decoded. */
export interface MessageForm {
  text: string;
  photos: Buffer[];
}

/**
 * The message of a JSON body (`{ text }`) or of a multipart form (a `text` field and up to four `photos` files),
 * or null once the refusal is sent.
 */
export async function receiveMessage(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<MessageForm | null> {
  let text: unknown = (request.body as { text?: unknown } | undefined)?.text;
  let photos: Buffer[] = [];
  if (request.isMultipart()) {
    // One more file than allowed is read, so that a fifth photo is told apart from a body too large.
    const form = await readMultipart(request, {
      fileBytes: MAX_DRIVER_DOCUMENT_BYTES,
      files: MAX_MESSAGE_PHOTOS + 1,
      fields: 3,
    });
    if ('refused' in form) {
      const tooLarge = form.refused === 'too_large';
      await sendError(
        reply,
        request,
        tooLarge ? 413 : 400,
        tooLarge ? 'message_upload_too_large' : 'validation_failed',
      );
      return null;
    }
    text = form.fields.text;
    photos = filesNamed(form, 'photos');
  } else {
    const body = request.body;
    const onlyText =
      typeof body === 'object' &&
      body !== null &&
      !Array.isArray(body) &&
      Object.keys(body).every((key) => key === 'text');
    if (!onlyText) {
      await sendError(reply, request, 400, 'validation_failed', [
        { field: 'body', message: 'Expected { text }' },
      ]);
      return null;
    }
  }
  const checked = PostMessageRequestSchema.safeParse({ text: typeof text === 'string' ? text : '' });
  if (!checked.success) {
    await sendError(reply, request, 422, 'message_text_invalid');
    return null;
  }
  if (photos.length > MAX_MESSAGE_PHOTOS) {
    await sendError(reply, request, 422, 'message_photos_invalid');
    return null;
  }
  return { text: checked.data.text, photos };
}
