import type {
  CalendarDay,
  ConversationSummary,
  ConversationThread,
  Message,
  OwnerCalendar,
  OwnerCalendarUpdateRequest,
  DeclineBookingRequestBody,
  OwnerBookingDetail,
  OwnerCar,
  OwnerDashboard,
} from '@grandtour/shared';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { httpClient } from './httpClient.ts';

const API = '/api/owner';

/** What the back office asks beyond react-admin's nine methods. */
export interface OwnerDataProvider extends DataProvider {
  getDashboard(): Promise<OwnerDashboard>;
  getCalendar(): Promise<OwnerCalendar>;
  updateCalendar(
    update: Omit<OwnerCalendarUpdateRequest, 'ownerId'>,
  ): Promise<{ blocked: string[]; unblocked: string[] }>;
  uploadPhoto(file: File): Promise<string>;
  getCalendarFeed(carId: string): Promise<{ url: string; createdAt: string }>;
  revokeCalendarFeed(carId: string): Promise<void>;
  relistCar(carId: string): Promise<OwnerCar>;
  /** The owner hands the car over without a deposit (DepositWaived). */
  waiveDeposit(bookingId: string): Promise<unknown>;
  /** The car was handed over; 422 deposit_not_secured unless the deposit is held or waived. */
  markPickedUp(bookingId: string): Promise<unknown>;
  /** Request to book (decision 85): the card is charged and the booking confirmed; 409 once no longer pending. */
  acceptRequest(bookingId: string): Promise<OwnerBookingDetail>;
  /** Nothing is charged and the dates are freed; the message, if any, is passed on to the customer. */
  declineRequest(bookingId: string, body: DeclineBookingRequestBody): Promise<OwnerBookingDetail>;
  /** A booking's conversation, or null while nobody has written (decision 94). */
  getBookingConversation(bookingId: string): Promise<ConversationThread | null>;
  /** Posts in a conversation; the booking's first message (`{ bookingId }`) starts it. */
  postMessage(to: MessageTarget, draft: MessageDraft): Promise<Message>;
  markConversationRead(conversationId: string, upToSeq: number): Promise<ConversationSummary>;
  reportMessage(message: Message, reason: string, note: string): Promise<Message>;
}

export type MessageTarget = { conversationId: string } | { bookingId: string };
export interface MessageDraft {
  text: string;
  photos: readonly File[];
  /** The same draft sent again (a lost answer) is posted once. */
  idempotencyKey: string;
}
export type { CalendarDay };

const json = <T>(url: string, options?: Parameters<typeof httpClient>[1]) =>
  httpClient(url, options).then(({ json }) => json as T);

/** A command on one booking, asked once per click (a retry after a lost answer replays it). */
const bookingCommand = <T = unknown>(bookingId: string, action: string, body?: object) =>
  json<T>(`${API}/bookings/${encodeURIComponent(bookingId)}/${action}`, {
    method: 'POST',
    headers: new Headers({ Accept: 'application/json', 'Idempotency-Key': crypto.randomUUID() }),
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

const conversationUrl = (id: string) => `${API}/conversations/${encodeURIComponent(id)}`;
const messagesUrl = (to: MessageTarget) =>
  'bookingId' in to
    ? `${API}/bookings/${encodeURIComponent(to.bookingId)}/conversation/messages`
    : `${conversationUrl(to.conversationId)}/messages`;

/** Text alone as JSON; with photos, multipart (a `text` field and the `photos` files). */
function messageBody({ text, photos }: MessageDraft) {
  if (photos.length === 0) return JSON.stringify({ text });
  const body = new FormData();
  body.set('text', text);
  for (const photo of photos) body.append('photos', photo, photo.name);
  return body;
}

/** ra-data-simple-rest on /api/owner (the API speaks its dialect), plus the dashboard's and calendar's calls. */
export const dataProvider: OwnerDataProvider = {
  ...simpleRestProvider(API, httpClient),
  getDashboard: () => json<OwnerDashboard>(`${API}/dashboard`),
  getCalendar: () => json<OwnerCalendar>('/api/owner-calendar/me'),
  updateCalendar: (update) =>
    json('/api/owner-calendar/bulk-update', {
      method: 'POST',
      body: JSON.stringify({ ownerId: 'me', ...update }),
    }),
  async uploadPhoto(file) {
    const body = new FormData();
    body.append('photo', file);
    return (await json<{ url: string }>(`${API}/photos`, { method: 'POST', body })).url;
  },
  getCalendarFeed: (carId) => json(`${API}/cars/${encodeURIComponent(carId)}/calendar-feed`),
  async revokeCalendarFeed(carId) {
    await httpClient(`${API}/cars/${encodeURIComponent(carId)}/calendar-feed`, { method: 'DELETE' });
  },
  relistCar: (carId) => json(`${API}/cars/${encodeURIComponent(carId)}/relist`, { method: 'POST' }),
  waiveDeposit: (bookingId) => bookingCommand(bookingId, 'deposit/waive'),
  markPickedUp: (bookingId) => bookingCommand(bookingId, 'pickup'),
  acceptRequest: (bookingId) => bookingCommand<OwnerBookingDetail>(bookingId, 'accept'),
  declineRequest: (bookingId, body) => bookingCommand<OwnerBookingDetail>(bookingId, 'decline', body),
  getBookingConversation: (bookingId) =>
    json(`${API}/bookings/${encodeURIComponent(bookingId)}/conversation`),
  postMessage: (to, draft) =>
    json(messagesUrl(to), {
      method: 'POST',
      headers: new Headers({ Accept: 'application/json', 'Idempotency-Key': draft.idempotencyKey }),
      body: messageBody(draft),
    }),
  markConversationRead: (conversationId, upToSeq) =>
    json(`${conversationUrl(conversationId)}/read`, {
      method: 'POST',
      body: JSON.stringify({ upToSeq }),
    }),
  reportMessage: (message, reason, note) =>
    json(`${conversationUrl(message.conversationId)}/messages/${encodeURIComponent(message.id)}/report`, {
      method: 'POST',
      body: JSON.stringify({ reason, note }),
    }),
};
