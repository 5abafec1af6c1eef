import type { SqlExecutor } from '@grandtour/event-store';

/** A row as `to_jsonb` reads it and `jsonb_populate_recordset` writes it: column name → JSON value. */
export type Row = Record<string, unknown>;

/**
 * The set-based rebuilds' three statements on a table keyed by `id` (decision 105): insert a page's new rows (the
 * table's defaults apply, a replayed row is kept), read touched rows back, and write folded rows back in one go.
 */
export async function insertRows(sql: SqlExecutor, table: string, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).join(', ');
  await sql.query(
    `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

export async function readRows(sql: SqlExecutor, table: string, ids: readonly string[]): Promise<Row[]> {
  const { rows } = await sql.query(
    `SELECT to_jsonb(${table}) AS row FROM ${table} WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return (rows as { row: Row }[]).map(({ row }) => row);
}

export async function updateRows(sql: SqlExecutor, table: string, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((column) => column !== 'id');
  await sql.query(
    `UPDATE ${table} SET (${columns.join(', ')}) = (${columns.map((column) => `folded.${column}`).join(', ')})
       FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb) AS folded
      WHERE ${table}.id = folded.id AND ${table}.id = ANY($2::uuid[])`,
    [JSON.stringify(rows), rows.map((row) => row.id)],
  );
}
