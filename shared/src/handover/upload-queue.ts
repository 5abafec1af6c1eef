import { HandoverApiError, type HandoverClient } from './handover-client.ts';
import type { HandoverReport } from './handover.schema.ts';
import type { PendingPhotoStore } from './pending-photos.ts';

/** A photo on its way: `sending`, `waiting` to be sent again (after a failure or offline), or `refused` for good. */
export interface SlotUpload {
  slot: string;
  file: Blob;
  status: 'sending' | 'waiting' | 'refused';
  attempts: number;
  error: HandoverApiError | null;
}

export interface HandoverQueueState {
  /** As the server last told it; null until first read. */
  report: HandoverReport | null;
  /** The photos not yet on the server, by slot (a slot the server has and nothing pending is not here). */
  uploads: Readonly<Record<string, SlotUpload>>;
  /** The report could not be read (the page shows it and offers to try again). */
  loadError: HandoverApiError | null;
}

interface Pending extends SlotUpload {
  key: string;
  /** The slot's photo on the server when this one was taken: a different one since means this one arrived. */
  before: string | null;
  /** Not to be sent before (ms since epoch). */
  notBefore: number;
}

export interface HandoverUploadQueueOptions {
  client: HandoverClient;
  onChange: (state: HandoverQueueState) => void;
  newKey: () => string;
  /** The waits between tries; the last one repeats. */
  backoffMs?: readonly number[];
  /** Where `online` is heard (the window); none in tests that do not need it. */
  connectivity?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  now?: () => number;
  /** Where photos not yet sent outlive the page (IndexedDB); none: they wait in memory only. */
  pendingPhotos?: PendingPhotoStore | null;
}

export const HANDOVER_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export type HandoverUploadQueue = ReturnType<typeof createHandoverUploadQueue>;

/**
 * The photos of a handover report, each its own upload to its slot (decision 87), one at a time: a failure without
 * a final answer (no network, a server error) waits and tries again with the same Idempotency-Key, sooner when the
 * browser is back `online`. Before a photo is sent again the report is read: a photo the server has since the
 * upload began is not sent twice. The flow's state is the server's report, so a page opened again resumes there;
 * the photos not sent yet are kept in `pendingPhotos` and go when the page is opened again (after a reload, a closed
 * tab, a restarted phone), under the Idempotency-Key they were first sent with.
 */
