import type pg from 'pg';

/** How many events the log holds: a refused request must leave it as it was. */
export async function countEvents(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM emt_messages');
  return rows[0]!.n;
}
