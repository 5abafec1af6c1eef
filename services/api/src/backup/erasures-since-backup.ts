import type pg from 'pg';

export interface Erasure {
  subject: string;
  erasedAt: string;
}

/** The subjects whose key a database has destroyed. */
export async function erasedSubjects(pool: pg.Pool): Promise<Erasure[]> {
  const { rows } = await pool.query<{ subject: string; erased_at: Date }>(
    `SELECT subject, erased_at FROM personal_data_keys WHERE erased_at IS NOT NULL`,
  );
  return rows.map((row) => ({ subject: row.subject, erasedAt: new Date(row.erased_at).toISOString() }));
}

/**
 * A restored backup may hold keys destroyed since it was taken: those erasures are made again on the keys (decision
 * 103). Returns the subjects whose key the backup had brought back.
 */
export async function reapplyErasures(pool: pg.Pool, erasures: readonly Erasure[]): Promise<string[]> {
  if (erasures.length === 0) return [];
  const { rows } = await pool.query<{ subject: string }>(
    `WITH erased AS (SELECT * FROM unnest($1::text[], $2::timestamptz[]) AS e(subject, erased_at)),
       revived AS (SELECT subject FROM personal_data_keys k WHERE k.wrapped_key IS NOT NULL
                     AND k.subject IN (SELECT subject FROM erased)),
       applied AS (INSERT INTO personal_data_keys (subject, wrapped_key, erased_at)
                   SELECT subject, NULL, erased_at FROM erased
                   ON CONFLICT (subject) DO UPDATE SET wrapped_key = NULL,
                     erased_at = COALESCE(personal_data_keys.erased_at, EXCLUDED.erased_at))
     SELECT subject FROM revived ORDER BY subject`,
    [erasures.map((erasure) => erasure.subject), erasures.map((erasure) => erasure.erasedAt)],
  );
  return rows.map((row) => row.subject);
}
