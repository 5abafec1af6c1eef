import { createHash } from 'node:crypto';
import type { MessagePhoto } from '@grandtour/commands';
import type { ObjectStore } from '@grandtour/platform';
import { MAX_DRIVER_DOCUMENT_BYTES, MAX_MESSAGE_PHOTOS, PostMessageRequestSchema } from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodeStoredPhoto } from '../media/photo-codec.ts';
import { sendError } from '../plugins/error-handler.ts';

const TOO_LARGE = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);
const MAX_FIELD_BYTES = 16 * 1024;

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
  const photos: Buffer[] = [];
  if (request.isMultipart()) {
    try {
      const parts = request.parts({
        limits: {
          fileSize: MAX_DRIVER_DOCUMENT_BYTES,
          files: MAX_MESSAGE_PHOTOS + 1,
          fields: 3,
          parts: MAX_MESSAGE_PHOTOS + 4,
          fieldSize: MAX_FIELD_BYTES,
        },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.fieldname === 'text') text = part.value;
        } else if (part.fieldname === 'photos') photos.push(await part.toBuffer());
        else await part.toBuffer();
      }
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      const tooLarge = TOO_LARGE.has(code);
      await sendError(
        reply,
        request,
        tooLarge ? 413 : 400,
        tooLarge ? 'message_upload_too_large' : 'validation_failed',
      );
      return null;
    }
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

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Photos re-encoded with the owners' photo codec (WebP, nothing but pixels, decision 52) and kept under
 * `messages/{conversation}/{sha256}.webp`. Throws PhotoRefused for a file that is not a photo.
 */
export async function storeMessagePhotos(
  objects: ObjectStore,
  conversationId: string,
  photos: readonly Buffer[],
): Promise<MessagePhoto[]> {
  const encoded = await Promise.all(photos.map((photo) => encodeStoredPhoto(photo)));
  return Promise.all(
    encoded.map(async ({ bytes }) => {
      const hash = sha256(bytes);
      const objectKey = `messages/${conversationId}/${hash}.webp`;
      await objects.put(objectKey, bytes, 'image/webp');
      return { objectKey, sha256: hash };
    }),
  );
}
