import type pg from 'pg';

/**
 * Emmett's migrations (Dumbo) take their advisory lock after `SET statement_timeout = 10000` on a pooled connection
 * and never reset it, so any later statement on that connection is cancelled after 10 s. Statements that may
 * rightly take longer (an index over a large log, a rebuild, an audit) set their own.
 */
export const NO_STATEMENT_TIMEOUT = 'SET LOCAL statement_timeout = 0';

/**
 * One transaction on one connection of the pool: `begin` (with its isolation level), then `settings` (SET LOCAL …),
 * then the work, committed, or rolled back if it throws. PGlite has a single session: never await the pool inside.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  options: { begin?: string; settings?: readonly string[] } = {},
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(options.begin ?? 'BEGIN');
    for (const setting of options.settings ?? []) await client.query(setting);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** One statement in a transaction of its own, free of any statement timeout. */
export const withoutStatementTimeout = (pool: pg.Pool, statement: string, values: unknown[] = []) =>
  inTransaction(pool, (client) => client.query(statement, values), { settings: [NO_STATEMENT_TIMEOUT] });
