import { countEventsAfter, integerFromDatabase, logHead, type LogPosition } from '@grandtour/event-store';
import type pg from 'pg';
import { rebuildUnits, type RegisteredProjection } from '../rebuild/rebuild-plan.ts';

export interface LogPositionText {
  commit: string;
  prepare: string;
}

export interface ProjectionStatus {
  name: string;
  /** inline: applied in the append's transaction, never behind; async: the projection runner's checkpoint. */
  mode: 'inline' | 'async';
  tables: string[];
  /** Where an async projection stands in the global log; null when inline, or async and not started. */
  checkpoint: LogPositionText | null;
  /** Events in the log after the checkpoint (0 for inline projections). */
  lag: number;
  /** The process that last advanced the checkpoint (`host:pid`), or the rebuild that swapped it in. */
  owner: string | null;
  updatedAt: string | null;
  /** A rebuild of this projection's tables is under way (its shadow schema exists). */
  rebuilding: boolean;
  /** Stopped at an event its handler could not apply (async only): the checkpoint stays just before it. */
  failure: ProjectionFailureStatus | null;
}

export interface ProjectionFailureStatus {
  /** The event's position in the global log, and what it is. */
  position: LogPositionText;
  eventId: string;
  eventType: string;
  streamName: string;
  streamPosition: number;
  error: string;
  /** Tries at this event so far. */
  attempts: number;
  firstFailedAt: string;
  lastFailedAt: string;
  /** When a runner tries again (now or past: at its next poll). */
  retryAt: string;
  /** The process that last tried. */
  owner: string | null;
}

export interface ProjectionsStatus {
  head: LogPositionText | null;
  events: number;
  projections: ProjectionStatus[];
}

const asText = (position: LogPosition): LogPositionText => ({
  commit: position.commit.toString(),
  prepare: position.prepare.toString(),
});

interface CheckpointRow {
  name: string;
  commit: string;
  prepare: string;
  owner: string | null;
  updated_at: Date;
}

interface FailureRow {
  name: string;
  commit: string;
  prepare: string;
  event_id: string;
  event_type: string;
  stream_name: string;
  stream_position: string | bigint;
  error: string;
  attempts: number;
  first_failed_at: Date;
  last_failed_at: Date;
  retry_at: Date;
  owner: string | null;
}

const FAILURES_SQL = `
  SELECT f.name, f.commit_position::text AS commit, f.prepare_position::text AS prepare, f.event_id, f.event_type,
         f.stream_name, f.stream_position, f.error, f.attempts, f.first_failed_at, f.last_failed_at, f.retry_at, f.owner
    FROM projection_failures f LEFT JOIN projection_checkpoints c ON c.name = f.name
   -- A failure the checkpoint has passed (a rebuild swapped in past it) no longer stops anything.
   WHERE c.name IS NULL OR (f.commit_position, f.prepare_position) > (c.commit_position, c.prepare_position)`;

const toFailureStatus = (row: FailureRow): ProjectionFailureStatus => ({
  position: { commit: row.commit, prepare: row.prepare },
  eventId: row.event_id,
  eventType: row.event_type,
  streamName: row.stream_name,
  streamPosition: integerFromDatabase(row.stream_position),
  error: row.error,
  attempts: row.attempts,
  firstFailedAt: row.first_failed_at.toISOString(),
  lastFailedAt: row.last_failed_at.toISOString(),
  retryAt: row.retry_at.toISOString(),
  owner: row.owner,
});

/** Each projection's checkpoint, lag behind the head of the log, owner, and the event it is stopped at, if any. */
export async function projectionsStatus(
  pool: pg.Pool,
  registry: readonly RegisteredProjection[],
): Promise<ProjectionsStatus> {
  const head = await logHead(pool);
  const { rows } = await pool.query<CheckpointRow>(
    `SELECT name, commit_position::text AS commit, prepare_position::text AS prepare, owner, updated_at
       FROM projection_checkpoints`,
  );
  const checkpoints = new Map(rows.map((row) => [row.name, row]));
  const failures = new Map(
    (await pool.query<FailureRow>(FAILURES_SQL)).rows.map((row) => [row.name, toFailureStatus(row)]),
  );
  const { rows: shadows } = await pool.query<{ name: string }>(
    `SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'rebuild\\_%' AND nspname NOT LIKE '%\\_retired'`,
  );
  const rebuilding = new Set(
    rebuildUnits(registry)
      .filter((unit) => shadows.some((shadow) => shadow.name === unit.shadowSchema))
      .flatMap((unit) => unit.members.map((member) => member.projection.name)),
  );
  const events = await countEventsAfter(pool, undefined);
  const projections: ProjectionStatus[] = [];
  for (const { projection, inline } of registry) {
    const row = inline ? undefined : checkpoints.get(projection.name);
    const position = row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : undefined;
    projections.push({
      name: projection.name,
      mode: inline ? 'inline' : 'async',
      tables: [...projection.tables],
      checkpoint: position ? asText(position) : null,
      lag: inline ? 0 : position ? await countEventsAfter(pool, position) : events,
      owner: row?.owner ?? null,
      updatedAt: row?.updated_at.toISOString() ?? null,
      rebuilding: rebuilding.has(projection.name),
      failure: inline ? null : (failures.get(projection.name) ?? null),
    });
  }
  return { head: head ? asText(head) : null, events, projections };
}
