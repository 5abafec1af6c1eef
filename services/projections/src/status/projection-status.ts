import { countEventsAfter, logHead, type LogPosition } from '@grandtour/commands';
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

/** Each projection's checkpoint, lag behind the head of the log and owner, for operators. */
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
    });
  }
  return { head: head ? asText(head) : null, events, projections };
}
