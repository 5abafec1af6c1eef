import { randomUUID } from 'node:crypto';
import { notificationBatchStreamName, type NotificationSent } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';

/**
 * Appends `NotificationSent` events in small batches: the e-mails that finish sending in the same few milliseconds
 * share one append (one transaction, its own stream), instead of one transaction each. Each caller still waits for
 * its event to be written before its job completes.
 */
export function createNotificationRecorder(options: {
  store: EventStore;
  maxBatch?: number;
  lingerMs?: number;
}) {
  const maxBatch = options.maxBatch ?? 100;
  const lingerMs = options.lingerMs ?? 2;
  let pending: { event: NotificationSent; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let timer: NodeJS.Timeout | undefined;

  async function flush() {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    try {
      await options.store.appendToStream(
        notificationBatchStreamName(randomUUID()),
        batch.map(({ event }) => event),
        { expectedVersion: 0 },
      );
      for (const { resolve } of batch) resolve();
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }

  return {
    record(event: NotificationSent): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        pending.push({ event, resolve, reject });
        if (pending.length >= maxBatch) void flush();
        else timer ??= setTimeout(() => void flush(), lingerMs);
      });
    },
    flush,
  };
}
export type NotificationRecorder = ReturnType<typeof createNotificationRecorder>;
