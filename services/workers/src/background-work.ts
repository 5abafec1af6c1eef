import type { EventStore } from '@grandtour/event-store';
import type { ErasureConfirmationTokens, ExportLinkTokens, ObjectStore } from '@grandtour/platform';
import type pg from 'pg';
import type { BookingSweeper } from './booking-sweeper.ts';
import type { Mailer } from './mail/mailer.ts';
import { createNotificationReactor, type NotificationReactor } from './notifications/notification-reactor.ts';
import {
  NOTIFICATIONS_QUEUE,
  NotificationJobSchema,
  type NotificationJob,
} from './notifications/notification-jobs.ts';
import { createNotificationSender } from './notifications/notification-sender.ts';
import { typedQueue, type JobQueue, type JobWorker, type QueuedJob } from './queue/job-queue.ts';
import { z } from 'zod';

export const SCHEDULED_QUEUE = 'scheduled';
const ScheduledJobSchema = z.object({ task: z.literal('booking-sweep') });

export interface BackgroundWorkOptions {
  pool: pg.Pool;
  store: EventStore;
  queue: JobQueue;
  mailer: Mailer;
  /** The evidence store: the handover reports' photos and signatures, drawn in their PDFs. */
  objects: ObjectStore;
  clock: () => Date;
  publicUrl: string;
  supportEmail: string;
  /** Seals guests' download links to their data (decision 99). */
  exportLinks: ExportLinkTokens;
  concurrency: number;
  attempts: number;
  /** Server-side prepared statements (not on the embedded database; see `StatementOptions`). */
  namedStatements: boolean;
  /** First retry of a failed e-mail after this long, doubling each time. */
  backoffMs?: number;
  /** The booking's scheduled transitions, run as a repeatable job every `sweepEveryMs`. */
  sweeper?: BookingSweeper;
  sweepEveryMs?: number;
  requeueAfterMs?: number;
  onError?: (error: Error) => void;
  /** Signs the links that confirm an account's erasure (decision 99). */
  erasureTokens: ErasureConfirmationTokens;
  /** Called as a worker takes an e-mail job (the bench measures queue waits with it). */
  onJobStarted?: (job: QueuedJob<NotificationJob>) => void;
}

export interface BackgroundWork {
  reactor: NotificationReactor;
  queue: JobQueue;
  start(): Promise<void>;
  /** Graceful: stops reacting and taking jobs, lets the running ones finish. */
  stop(): Promise<void>;
}

/** The notification reactor, the e-mail workers and the scheduled booking work, on one job queue (decision 24). */
export function createBackgroundWork(options: BackgroundWorkOptions): BackgroundWork {
  const { queue } = options;
  const reactor = createNotificationReactor({
    pool: options.pool,
    store: options.store,
    queue,
    clock: options.clock,
    attempts: options.attempts,
    backoffMs: options.backoffMs ?? 5_000,
    requeueAfterMs: options.requeueAfterMs,
    onError: options.onError,
  });
  const sender = createNotificationSender({
    pool: options.pool,
    store: options.store,
    mailer: options.mailer,
    objects: options.objects,
    clock: options.clock,
    publicUrl: options.publicUrl,
    supportEmail: options.supportEmail,
    exportLinks: options.exportLinks,
    attempts: options.attempts,
    statements: { named: options.namedStatements },
    erasureTokens: options.erasureTokens,
  });
  const notifications = typedQueue(queue, NOTIFICATIONS_QUEUE, NotificationJobSchema, (job) => job.template);
  const scheduled = typedQueue(queue, SCHEDULED_QUEUE, ScheduledJobSchema, (job) => job.task);
  const workers: JobWorker[] = [];
  let keepScheduled: NodeJS.Timeout | undefined;

  return {
    reactor,
    queue,
    async start() {
      await queue.connect();
      await reactor.initialise();
      reactor.start();
      workers.push(
        notifications.process((job) => {
          options.onJobStarted?.(job);
          return sender.handle(job);
        }, options.concurrency),
      );
      if (options.sweeper) {
        const sweeper = options.sweeper;
        const register = () =>
          queue.repeat(SCHEDULED_QUEUE, 'booking-sweep', options.sweepEveryMs ?? 30_000, {
            task: 'booking-sweep',
          });
        await register();
        // A Redis that restarted empty forgot the schedule: registering again is harmless, so do it now and then.
        keepScheduled = setInterval(
          () => void register().catch((error: Error) => options.onError?.(error)),
          60_000,
        );
        keepScheduled.unref();
        workers.push(scheduled.process(async () => void (await sweeper.sweepOnce()), 1));
      }
    },
    async stop() {
      clearInterval(keepScheduled);
      await reactor.stop();
      await Promise.all(workers.splice(0).map((worker) => worker.close()));
    },
  };
}
