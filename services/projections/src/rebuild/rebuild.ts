import { hostname } from 'node:os';
import {
  countEventsAfter,
  inTransaction as inPoolTransaction,
  NO_STATEMENT_TIMEOUT,
  readEventLog,
  type EventStore,
  type LogPosition,
} from '@grandtour/event-store';
import type pg from 'pg';
import { projectionLockKey } from '../runner/projection-runner.ts';
import { applyEvents, recountAll } from './apply-events.ts';
import type { RebuildUnit, RegisteredProjection } from './rebuild-plan.ts';
import {
  analyseShadowTables,
  createShadowTables,
  finishBulkLoad,
  LIVE_SCHEMA,
  swapShadowTables,
} from './shadow-schema.ts';

export type RebuildPhase = 'replaying' | 'indexing' | 'swapping' | 'done';

export interface RebuildProgress {
  unit: string;
  phase: RebuildPhase;
  /** Events applied so far. */
  done: number;
  /** Events of the unit's types in the log when the rebuild started. */
  total: number;
  elapsedMs: number;
}

export interface RebuildResult {
  unit: string;
  projections: string[];
  tables: string[];
  events: number;
  seconds: number;
  eventsPerSecond: number;
  /** Where the rebuilt tables stood in the log when they were swapped in. */
  position: LogPosition | undefined;
  swapAttempts: number;
  /** How long the swap held the live tables' locks (writers wait, readers wait only for the renames at the end). */
  swapMs: number;
}

export interface RebuildOptions {
  pool: pg.Pool;
  store: EventStore;
  unit: RebuildUnit;
  /** Events read per page and applied per transaction. */
  pageSize?: number;
  onProgress?(progress: RebuildProgress): void;
  /** Written as the owner of the async projections' checkpoints. */
  owner?: string;
  /** The pool has a single connection (embedded): none can be set aside for the rebuild's own lock. */
  singleConnection?: boolean;
  /** How long the swap waits for a lock before it lets writers through and tries again. */
  lockTimeoutMs?: number;
  maxSwapAttempts?: number;
}

export class RebuildInProgressError extends Error {
  constructor(readonly unit: string) {
    super(`Another rebuild of ${unit} is running`);
    this.name = 'RebuildInProgressError';
  }
}

const LOCK_NOT_AVAILABLE = '55P03';
const DEADLOCK_DETECTED = '40P01';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A transaction of the rebuild's, free of any statement timeout, with these settings. */
const inTransaction = <T>(pool: pg.Pool, settings: string[], work: (client: pg.PoolClient) => Promise<T>) =>
  inPoolTransaction(pool, work, { settings: [NO_STATEMENT_TIMEOUT, ...settings] });

/**
 * Rebuilds a unit's read models from position 0 while the live ones keep serving: the log is replayed into
 * shadow tables, which then catch up with the head and, in one transaction holding the writers' locks, take the
 * last events and replace the live tables (async projections keep their checkpoint, at the swap's position).
 */
