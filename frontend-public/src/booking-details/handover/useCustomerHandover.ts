import {
  createHandoverUploadQueue,
  handoverBaseUrl,
  handoverClient,
  indexedDbPendingPhotos,
  type HandoverPhase,
  type HandoverQueueState,
} from '@grandtour/shared';
import { useEffect, useMemo, useState } from 'react';
import { newIdempotencyKey } from '../../api/idempotencyKey.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';

const FOLLOW_MS = 5_000;

/**
 * The customer's side of one report: its endpoints and the photos' upload queue, started from the server's report
 * and read again every few seconds once begun until it is sealed (the owner fills it in on their phone meanwhile).
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
    () =>
      createHandoverUploadQueue({
        client,
        onChange: setState,
        newKey: newIdempotencyKey,
        pendingPhotos: indexedDbPendingPhotos(`customer:${bookingId}:${phase}`),
      }),
    [client, bookingId, phase],
  );
  useEffect(() => {
    if (!enabled) return;
    queue.start().catch(() => undefined);
    return () => queue.dispose();
  }, [queue, enabled]);
  // Followed while the owner is filling it in; one not started is read again when the page is looked at again.
  const report = state.report;
  const following =
    report !== null &&
    !report.sealed &&
    (report.readings !== null || report.signatures.length > 0 || report.slots.some((slot) => slot.sha256));
  useEffect(() => {
    if (!enabled) return;
    const again = () => void queue.refresh().catch(() => undefined);
    const onVisible = () => document.visibilityState === 'visible' && again();
    document.addEventListener('visibilitychange', onVisible);
    const timer = following ? setInterval(again, FOLLOW_MS) : undefined;
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, [queue, enabled, following]);
  return { client, queue, state };
}

export type CustomerHandover = ReturnType<typeof useCustomerHandover>;
