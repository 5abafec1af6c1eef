import { readMarkToSend, type ConversationThread } from '@grandtour/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { OwnerDataProvider } from '../dataProvider/dataProvider.ts';
import { applySummary } from './applyToCaches.ts';

function usePageVisible() {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** Marks the thread read up to its last message while it is in view and something in it is unread. */
export function useMarkReadWhenSeen(thread: ConversationThread) {
  const client = useQueryClient();
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const visible = usePageVisible();
  const sent = useRef<string | null>(null);
  const upToSeq = readMarkToSend(thread);
  useEffect(() => {
    if (upToSeq === null || !visible) return;
    const mark = `${thread.id}:${upToSeq}`;
    if (sent.current === mark) return;
    sent.current = mark;
    dataProvider.markConversationRead(thread.id, upToSeq).then(
      (summary) => applySummary(client, summary),
      () => {
        // Tried again the next time the thread is seen.
        sent.current = null;
      },
    );
  }, [client, dataProvider, thread.id, upToSeq, visible]);
}
