import type { Query, QueryClient } from '@tanstack/react-query';
import type { ConversationThread, Message } from '../messages/conversation.schema.ts';

const isThread = (value: unknown): value is ConversationThread =>
  Array.isArray((value as ConversationThread | null | undefined)?.messages);

/**
 * The threads an app holds in TanStack Query, under whichever keys `isThreadQuery` recognises: changed together when
 * a message, a read mark or a report arrives. An entry that is not a thread (null before a booking's first message,
 * a list's summary copied by react-admin) is left as it is.
 */
export function threadCaches(isThreadQuery: (query: Query) => boolean) {
  const held = (client: QueryClient) =>
    client
      .getQueriesData<unknown>({ predicate: isThreadQuery })
      .map(([, value]) => value)
      .filter(isThread);
  const update = (
    client: QueryClient,
    conversationId: string,
    change: (thread: ConversationThread) => ConversationThread,
  ) =>
    client.setQueriesData<unknown>({ predicate: isThreadQuery }, (value: unknown) =>
      isThread(value) && value.id === conversationId ? change(value) : value,
    );
  return {
    update,
    /** Some thread held already has this message (it was counted when it came first). */
    holdsMessage: (client: QueryClient, message: Message) =>
      held(client).some((thread) => thread.messages.some((known) => known.id === message.id)),
    holdsConversation: (client: QueryClient, conversationId: string) =>
      held(client).some((thread) => thread.id === conversationId),
    /** A message the viewer reported: shown as reported wherever it is held. */
    applyReportedMessage: (client: QueryClient, reported: Message) =>
      update(client, reported.conversationId, (thread) => ({
        ...thread,
        messages: thread.messages.map((message) => (message.id === reported.id ? reported : message)),
      })),
  };
}
