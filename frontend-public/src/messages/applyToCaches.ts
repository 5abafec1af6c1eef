import {
  summariesWithMessage,
  summariesWithSummary,
  threadWithMessage,
  threadWithReadMark,
  type ConversationSummary,
  type LiveReadEvent,
  type Message,
} from '@grandtour/shared';
import { threadCaches } from '@grandtour/shared/ui';
import type { Query, QueryClient } from '@tanstack/react-query';
import { CONVERSATIONS_KEY } from './messagesApi.ts';

/** A thread is held under its own key and, for a booking's, under the booking's too. */
const isThreadQuery = (query: Query) => {
  const [root, , last] = query.queryKey;
  return (
    (root === CONVERSATIONS_KEY[0] && query.queryKey.length === 2) ||
    (root === '/api/bookings' && last === 'conversation')
  );
};

const threads = threadCaches(isThreadQuery);

/** A message posted here or elsewhere: into its thread(s) and the list, once. */
export function applyMessage(client: QueryClient, message: Message) {
  const alreadyCounted = threads.holdsMessage(client, message);
  threads.update(client, message.conversationId, (thread) => threadWithMessage('customer', thread, message));
  const summaries = client.getQueryData<ConversationSummary[]>(CONVERSATIONS_KEY);
  if (!summaries) return;
  const next = summariesWithMessage('customer', summaries, message, alreadyCounted);
  if (next) client.setQueryData(CONVERSATIONS_KEY, next);
  else void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
}

export function applyReadMark(client: QueryClient, mark: LiveReadEvent) {
  threads.update(client, mark.conversationId, (thread) => threadWithReadMark('customer', thread, mark));
  // The customer's own mark from another tab: the list's count is read again.
  if (mark.party === 'customer') void client.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
}

/** The summary a read mark answers: its unread count in the list and the threads. */
export function applySummary(client: QueryClient, summary: ConversationSummary) {
  const summaries = client.getQueryData<ConversationSummary[]>(CONVERSATIONS_KEY);
  if (summaries) client.setQueryData(CONVERSATIONS_KEY, summariesWithSummary(summaries, summary));
  threads.update(client, summary.id, (thread) => ({ ...thread, unreadCount: summary.unreadCount }));
}

/** After the stream failed: everything about messages read again. */
export const refetchConversations = (client: QueryClient) =>
  client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === CONVERSATIONS_KEY[0] || isThreadQuery(query),
  });

/** A message the customer reported: shown as reported wherever it is held. */
export const applyReportedMessage = threads.applyReportedMessage;
