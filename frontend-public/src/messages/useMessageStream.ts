import { parseLiveMessage, parseLiveReadMark, type LiveMessageEvent } from '@grandtour/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { applyMessage, applyReadMark, refetchConversations } from './applyToCaches.ts';

export const MESSAGE_STREAM_URL = '/api/messages/stream';

/**
 * Follows the customer's conversations live (decision 94): each `message` and `read` goes into the query caches,
 * and the last message from an owner is returned for the page to announce, with whether the stream is open. EventSource reconnects by itself and
 * resumes with Last-Event-ID; when it gives up (or never worked), the messages are read again whenever the page
 * comes back into view, and a new stream is tried.
 */
export function useMessageStream(enabled: boolean): {
  received: LiveMessageEvent | null;
  connected: boolean;
} {
  const client = useQueryClient();
  const [received, setReceived] = useState<LiveMessageEvent | null>(null);
  const [connected, setConnected] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(MESSAGE_STREAM_URL);
    let broken = false;
    let opened = false;
    source.addEventListener('message', (event) => {
      const live = parseLiveMessage(event.data);
      if (!live) return;
      applyMessage(client, live.message);
      if (live.message.author === 'owner') setReceived(live);
    });
    source.addEventListener('read', (event) => {
      const mark = parseLiveReadMark(event.data);
      if (mark) applyReadMark(client, mark);
    });
    source.addEventListener('open', () => {
      broken = false;
      setConnected(true);
      // The stream starts from now: what happened between the page's reads and now is read again, once.
      if (!opened) void refetchConversations(client);
      opened = true;
    });
    source.addEventListener('error', () => {
      broken = source.readyState !== EventSource.OPEN;
      setConnected(!broken);
    });
    const onBackInView = () => {
      if (document.visibilityState !== 'visible' || !broken) return;
      void refetchConversations(client);
      if (source.readyState === EventSource.CLOSED) setAttempt((count) => count + 1);
    };
    window.addEventListener('focus', onBackInView);
    document.addEventListener('visibilitychange', onBackInView);
    return () => {
      source.close();
      setConnected(false);
      window.removeEventListener('focus', onBackInView);
      document.removeEventListener('visibilitychange', onBackInView);
    };
  }, [client, enabled, attempt]);

  return { received, connected };
}
