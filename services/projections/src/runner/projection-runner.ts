import { hostname } from 'node:os';
import type { EventStore, LogPosition, Projection, RecordedEvent } from '@grandtour/event-store';
import { compareLogPositions } from '@grandtour/event-store';
import { inSpanFrom, logJsonLine, traceIdOf } from '@grandtour/platform/tracing';
import type pg from 'pg';
import { liveFeed, pollingFeed, type LogFeed } from './log-feed.ts';
import {
  clearFailure,
  DEFAULT_RETRY_BACKOFF,
  readProjectionState,
  recordFailure,
  type RetryBackoff,
} from './projection-failures.ts';

export interface ProjectionRunnerOptions {
  pool: pg.Pool;
  store: EventStore;
  projections: readonly Projection[];
  batchSize?: number;
  pollIntervalMs?: number;
  /** Shown in status as the process that last advanced a projection. */
  owner?: string;
  /** How long a projection stopped at an event waits before each new try (doubling up to `maxMs`). */
  retryBackoff?: RetryBackoff;
}

export interface ProjectionRunner {
  /** Processes one batch of each projection; returns how many events their checkpoints moved past. */
  runOnce(): Promise<number>;
  /** Runs until everything currently in the log is projected (up to the event a stopped projection is at). */
  catchUp(): Promise<void>;
  /**
   * Resolves once every projection of this runner has passed `position`, whichever process applied it (the runner
   * must be started); rejects after `timeoutMs`.
   */
  waitFor(position: LogPosition, timeoutMs?: number): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/** A batch another runner holds the lock for is retried this soon, so its waiting commands learn of it quickly. */
const CONTENDED_RETRY_MS = 15;

interface Waiter {
  position: LogPosition;
  resolve(): void;
}

/** The advisory lock a projection's writer holds for the length of a batch (the runner's, a rebuild's swap). */
export const projectionLockKey = (name: string) => `projection:${name}`;

async function readCheckpoint(sql: pg.PoolClient, name: string): Promise<LogPosition | undefined> {
  const { rows } = await sql.query(
    `SELECT commit_position::text AS commit, prepare_position::text AS prepare
       FROM projection_checkpoints WHERE name = $1 FOR UPDATE`,
    [name],
  );
  const row = rows[0] as { commit: string; prepare: string } | undefined;
  return row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : undefined;
}

/** A projection's own handler threw on this event (not the runner's reads and writes around it). */
class EventNotApplied extends Error {
  constructor(
    readonly event: RecordedEvent,
    override readonly cause: unknown,
  ) {
    super(`could not apply ${event.type} at ${event.metadata.streamName}@${event.metadata.streamPosition}`);
  }
}

type BatchOutcome =
  /** Another runner holds the projection, or moved it since the batch was read: nothing done. */
  | { applied: 'none' }
  | { applied: 'all' }
  /** The handler failed on the event after the first `count`: they are in, the checkpoint just before it. */
  | { applied: 'some'; count: number };

const spanAttributes = (projection: Projection, event: RecordedEvent) => ({
  'projection.name': projection.name,
  'event.type': event.type,
  'event.id': event.metadata.eventId,
  'event_store.stream': event.metadata.streamName,
});

const samePosition = (a: LogPosition | undefined, b: LogPosition | undefined) =>
  a?.commit === b?.commit && a?.prepare === b?.prepare;

/**
 * Feeds the global log to asynchronous projections. Each batch is applied in one transaction together with the
 * new checkpoint, so a crash never loses or doubles a row. The batch's transaction takes a PostgreSQL advisory
 * lock on the projection, so only one runner across all processes applies a given projection at a time; a
 * runner that finds the checkpoint moved since it read the batch drops the batch. A projection whose handler
 * throws stops at that event alone (projection_failures) and is tried again with back-off; the others go on.
 */
export function createProjectionRunner(options: ProjectionRunnerOptions): ProjectionRunner {
  const { pool, store, projections } = options;
  const batchSize = options.batchSize ?? 500;
  const owner = options.owner ?? `${hostname()}:${process.pid}`;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let feed: LogFeed | undefined;
  // The last checkpoint seen for each projection, and the commands waiting for them to pass a position.
  const known = new Map<string, LogPosition | undefined>();
  // Projections stopped at an event they could not apply (projection_failures), as last read.
  const stoppedAtEvent = new Set<string>();
  const waiters = new Set<Waiter>();
  const polling = pollingFeed(store);
  const retryBackoff = options.retryBackoff ?? DEFAULT_RETRY_BACKOFF;
  let interruptNap: (() => void) | undefined;
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      interruptNap = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /**
   * Applies `events` and moves the checkpoint to the last one, in one transaction; with `failure`, records that the
   * projection stopped at that event (after these). False when another runner holds the projection or moved it.
   */
  async function commit(
    projection: Projection,
    expected: LogPosition | undefined,
    events: readonly RecordedEvent[],
    failure?: EventNotApplied,
  ): Promise<boolean> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [
        projectionLockKey(projection.name),
      ]);
      if (!rows[0]?.locked || !samePosition(await readCheckpoint(client, projection.name), expected)) {
        await client.query('ROLLBACK');
        return false;
      }
      for (const event of events) {
        if (!(projection.handles as readonly string[]).includes(event.type)) continue;
        try {
          await inSpanFrom(
            event.metadata.traceparent,
            `project ${projection.name}`,
            spanAttributes(projection, event),
            () => projection.apply(event, client),
          );
        } catch (error) {
          throw new EventNotApplied(event, error);
        }
      }
      const last = events.at(-1)?.metadata.logPosition;
      if (last)
        await client.query(
          `INSERT INTO projection_checkpoints (name, commit_position, prepare_position, owner, updated_at)
           VALUES ($1, $2, $3, $4, now())
           ON CONFLICT (name) DO UPDATE SET commit_position = $2, prepare_position = $3, owner = $4, updated_at = now()`,
          [projection.name, last.commit.toString(), last.prepare.toString(), owner],
        );
      if (failure) {
        const { attempts, retryInMs } = await recordFailure(client, {
          name: projection.name,
          event: failure.event,
          error: failure.cause,
          owner,
          backoff: retryBackoff,
        });
        logJsonLine(
          'error',
          `Projection ${projection.name} stopped at ${failure.message}: ${(failure.cause as Error)?.message ?? String(failure.cause)} ` +
            `(attempt ${attempts}, next in ${Math.round(retryInMs / 1000)} s; the other projections carry on)`,
          {
            projection: projection.name,
            event_id: failure.event.metadata.eventId,
            ...traceIdOf(failure.event),
          },
        );
      } else await clearFailure(client, projection.name);
      await client.query('COMMIT');
      return true;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * The batch in one transaction. When the projection's handler throws, that transaction is rolled back and the
   * events before the failing one are applied again without it, so the projection stops exactly at that event (the
   * failure recorded with them); were one of those to fail this time, it stops there instead.
   */
  async function applyBatch(
    projection: Projection,
    expected: LogPosition | undefined,
    events: RecordedEvent[],
  ): Promise<BatchOutcome> {
    let batch = events;
    let failure: EventNotApplied | undefined;
    for (;;) {
      try {
        if (!(await commit(projection, expected, batch, failure))) return { applied: 'none' };
        return failure ? { applied: 'some', count: batch.length } : { applied: 'all' };
      } catch (error) {
        if (!(error instanceof EventNotApplied)) throw error;
        failure = error;
        batch = batch.slice(0, batch.indexOf(error.event));
      }
    }
  }

