import type pg from 'pg';
import type { LiveEvent, LiveEventSource } from './event-stream.ts';

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A live stream's events from an activity table (decisions 94 and 95): `position bigint`, `kind text` (the event's
 * name), `payload jsonb` (its data), `transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id()`, and the column
 * naming whose activity a row is. Positions are taken before commit, so a row may become visible while a lower one
 * is still being written: rows are read only below the oldest transaction still running, and a stream never passes
 * a position that could still appear under it.
 */
export function activityTableSource(
  pool: pg.Pool,
  options: { table: string; viewerColumn: string; viewer: string; named?: boolean },
): LiveEventSource {
  const { table, viewerColumn } = options;
  if (!IDENTIFIER.test(table) || !IDENTIFIER.test(viewerColumn))
    throw new Error(`Not a table and column name: ${table}.${viewerColumn}`);
  const since = `SELECT position, kind, payload FROM ${table}
                  WHERE ${viewerColumn} = $1 AND position > $2
                    AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
                  ORDER BY position LIMIT $3`;
  const named = (name: string) => (options.named ? { name: `live-${table}-${viewerColumn}-${name}` } : {});
  return {
    async since(after, limit): Promise<LiveEvent[]> {
      const { rows } = await pool.query<{ position: string | bigint; kind: string; payload: unknown }>({
        ...named('since'),
        text: since,
        values: [options.viewer, String(after ?? 0n), limit],
      });
      return rows.map((row) => ({ position: BigInt(row.position), event: row.kind, data: row.payload }));
    },
    async current() {
      // Only what every stream may already pass: a newer row still settling is sent on its notice.
      const { rows } = await pool.query<{ last: string | bigint }>({
        ...named('current'),
        text: `SELECT coalesce(max(position), 0) AS last FROM ${table}
                WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())`,
      });
      return BigInt(rows[0]!.last);
    },
  };
}
