import { hostname } from 'node:os';
import type { EventStore, LogPosition, Projection, RecordedEvent } from '@grandtour/commands';
import { compareLogPositions } from '@grandtour/commands';
import type pg from 'pg';
import { liveFeed, pollingFeed, type LogFeed } from './log-feed.ts';

export interface ProjectionRunnerOptions {
  pool: pg.Pool;
  store: EventStore;
  projections: readonly Projection[];
  batchSize?: number;
  pollIntervalMs?: number;
  /** Shown in status as the process that last advanced a projection. */
  owner?: string;
}

export interface ProjectionRunner {
  /** Processes one batch of each projection; returns how many events were read. */
  runOnce(): Promise<number>;
  /** Runs until everything currently in the log is projected. */
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

async function readCheckpoint(
  sql: pg.Pool | pg.PoolClient,
  name: string,
  lock = false,
): Promise<LogPosition | undefined> {
  const { rows } = await sql.query(
    `SELECT commit_position::text AS commit, prepare_position::text AS prepare
       FROM projection_checkpoints WHERE name = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [name],
  );
  const row = rows[0] as { commit: string; prepare: string } | undefined;
  return row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : undefined;
}

const samePosition = (a: LogPosition | undefined, b: LogPosition | undefined) =>
  a?.commit === b?.commit && a?.prepare === b?.prepare;

/**
 * Feeds the global log to asynchronous projections. Each batch is applied in one transaction together with the
 * new checkpoint, so a crash never loses or doubles a row. The batch's transaction takes a PostgreSQL advisory
 * lock on the projection, so only one runner across all processes applies a given projection at a time; a
 * runner that finds the checkpoint moved since it read the batch drops the batch.
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
  const waiters = new Set<Waiter>();
  let interruptNap: (() => void) | undefined;
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      interruptNap = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function applyBatch(
    projection: Projection,
    expected: LogPosition | undefined,
    events: RecordedEvent[],
  ) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [
        projectionLockKey(projection.name),
      ]);
      const current = await readCheckpoint(client, projection.name, true);
      if (!rows[0]?.locked || !samePosition(current, expected)) {
        await client.query('ROLLBACK');
        return false;
      }
      for (const event of events) {
        if ((projection.handles as readonly string[]).includes(event.type))
          await projection.apply(event, client);
      }
      const last = events.at(-1)!.metadata.logPosition;
      await client.query(
        `INSERT INTO projection_checkpoints (name, commit_position, prepare_position, owner, updated_at)
         VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (name) DO UPDATE SET commit_position = $2, prepare_position = $3, owner = $4, updated_at = now()`,
        [projection.name, last.commit.toString(), last.prepare.toString(), owner],
      );
      await client.query('COMMIT');
      return true;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async function runProjectionOnce(projection: Projection, source: LogFeed) {
    const checkpoint = await readCheckpoint(pool, projection.name);
    known.set(projection.name, checkpoint);
    const events = await source.read(checkpoint, batchSize);
    if (events.length === 0) return { read: 0, contended: false };
    if (!(await applyBatch(projection, checkpoint, events))) return { read: 0, contended: true };
    known.set(projection.name, events.at(-1)!.metadata.logPosition);
    return { read: events.length, contended: false };
  }

  const passed = (position: LogPosition) =>
    projections.every((projection) => {
      const checkpoint = known.get(projection.name);
      return checkpoint !== undefined && compareLogPositions(checkpoint, position) >= 0;
    });

  async function runRound(source: LogFeed) {
    let read = 0;
    let contended = false;
    for (const projection of projections) {
      const outcome = await runProjectionOnce(projection, source);
      read += outcome.read;
      contended ||= outcome.contended;
    }
    for (const waiter of waiters) if (passed(waiter.position)) waiter.resolve();
    const slowest = projections
      .map((projection) => known.get(projection.name))
      .reduce((a, b) =>
        a === undefined || b === undefined ? undefined : compareLogPositions(a, b) <= 0 ? a : b,
      );
    source.release(slowest);
    return { read, contended };
  }

  const polling = pollingFeed(store);
  const runOnce = async () => (await runRound(polling)).read;

  async function loop(source: LogFeed) {
    while (!stopped) {
      try {
        const { read, contended } = await runRound(source);
        if (read > 0) continue;
        if (contended) await nap(CONTENDED_RETRY_MS);
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