  /** A projection's turn: its next batch, unless it is stopped at an event and its next try is not due yet. */
  async function runProjectionOnce(projection: Projection, source: LogFeed) {
    const { checkpoint, stopped: failing } = await readProjectionState(pool, projection.name);
    known.set(projection.name, checkpoint);
    if (failing) stoppedAtEvent.add(projection.name);
    else stoppedAtEvent.delete(projection.name);
    if (failing && !failing.due) return { read: 0, contended: false };
    // A stopped projection reads its retry on its own, so the shared subscription never waits for it.
    const events = await (failing ? polling : source).read(checkpoint, batchSize);
    if (events.length === 0) return { read: 0, contended: false };
    const outcome = await applyBatch(projection, checkpoint, events);
    if (outcome.applied === 'none') return { read: 0, contended: true };
    const count = outcome.applied === 'all' ? events.length : outcome.count;
    if (count > 0) known.set(projection.name, events[count - 1]!.metadata.logPosition);
    if (outcome.applied === 'all') stoppedAtEvent.delete(projection.name);
    else stoppedAtEvent.add(projection.name);
    return { read: count, contended: false };
  }

  const passed = (position: LogPosition) =>
    projections.every((projection) => {
      const checkpoint = known.get(projection.name);
      return checkpoint !== undefined && compareLogPositions(checkpoint, position) >= 0;
    });

  /** One turn of each projection; one that throws (its database gone, say) leaves the others their turn. */
  async function runRound(source: LogFeed) {
    let read = 0;
    let contended = false;
    let failed = false;
    for (const projection of projections) {
      try {
        const outcome = await runProjectionOnce(projection, source);
        read += outcome.read;
        contended ||= outcome.contended;
      } catch (error) {
        failed = true;
        console.error(`Projection runner (${projection.name}): ${(error as Error).message}`);
      }
    }
    for (const waiter of waiters) if (passed(waiter.position)) waiter.resolve();
    // What the shared feed may forget: a stopped projection reads its retries on its own.
    const positions = projections
      .filter((projection) => !stoppedAtEvent.has(projection.name))
      .map((projection) => known.get(projection.name));
    if (positions.length > 0 && positions.every((position) => position !== undefined))
      source.release(positions.reduce((a, b) => (compareLogPositions(a, b) <= 0 ? a : b)));
    return { read, contended, failed };
  }

  const runOnce = async () => (await runRound(polling)).read;

  async function loop(source: LogFeed) {
    while (!stopped) {
      try {
        const { read, contended, failed } = await runRound(source);
        if (failed) await nap(2000);
        else if (read > 0) continue;
        else if (contended) await nap(CONTENDED_RETRY_MS);
        else await source.idle(options.pollIntervalMs ?? 250);
      } catch (error) {
        console.error(`Projection runner: ${(error as Error).message}`);
        await nap(2000);
      }
    }
  }

  return {
    runOnce,
    async catchUp() {
      while ((await runOnce()) > 0);
    },
    waitFor(position, timeoutMs = 10_000) {
      if (passed(position)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const waiter: Waiter = {
          position,
          resolve() {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve();
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`Read models did not reach the write within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    start() {
      if (!stopped) return;
      stopped = false;
      feed = liveFeed(store);
      running = loop(feed);
    },
    async stop() {
      stopped = true;
      interruptNap?.();
      await feed?.close();
      await running;
      feed = undefined;
    },
  };
}
