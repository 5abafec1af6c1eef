import {
  threadWithMessage,
  threadWithReadMark,
  type ConversationSummary,
  type LiveReadEvent,
  type Message,
} from '@grandtour/shared';
import { threadCaches } from '@grandtour/shared/ui';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  inboxWithMessage,
  inboxWithReadMark,
  inboxWithSummary,
  type InboxChange,
  type InboxPage,
  type InboxParams,
} from './inboxCache.ts';

/*
 * The back office holds conversations in react-admin's caches (`['conversations', 'getList' | 'getOne', params]`)
 * and a booking's thread under BOOKING_THREAD_KEY. react-admin also puts each row of a list into the getOne cache:
 * such an entry is a summary without messages until the thread itself is read.
 */

const RESOURCE = 'conversations';
const BOOKING_THREAD = 'owner-booking-conversation';
export const bookingThreadKey = (bookingId: string) => [BOOKING_THREAD, bookingId] as const;

const isInboxPage = (query: Query) => query.queryKey[0] === RESOURCE && query.queryKey[1] === 'getList';
const isThreadQuery = (query: Query) =>
  (query.queryKey[0] === RESOURCE && query.queryKey[1] === 'getOne') || query.queryKey[0] === BOOKING_THREAD;
const threads = threadCaches(isThreadQuery);

/**
 * Applies a change to every page of the inbox held; answers whether one of them must be read again (the caller
 * coalesces those, so a burst of messages costs one read).
 */
function updateInbox(client: QueryClient, change: (page: InboxPage, params: InboxParams) => InboxChange) {
  let stale = false;
  for (const query of client.getQueryCache().findAll({ predicate: isInboxPage })) {
    const page = query.state.data as InboxPage | undefined;
    if (!page) continue;
    const next = change(page, (query.queryKey[2] ?? {}) as InboxParams);
    if (next === 'refetch') stale = true;
    else if (next !== page) client.setQueryData(query.queryKey, next);
  }
  return stale;
}

/**
 * A message posted here or elsewhere: into its threads and the inbox's pages, once. Answers whether something held
 * must be read again: an inbox page without the conversation, or a booking's thread not yet started (null).
 */
export function applyMessage(client: QueryClient, message: Message): boolean {
  const alreadyCounted = threads.holdsMessage(client, message);
  const known = threads.holdsConversation(client, message.conversationId);
  threads.update(client, message.conversationId, (thread) => threadWithMessage('owner', thread, message));
  const staleInbox = updateInbox(client, (page, params) =>
    inboxWithMessage(page, params, message, alreadyCounted),
  );
  const waitingBookingThread =
    !known && client.getQueriesData({ queryKey: [BOOKING_THREAD] }).some(([, held]) => held === null);
  return staleInbox || waitingBookingThread;
}

export function applyReadMark(client: QueryClient, mark: LiveReadEvent): boolean {
  threads.update(client, mark.conversationId, (thread) => threadWithReadMark('owner', thread, mark));
  return updateInbox(client, (page) => inboxWithReadMark(page, mark));
}

/** The summary a read mark answered: its unread count in the inbox and the threads. */
export function applySummary(client: QueryClient, summary: ConversationSummary) {
  updateInbox(client, (page) => inboxWithSummary(page, summary));
  threads.update(client, summary.id, (thread) => ({ ...thread, unreadCount: summary.unreadCount }));
}

/** A message the owner reported: shown as reported wherever it is held. */
export const applyReportedMessage = threads.applyReportedMessage;

/** Reads again what may have changed: the inbox's pages and the booking threads not started yet (active ones now). */
export const refetchInbox = (client: QueryClient) =>
  client.invalidateQueries({
    predicate: (query) =>
      isInboxPage(query) || (query.queryKey[0] === BOOKING_THREAD && query.state.data === null),
  });

/** Everything about messages read again (the stream was closed a while: anything may have changed). */
export const refetchConversations = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (query) => isInboxPage(query) || isThreadQuery(query) });

/** The customer's name as some cache holds the conversation (a list's row or its thread), for announcing it. */
export function counterpartNameOf(client: QueryClient, conversationId: string): string | null {
  const held = client.getQueryData<ConversationSummary>([RESOURCE, 'getOne', { id: conversationId }]);
  if (held?.counterpartName) return held.counterpartName;
  for (const [, page] of client.getQueriesData<InboxPage>({ predicate: isInboxPage })) {
    const found = page?.data.find((summary) => summary.id === conversationId);
    if (found) return found.counterpartName;
  }
  return null;
}
