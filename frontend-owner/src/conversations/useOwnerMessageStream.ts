import { parseLiveMessage, parseLiveReadMark, type LiveMessageEvent } from '@grandtour/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { applyMessage, applyReadMark, refetchConversations, refetchInbox } from './applyToCaches.ts';

export const OWNER_MESSAGE_STREAM_URL = '/api/owner/messages/stream';
/** A burst of messages the caches cannot place by themselves costs one read of the inbox. */
const COALESCE_MS = 250;
/** After the browser gave up (a 503 when the server holds too many streams): wait, doubling, then open again. */
const FIRST_REOPEN_MS = 5_000;
const LAST_REOPEN_MS = 60_000;

function coalesced(client: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule() {
      timer ??= setTimeout(() => {
        timer = undefined;
        void refetchInbox(client);
      }, COALESCE_MS);
    },
    cancel: () => clearTimeout(timer),
  };
}

/**
 * Follows the owner's conversations live (decisions 94 and 95) wherever the back office is open: each `message` and
 * `read` goes into react-admin's caches, and the customer's last message is returned for the page to announce.
 * EventSource reconnects by itself and resumes with Last-Event-ID; when it gives up (503, network gone), a new
 * stream is opened later, or as soon as the page comes back into view, and the conversations are read again.
 */
export function useOwnerMessageStream(): { received: LiveMessageEvent | null; connected: boolean } {
  const client = useQueryClient();
  const [received, setReceived] = useState<LiveMessageEvent | null>(null);
  const [connected, setConnected] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(OWNER_MESSAGE_STREAM_URL);
    const inbox = coalesced(client);
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    source.addEventListener('message', (event) => {
      const live = parseLiveMessage(event.data);
      if (!live) return;
      if (applyMessage(client, live.message)) inbox.schedule();
      if (live.message.author === 'customer') setReceived(live);
    });
    source.addEventListener('read', (event) => {
      const mark = parseLiveReadMark(event.data);
      if (mark && applyReadMark(client, mark)) inbox.schedule();
    });
    source.addEventListener('open', () => {
      setConnected(true);
      failures.current = 0;
      // The stream starts from now: what happened before it opened is read again, once.
      if (!opened) void refetchConversations(client);
      opened = true;
    });
    source.addEventListener('error', () => {
      setConnected(source.readyState === EventSource.OPEN);
      if (source.readyState !== EventSource.CLOSED || reopen) return;
      const delay = Math.min(FIRST_REOPEN_MS * 2 ** failures.current++, LAST_REOPEN_MS);
      reopen = setTimeout(() => setAttempt((count) => count + 1), delay);
    });
    const onBackInView = () => {
      if (document.visibilityState !== 'visible' || source.readyState !== EventSource.CLOSED) return;
      clearTimeout(reopen);
      setAttempt((count) => count + 1);
    };
    window.addEventListener('focus', onBackInView);
    document.addEventListener('visibilitychange', onBackInView);
    return () => {
      source.close();
      inbox.cancel();
      clearTimeout(reopen);
      setConnected(false);
      window.removeEventListener('focus', onBackInView);
      document.removeEventListener('visibilitychange', onBackInView);
    };
  }, [client, attempt]);

  return { received, connected };
}
