import {
  createHandoverUploadQueue,
  handoverBaseUrl,
  handoverClient,
  indexedDbPendingPhotos,
  type HandoverClient,
  type HandoverPhase,
  type HandoverQueueState,
  type HandoverUploadQueue,
} from '@grandtour/shared';
import { useEffect, useMemo, useState } from 'react';
import { useLocaleState } from 'react-admin';

export interface Handover {
  client: HandoverClient;
  queue: HandoverUploadQueue;
  state: HandoverQueueState;
}

/**
 * One booking's report for its owner: the client of its endpoints and its photos' upload queue, started from the
 * server's report (opened again, the flow resumes where the server says it stands).
 */
export function useHandover(bookingId: string, phase: HandoverPhase): Handover {
  const [locale] = useLocaleState();
  const client = useMemo(
    () =>
      handoverClient({
        baseUrl: handoverBaseUrl('owner', bookingId, phase),
        language: () => locale,
        newKey: () => crypto.randomUUID(),
      }),
    [bookingId, phase, locale],
  );
  const [state, setState] = useState<HandoverQueueState>({ report: null, uploads: {}, loadError: null });
  const queue = useMemo(
    () =>
      createHandoverUploadQueue({
        client,
        onChange: setState,
        newKey: () => crypto.randomUUID(),
        pendingPhotos: indexedDbPendingPhotos(`owner:${bookingId}:${phase}`),
      }),
    [client, bookingId, phase],
  );
  useEffect(() => {
    queue.start().catch(() => undefined);
    return () => queue.dispose();
  }, [queue]);
  return { client, queue, state };
}

/** Whether the browser says it is offline (photos then wait for the `online` event). */
export function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}
