import type {
  ConversationSummary,
  ConversationThread,
  Message,
  StartInquiryRequest,
} from '@grandtour/shared';
import type { REPORT_REASONS } from '@grandtour/shared';
import { sendJson, throwIfNotOk } from '../api/http.ts';

export type ReportReason = (typeof REPORT_REASONS)[number];

/** The query keys: default reads GET the key's parts joined by slashes. */
export const CONVERSATIONS_KEY = ['/api/conversations'] as const;
export const threadKey = (id: string) => ['/api/conversations', id] as const;
export const bookingThreadKey = (bookingId: string) => ['/api/bookings', bookingId, 'conversation'] as const;

const conversationUrl = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

/** Text alone as JSON; with photos, multipart (a `text` field and the `photos` files). */
async function postMessageTo(
  url: string,
  text: string,
  photos: readonly File[],
  language: string,
  idempotencyKey: string,
): Promise<Message> {
  const headers = { 'Accept-Language': language, 'Idempotency-Key': idempotencyKey };
  if (photos.length === 0) return (await (await sendJson('POST', url, { text }, headers)).json()) as Message;
  const body = new FormData();
  body.set('text', text);
  for (const photo of photos) body.append('photos', photo, photo.name);
  const response = await fetch(url, { method: 'POST', credentials: 'include', headers, body });
  await throwIfNotOk(response);
  return (await response.json()) as Message;
}

export const postMessage = (
  conversationId: string,
  ...rest: [text: string, photos: readonly File[], language: string, key: string]
) => postMessageTo(`${conversationUrl(conversationId)}/messages`, ...rest);

/** The first message of a booking's thread starts it. */
export const postBookingMessage = (
  bookingId: string,
  ...rest: [text: string, photos: readonly File[], language: string, key: string]
) => postMessageTo(`/api/bookings/${encodeURIComponent(bookingId)}/conversation/messages`, ...rest);

export async function startInquiry(
  carId: string,
  request: StartInquiryRequest,
  language: string,
  idempotencyKey: string,
): Promise<ConversationThread> {
  const url = `/api/cars/${encodeURIComponent(carId)}/inquiries`;
  const headers = { 'Accept-Language': language, 'Idempotency-Key': idempotencyKey };
  return (await (await sendJson('POST', url, request, headers)).json()) as ConversationThread;
}

export async function markRead(conversationId: string, upToSeq: number): Promise<ConversationSummary> {
  const response = await sendJson('POST', `${conversationUrl(conversationId)}/read`, { upToSeq });
  return (await response.json()) as ConversationSummary;
}

export async function reportMessage(
  message: Message,
  reason: ReportReason,
  note: string,
  language: string,
): Promise<Message> {
  const url = `${conversationUrl(message.conversationId)}/messages/${encodeURIComponent(message.id)}/report`;
  const response = await sendJson('POST', url, { reason, note }, { 'Accept-Language': language });
  return (await response.json()) as Message;
}
