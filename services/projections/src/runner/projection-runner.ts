import { hostname } from 'node:os';
import type { EventStore, LogPosition, Projection, RecordedEvent } from '@grandtour/commands';
import type pg from 'pg';

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
  start(): void;
  stop(): Promise<void>;
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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

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

  async function runProjectionOnce(projection: Projection): Promise<number> {
    const checkpoint = await readCheckpoint(pool, projection.name);
    const events = await store.readAll({ after: checkpoint, limit: batchSize });
    if (events.length === 0) return 0;
    return (await applyBatch(projection, checkpoint, events)) ? events.length : 0;
  }

  async function runOnce(): Promise<number> {
    let read = 0;
    for (const projection of projections) read += await runProjectionOnce(projection);
    return read;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .then((read) => schedule(read > 0 ? 0 : (options.pollIntervalMs ?? 250)))
        .catch((error: Error) => {
          console.error(`Projection runner: ${error.message}`);
          schedule(2000);
        });
    }, delay);
  }

  return {
    runOnce,
    async catchUp() {
      while ((await runOnce()) > 0);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
