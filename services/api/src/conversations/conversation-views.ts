import type { ObjectStore } from '@grandtour/platform';
import type { ConversationRecord, MessagePhotoRow, MessageRecord } from '@grandtour/projections';
import type { ConversationParty, ConversationSummary, ConversationThread, Message } from '@grandtour/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../plugins/error-handler.ts';

/** Who reads a conversation: one of its parties, or an administrator (a reported thread, read as the owner sees it). */
export type ConversationReader = ConversationParty | 'admin';

const otherParty = (party: ConversationParty): ConversationParty =>
  party === 'owner' ? 'customer' : 'owner';
export const photoNameOf = (photo: MessagePhotoRow) =>
  photo.objectKey.slice(photo.objectKey.lastIndexOf('/') + 1);

/** Where each reader opens a conversation's photos: a route that checks the caller. */
export function photosUrl(reader: ConversationReader, conversationId: string) {
  const prefix = { customer: '/api', owner: '/api/owner', admin: '/api/admin' }[reader];
  return `${prefix}/conversations/${conversationId}/photos`;
}

export function summaryView(record: ConversationRecord, reader: ConversationReader): ConversationSummary {
  const party = reader === 'admin' ? 'owner' : reader;
  return {
    id: record.id,
    kind: record.kind,
    bookingId: record.bookingId,
    carId: record.carId,
    carName: record.carName,
    counterpartName: party === 'owner' ? record.customerName : record.ownerName,
    lastMessage: record.lastMessage,
    unreadCount: reader === 'admin' ? 0 : record.unread[party],
    masking: record.kind === 'inquiry' || !record.confirmed,
    reported: record.reportedAt !== null,
    startedAt: record.startedAt,
  };
}

export function messageView(message: MessageRecord, reader: ConversationReader): Message {
  const url = photosUrl(reader, message.conversationId);
  return {
    id: message.id,
    conversationId: message.conversationId,
    seq: message.seq,
    author: message.author,
    text: message.text,
    masked: message.masked,
    photos: message.photos.map((photo) => ({ url: `${url}/${photoNameOf(photo)}`, sha256: photo.sha256 })),
    postedAt: message.postedAt,
    reportedByMe: reader !== 'admin' && message.reports.some((report) => report.party === reader),
  };
}

export function threadView(
  record: ConversationRecord,
  messages: MessageRecord[],
  reader: ConversationReader,
): ConversationThread {
  const party = reader === 'admin' ? 'owner' : reader;
  return {
    ...summaryView(record, reader),
    messages: messages.map((message) => messageView(message, reader)),
    readByOtherUpToSeq: record.readSeq[otherParty(party)],
  };
}

/** One of the conversation's photos, to a caller the route has already checked; never cached. */
export async function sendMessagePhoto(
  request: FastifyRequest,
  reply: FastifyReply,
  objects: ObjectStore,
  messages: MessageRecord[],
  name: string,
) {
  const photo = messages.flatMap((message) => message.photos).find((row) => photoNameOf(row) === name);
  const stored = photo && (await objects.get(photo.objectKey));
  if (!stored) return sendError(reply, request, 404, 'not_found');
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .type(stored.contentType)
    .send(stored.bytes);
}
