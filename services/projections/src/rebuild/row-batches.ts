import type { SqlExecutor } from '@grandtour/event-store';

/** A row as `to_jsonb` reads it and `jsonb_populate_recordset` writes it: column name → JSON value. */
export type Row = Record<string, unknown>;

/**
 * The set-based rebuilds' statements (decisions 105 and 107): insert a page's new rows (the table's defaults apply, a
 * replayed row is kept), read touched rows back, write folded rows back in one go, or write whole rows by their key.
 * `key` is the table's unique key, `id` unless named.
 */
export async function insertRows(
  sql: SqlExecutor,
  table: string,
  rows: readonly Row[],
  key = 'id',
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).join(', ');
  await sql.query(
    `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
     ON CONFLICT (${key}) DO NOTHING`,
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

/** Each row written whole over the one its key names, or inserted: at most one row a key. */
export async function upsertRows(
  sql: SqlExecutor,
  table: string,
  key: string,
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const updates = columns
    .filter((column) => column !== key)
    .map((column) => `${column} = EXCLUDED.${column}`);
  await sql.query(
    `INSERT INTO ${table} (${columns.join(', ')})
     SELECT ${columns.join(', ')} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
     ON CONFLICT (${key}) DO UPDATE SET ${updates.join(', ')}`,
    [JSON.stringify(rows)],
  );
}
