import {
  createHandoverUploadQueue,
  handoverBaseUrl,
  handoverClient,
  type HandoverPhase,
  type HandoverQueueState,
} from '@grandtour/shared';
import { useEffect, useMemo, useState } from 'react';
import { newIdempotencyKey } from '../../api/idempotencyKey.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

const FOLLOW_MS = 5_000;

/**
 * The customer's side of one report: its endpoints and the photos' upload queue, started from the server's report
 * and read again every few seconds until it is sealed (the owner fills it in on their phone meanwhile).
 */
export function useCustomerHandover(bookingId: string, phase: HandoverPhase, enabled: boolean) {
  const { language } = useLanguage();
  const client = useMemo(
    () =>
      handoverClient({
        baseUrl: handoverBaseUrl('customer', bookingId, phase),
        language: () => language,
        newKey: newIdempotencyKey,
      }),
    [bookingId, phase, language],
  );
  const [state, setState] = useState<HandoverQueueState>({ report: null, uploads: {}, loadError: null });
  const queue = useMemo(
    () => createHandoverUploadQueue({ client, onChange: setState, newKey: newIdempotencyKey }),
    [client],
  );
  useEffect(() => {
    if (!enabled) return;
    queue.start().catch(() => undefined);
    return () => queue.dispose();
  }, [queue, enabled]);
  const sealed = state.report?.sealed ?? false;
  useEffect(() => {
    if (!enabled || sealed) return;
    const timer = setInterval(() => void queue.refresh().catch(() => undefined), FOLLOW_MS);
    return () => clearInterval(timer);
  }, [queue, enabled, sealed]);
  return { client, queue, state };
}

export type CustomerHandover = ReturnType<typeof useCustomerHandover>;