export function createHandoverUploadQueue(options: HandoverUploadQueueOptions) {
  const { client, onChange, newKey } = options;
  const backoff = options.backoffMs ?? HANDOVER_BACKOFF_MS;
  const now = options.now ?? (() => Date.now());
  const connectivity = options.connectivity === undefined ? browserWindow() : options.connectivity;
  const kept = options.pendingPhotos ?? null;

  let report: HandoverReport | null = null;
  let loadError: HandoverApiError | null = null;
  const pending = new Map<string, Pending>();
  let running = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  /** Off the queue (arrived, refused for good, discarded): off the kept photos too, unless a newer one replaced it. */
  function forget(item: Pending) {
    if (pending.get(item.slot) === item && item.status !== 'refused') pending.delete(item.slot);
    void kept?.remove(item.slot, item.key).catch(() => undefined);
  }

  /** The photos a page closed before sending, back in the queue; each may have arrived, so the report is read first. */
  async function restore() {
    const photos = await kept?.list().catch(() => []);
    for (const photo of photos ?? []) {
      if (pending.has(photo.slot)) continue;
      pending.set(photo.slot, {
        ...photo,
        status: 'waiting',
        attempts: 1,
        error: null,
        notBefore: now(),
      });
    }
    emit();
  }

  const photoOf = (slot: string) => report?.slots.find((entry) => entry.slot === slot)?.sha256 ?? null;

  function emit() {
    const uploads: Record<string, SlotUpload> = {};
    for (const [slot, item] of pending) {
      const { slot: _slot, file, status, attempts, error } = item;
      uploads[slot] = { slot, file, status, attempts, error };
    }
    onChange({ report, uploads, loadError });
  }

  function setReport(next: HandoverReport) {
    report = next;
    loadError = null;
  }

  async function refresh() {
    try {
      setReport(await client.report());
    } catch (error) {
      loadError = asApiError(error);
      throw loadError;
    } finally {
      emit();
    }
  }

  function schedule() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (disposed) return;
    const waits = [...pending.values()].filter((item) => item.status === 'waiting');
    if (waits.length === 0) return;
    const soonest = Math.min(...waits.map((item) => item.notBefore));
    timer = setTimeout(() => void pump(), Math.max(0, soonest - now()));
  }

  async function sendOne(item: Pending) {
    item.status = 'sending';
    item.attempts += 1;
    emit();
    try {
      if (item.attempts > 1) {
        // Sent before without an answer: it may have arrived.
        setReport(await client.report());
        const current = photoOf(item.slot);
        if (current !== null && current !== item.before) {
          forget(item);
          return;
        }
      }
      const answer = await client.putPhoto(item.slot, item.file, item.key);
      // A newer photo for the slot may have been taken while this one was on its way.
      forget(item);
      setReport(answer);
    } catch (error) {
      const failure = asApiError(error);
      if (pending.get(item.slot) !== item) return;
      item.error = failure;
      if (failure.transient) {
        item.status = 'waiting';
        const wait = backoff[Math.min(item.attempts - 1, backoff.length - 1)]!;
        item.notBefore = now() + Math.max(wait, retryAfterMs(failure));
      } else {
        item.status = 'refused';
        forget(item);
      }
    }
  }

  async function pump() {
    if (running || disposed) return;
    running = true;
    try {
      for (;;) {
        const next = [...pending.values()].find(
          (item) => item.status === 'waiting' && item.notBefore <= now(),
        );
        if (!next || disposed) break;
        await sendOne(next);
        emit();
      }
    } finally {
      running = false;
      schedule();
    }
  }

  /** Back online: everything waiting goes now. */
  function retryNow() {
    for (const item of pending.values()) if (item.status === 'waiting') item.notBefore = now();
    void pump();
  }
  const onOnline = () => retryNow();

  return {
    /**
     * Takes back the photos kept from a page closed before they went, listens for `online` and reads the report: the
     * page starts from what the server has. Again after dispose.
     */
    async start() {
      disposed = false;
      connectivity?.removeEventListener('online', onOnline);
      connectivity?.addEventListener('online', onOnline);
      await restore();
      void pump();
      return refresh();
    },
    refresh,
    /** A report answered by another call (readings, damage, signature). */
    setReport(next: HandoverReport) {
      setReport(next);
      emit();
    },
    /** A photo for `slot`: replaces one still pending for it, and is sent as soon as the queue gets to it. */
    add(slot: string, file: Blob) {
      const item: Pending = {
        slot,
        file,
        status: 'waiting',
        attempts: 0,
        error: null,
        key: newKey(),
        before: photoOf(slot),
        notBefore: now(),
      };
      pending.set(slot, item);
      void kept?.put({ slot, file, key: item.key, before: item.before }).catch(() => undefined);
      emit();
      void pump();
    },
    /** Drops a refused photo (to take another). */
    discard(slot: string) {
      const item = pending.get(slot);
      if (item && item.status !== 'sending') {
        pending.delete(slot);
        forget(item);
      }
      emit();
    },
    retryNow,
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
      connectivity?.removeEventListener('online', onOnline);
    },
  };
}

/** A rate limit says when to come back (`details.retryAfterSeconds`); sooner would be refused again. */
function retryAfterMs(failure: HandoverApiError): number {
  const seconds = (failure.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 : 0;
}

function asApiError(error: unknown): HandoverApiError {
  if (error instanceof HandoverApiError) return error;
  return new HandoverApiError(0, 'network', error instanceof Error ? error.message : String(error));
}

/** The browser's window where there is one (the queue also runs in Node tests). */
function browserWindow(): Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null {
  const candidate = globalThis as Partial<EventTarget>;
  return typeof candidate.addEventListener === 'function' &&
    typeof candidate.removeEventListener === 'function'
    ? (candidate as EventTarget)
    : null;
}
