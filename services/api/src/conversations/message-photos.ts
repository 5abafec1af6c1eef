import { createHash } from 'node:crypto';
import type { MessagePhoto } from '@grandtour/commands';
import type { ObjectStore } from '@grandtour/platform';
import type { ConversationQueries } from '@grandtour/projections';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuseUpload } from '../claims/claim-upload.ts';
import { encodeStoredPhoto } from '../media/photo-codec.ts';
import type { createUploadAttempts } from '../media/upload-attempts.ts';
import { sendUploadRateLimited } from '../media/upload-rate-limited.ts';

/** Photos each party may have decoded per hour on this node, and what they had. */
export interface MessagePhotoAllowance {
  perHour: number;
  attempts: ReturnType<typeof createUploadAttempts>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The message's photos re-encoded with the owners' photo codec (WebP, nothing but pixels, decision 52) and kept under
 * `messages/{conversation}/{sha256}.webp`, or null once the refusal is sent: the party's hourly allowance spent
 * (429, before any decoding; a refused file counts, it was decoded) or a file that is not a photo (422).
 */
export async function storeMessagePhotos(
  deps: { objects: ObjectStore; allowance: MessagePhotoAllowance; now: Date },
  request: FastifyRequest,
  reply: FastifyReply,
  party: { key: string; conversationId: string },
  photos: readonly Buffer[],
): Promise<MessagePhoto[] | null> {
  for (const _ of photos) {
    const wait = deps.allowance.attempts.take(party.key, deps.now);
    if (wait > 0) {
      await sendUploadRateLimited(reply, request, wait, deps.allowance.perHour);
      return null;
    }
  }
  try {
    const encoded = await Promise.all(photos.map((photo) => encodeStoredPhoto(photo)));
    return await Promise.all(
      encoded.map(async ({ bytes }) => {
        const hash = sha256(bytes);
        const objectKey = `messages/${party.conversationId}/${hash}.webp`;
        await deps.objects.put(objectKey, bytes, 'image/webp');
        return { objectKey, sha256: hash };
      }),
    );
  } catch (error) {
    await refuseUpload(request, reply, error);
    return null;
  }
}

/**
 * Posts the message; if the post is refused, the photos stored for it are removed again, unless a message of the
 * conversation shows the same picture (objects are named by their content).
 */
export async function postedWithPhotos<T>(
  deps: { objects: ObjectStore; queries: ConversationQueries },
  conversationId: string,
  photos: readonly MessagePhoto[],
  post: () => Promise<T>,
): Promise<T> {
  try {
    return await post();
  } catch (error) {
    if (photos.length > 0) {
      const shown = new Set(
        (await deps.queries.messagesOf(conversationId)).flatMap((message) =>
          message.photos.map((photo) => photo.objectKey),
        ),
      );
      for (const photo of photos) if (!shown.has(photo.objectKey)) await deps.objects.delete(photo.objectKey);
    }
    throw error;
  }
}
