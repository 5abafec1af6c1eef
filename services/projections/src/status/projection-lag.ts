import type pg from 'pg';

/** How far each projection is behind the head of the PostgreSQL log (decision 101). */
export interface ProjectionLagReading {
  projection: string;
  /** Events after its checkpoint (all of them before its first batch). */
  events: number;
  /** Age of the oldest of them in seconds; 0 when caught up. */
  seconds: number;
}

// One scan per projection of only the events after its checkpoint (the log-order index): cheap when caught up.
const LAG_SQL = `
  SELECT p.name, behind.events::text AS events,
         COALESCE(EXTRACT(EPOCH FROM now() - behind.oldest), 0)::float8 AS seconds
    FROM unnest($1::text[]) AS p(name)
    LEFT JOIN projection_checkpoints c ON c.name = p.name
    CROSS JOIN LATERAL (
      SELECT count(*) AS events, min(m.created) AS oldest FROM emt_messages m
       WHERE m.partition = 'emt:default' AND m.is_archived = FALSE
         AND (m.transaction_id, m.global_position)
           > (COALESCE(c.commit_position, 0)::text::xid8, COALESCE(c.prepare_position, -1))
    ) behind`;

/** Each named projection's lag, read at scrape time by the processes that run them (events in PostgreSQL only). */
export async function projectionLag(
  pool: pg.Pool,
  names: readonly string[],
): Promise<ProjectionLagReading[]> {
  const { rows } = await pool.query<{ name: string; events: string; seconds: number }>(LAG_SQL, [[...names]]);
  return rows.map((row) => ({
    projection: row.name,
    events: Number(row.events),
    seconds: Math.max(0, row.seconds),
  }));
}
