import { useEffect, useRef } from 'react';
import { readMarkToSend } from '../messages/conversation-cache.ts';
import type { ConversationSummary, ConversationThread } from '../messages/conversation.schema.ts';
import { usePageVisible } from './usePageVisible.ts';

/**
 * Marks the thread read up to its last message while it is in view and something in it is unread, once per mark;
 * a mark that failed is tried again the next time the thread is seen. `markRead` is the app's call, `onMarked` puts
 * the summary it answers into the app's caches.
 */
export function useMarkReadWhenSeen(
  thread: ConversationThread | null,
  markRead: (conversationId: string, upToSeq: number) => Promise<ConversationSummary>,
  onMarked: (summary: ConversationSummary) => void,
) {
  const visible = usePageVisible();
  const sent = useRef<string | null>(null);
  // The latest calls, without making each render a new effect.
  const calls = useRef({ markRead, onMarked });
  calls.current = { markRead, onMarked };
  const conversationId = thread?.id ?? null;
  const upToSeq = thread ? readMarkToSend(thread) : null;
  useEffect(() => {
    if (conversationId === null || upToSeq === null || !visible) return;
    const mark = `${conversationId}:${upToSeq}`;
    if (sent.current === mark) return;
    sent.current = mark;
    calls.current.markRead(conversationId, upToSeq).then(
      (summary) => calls.current.onMarked(summary),
      () => {
        sent.current = null;
      },
    );
  }, [conversationId, upToSeq, visible]);
}