export async function rebuildUnit(options: RebuildOptions): Promise<RebuildResult> {
  const { pool, store, unit } = options;
  const pageSize = options.pageSize ?? 5000;
  const lockTimeoutMs = options.lockTimeoutMs ?? 300;
  const maxSwapAttempts = options.maxSwapAttempts ?? 200;
  const owner = options.owner ?? `rebuild@${hostname()}:${process.pid}`;
  const shadow = unit.shadowSchema;
  const inlineMembers = unit.members.filter((member) => member.inline);
  const asyncMembers = unit.members.filter((member) => !member.inline);
  const startedAt = Date.now();
  let done = 0;
  const total = await countEventsAfter(pool, undefined, unit.types);
  const report = (phase: RebuildPhase) =>
    options.onProgress?.({ unit: unit.name, phase, done, total, elapsedMs: Date.now() - startedAt });
  const inShadow = [`SET LOCAL search_path TO ${shadow}, ${LIVE_SCHEMA}`];

  const guard = options.singleConnection ? undefined : await pool.connect();
  try {
    if (guard) {
      const { rows } = await guard.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
        `rebuild:${shadow}`,
      ]);
      if (!rows[0]?.locked) throw new RebuildInProgressError(unit.name);
    }
    const bulk = unit.members.every((member) => member.projection.applyBatch);
    // Insert-only writers load the first pass without keys; every later page goes in with them.
    const keysLater = bulk && unit.members.every((member) => member.projection.insertOnly);
    const deferredIndexes = await inTransaction(pool, [], (client) =>
      createShadowTables(client, {
        schema: shadow,
        tables: unit.tables,
        sideTables: unit.sideTables,
        // Set-based writers need only the unique indexes while they load; the others are built once, at the end.
        bulk,
        keysLater,
      }),
    );

    // Members that never read a personal field are replayed the log as it is: nothing to open (decision 100).
    const opens = unit.members.some((member) => member.projection.opensPersonalData !== false);
    const read = (after: LogPosition | undefined) =>
      opens
        ? store.readAll({ after, limit: pageSize, types: unit.types })
        : readEventLog(pool, { after, limit: pageSize, types: unit.types, gapFree: true });
    /**
     * Replays from `from` up to the head of the log, reading the next page while this one is applied. A fresh load
     * (insert-only writers, no keys yet) applies two pages at once on two connections: their rows never meet, so
     * the order of their commits does not matter, and the database's work spreads over two cores. The first pass
     * leaves the batches' recounts to `recountAll`.
     */
    async function catchUp(
      from: LogPosition | undefined,
      { fresh = false, deferRecounts = false } = {},
    ): Promise<LogPosition | undefined> {
      const parallel = fresh && !options.singleConnection ? 2 : 1;
      const applying = new Set<Promise<void>>();
      let position = from;
      let next = read(position);
      try {
        for (;;) {
          const events = await next;
          if (events.length === 0) break;
          position = events.at(-1)!.metadata.logPosition;
          next = read(position);
          next.catch(() => undefined);
          const applied = inTransaction(
            pool,
            [...inShadow, 'SET LOCAL synchronous_commit TO off'],
            (client) => applyEvents(client, unit.members, events, { fresh, deferRecounts }),
          ).then(() => {
            applying.delete(applied);
            done += events.length;
            report('replaying');
          });
          applying.add(applied);
          // Awaited below (race, all or allSettled); until then a failure must not count as unhandled.
          applied.catch(() => undefined);
          if (applying.size >= parallel) await Promise.race(applying);
        }
        await Promise.all(applying);
        return position;
      } catch (error) {
        await Promise.allSettled(applying);
        throw error;
      }
    }

    /** Everything after `from` for these members, page by page, on the swap's own connection. */
    async function applyTail(
      client: pg.PoolClient,
      members: readonly RegisteredProjection[],
      from: LogPosition | undefined,
      gapFree: boolean,
    ): Promise<{ position: LogPosition | undefined; applied: number }> {
      // The checkpoint handed to the runner is the last event of any type, as the runner's own would be.
      const types = gapFree
        ? undefined
        : [...new Set(members.flatMap((member) => [...member.projection.handles]))];
      let position = from;
      let applied = 0;
      for (;;) {
        if (members.length === 0) return { position, applied };
        const read = await readEventLog(client, { after: position, limit: pageSize, types, gapFree });
        if (read.length === 0) return { position, applied };
        const events = opens && store.reveal ? await store.reveal(read, client) : read;
        await applyEvents(client, members, events);
        applied += types ? events.length : events.filter((event) => unit.types.includes(event.type)).length;
        position = events.at(-1)!.metadata.logPosition;
      }
    }

    async function swap(
      from: LogPosition | undefined,
    ): Promise<{ position: LogPosition | undefined; applied: number }> {
      return inTransaction(
        pool,
        [`SET LOCAL lock_timeout = '${lockTimeoutMs}ms'`, ...inShadow],
        async (client) => {
          // The runner's lock first (it only ever tries it), then the tables: inline writers wait, readers go on.
          for (const member of asyncMembers)
            await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
              projectionLockKey(member.projection.name),
            ]);
          await client.query(
            `LOCK TABLE ${unit.tables.map((table) => `${LIVE_SCHEMA}.${table}`).join(', ')} IN EXCLUSIVE MODE`,
          );
          // Inline writers that committed hold no lock any more and wrote to the live tables: every committed event
          // is theirs to replay. The runner carries on from the checkpoint, so its tail stops where subscribers may.
          const inlineTail = await applyTail(client, inlineMembers, from, false);
          const asyncTail = await applyTail(client, asyncMembers, from, true);
          const asyncAt = asyncTail.position;
          for (const member of asyncMembers) {
            // Rebuilt from position 0: whatever event it was stopped at, it has applied it now.
            await client.query(`DELETE FROM ${LIVE_SCHEMA}.projection_failures WHERE name = $1`, [
              member.projection.name,
            ]);
            if (asyncAt)
              await client.query(
                `INSERT INTO ${LIVE_SCHEMA}.projection_checkpoints (name, commit_position, prepare_position, owner, updated_at)
               VALUES ($1, $2, $3, $4, now())
               ON CONFLICT (name) DO UPDATE SET commit_position = $2, prepare_position = $3, owner = $4, updated_at = now()`,
                [member.projection.name, asyncAt.commit.toString(), asyncAt.prepare.toString(), owner],
              );
            else
              await client.query(`DELETE FROM ${LIVE_SCHEMA}.projection_checkpoints WHERE name = $1`, [
                member.projection.name,
              ]);
          }
          await swapShadowTables(client, { schema: shadow, tables: unit.tables });
          return {
            position: asyncMembers.length > 0 ? asyncAt : inlineTail.position,
            applied: Math.max(inlineTail.applied, asyncTail.applied),
          };
        },
      );
    }

    report('replaying');
    let position = await catchUp(undefined, { fresh: keysLater, deferRecounts: true });
    if (bulk) {
      report('indexing');
      await inTransaction(pool, [], (client) => finishBulkLoad(client, deferredIndexes));
    }
    // The recounts read the tables just loaded: their statistics first, then again for what the recounts wrote.
    await inTransaction(pool, [], (client) => analyseShadowTables(client, shadow, unit.tables));
    if (unit.members.some((member) => member.projection.recounts?.length)) {
      await inTransaction(pool, inShadow, (client) => recountAll(client, unit.members));
      await inTransaction(pool, [], (client) => analyseShadowTables(client, shadow, unit.tables));
    }
    for (let attempt = 1; ; attempt++) {
      position = await catchUp(position);
      report('swapping');
      try {
        const swapStarted = Date.now();
        const swapped = await swap(position);
        const swapMs = Date.now() - swapStarted;
        done += swapped.applied;
        report('done');
        const seconds = (Date.now() - startedAt) / 1000;
        return {
          unit: unit.name,
          projections: unit.members.map((member) => member.projection.name),
          tables: [...unit.tables],
          events: done,
          seconds,
          eventsPerSecond: done / Math.max(seconds, 0.001),
          position: swapped.position,
          swapAttempts: attempt,
          swapMs,
        };
      } catch (error) {
        const code = (error as { code?: string }).code;
        const lockConflict = code === LOCK_NOT_AVAILABLE || code === DEADLOCK_DETECTED;
        if (!lockConflict || attempt >= maxSwapAttempts) throw error;
        await sleep(Math.min(20 * attempt, 1000));
      }
    }
  } catch (error) {
    if (!(error instanceof RebuildInProgressError))
      await pool.query(`DROP SCHEMA IF EXISTS ${shadow} CASCADE`).catch(() => undefined);
    throw error;
  } finally {
    if (guard) {
      await guard
        .query('SELECT pg_advisory_unlock(hashtext($1))', [`rebuild:${shadow}`])
        .catch(() => undefined);
      guard.release();
    }
  }
}
