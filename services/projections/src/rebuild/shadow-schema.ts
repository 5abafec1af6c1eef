import type { SqlExecutor } from '@grandtour/event-store';

/** Where the read models live (the projections' unqualified names resolve here). */
export const LIVE_SCHEMA = 'public';

interface IndexRow {
  name: string;
  definition: string;
  constraint_definition: string | null;
  is_unique: boolean;
}

/** The live table's indexes: those behind constraints (primary key, unique, exclusion) with their definitions. */
async function indexesOf(sql: SqlExecutor, table: string): Promise<IndexRow[]> {
  const { rows } = await sql.query(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition,
            pg_get_constraintdef(con.oid) AS constraint_definition, x.indisunique AS is_unique
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       LEFT JOIN pg_constraint con ON con.conindid = x.indexrelid AND con.conrelid = x.indrelid
      WHERE x.indrelid = format('%I.%I', $1::text, $2::text)::regclass
      ORDER BY i.relname`,
    [LIVE_SCHEMA, table],
  );
  return rows as unknown as IndexRow[];
}

/** An index definition of the live table, pointed at the shadow table (same name: index names are per schema). */
function onShadow(definition: string, schema: string, table: string): string {
  const live = ` ON ${LIVE_SCHEMA}.${table} `;
  if (!definition.includes(live)) throw new Error(`Unexpected index definition for ${table}: ${definition}`);
  return definition.replace(live, ` ON ${schema}.${table} `);
}

/**
 * Creates the shadow schema with an empty copy of each table: same columns, defaults, checks, constraints and
 * index names, so that once swapped in nothing tells it from the table a migration made. For a `bulk` load (every
 * writer set-based) the plain (non-unique) indexes are returned instead of created: `finishBulkLoad` builds them
 * once the bulk of the rows is in; with `keysLater` (every writer insert-only) the keys and unique indexes too.
 * (Unlogged tables made logged before the swap were measured: the rewrite costs what the load saves.)
 */
export async function createShadowTables(
  sql: SqlExecutor,
  options: {
    schema: string;
    tables: readonly string[];
    sideTables: readonly string[];
    bulk: boolean;
    keysLater?: boolean;
  },
): Promise<string[]> {
  const { schema } = options;
  const deferred: string[] = [];
  await sql.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await sql.query(`CREATE SCHEMA ${schema}`);
  for (const table of [...options.tables, ...options.sideTables]) {
    await sql.query(
      `CREATE TABLE ${schema}.${table} (LIKE ${LIVE_SCHEMA}.${table}
         INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED INCLUDING IDENTITY INCLUDING STORAGE)`,
    );
    for (const index of await indexesOf(sql, table)) {
      const statement = index.constraint_definition
        ? `ALTER TABLE ${schema}.${table} ADD CONSTRAINT ${index.name} ${index.constraint_definition}`
        : onShadow(index.definition, schema, table);
      const isKey = index.constraint_definition !== null || index.is_unique;
      const later = options.bulk && (!isKey || options.keysLater === true);
      if (later) deferred.push(statement);
      else await sql.query(statement);
    }
  }
  return deferred;
}

/** After a bulk load, the deferred indexes, each built with one sort. */
export async function finishBulkLoad(sql: SqlExecutor, deferredIndexes: readonly string[]): Promise<void> {
  await sql.query("SET LOCAL maintenance_work_mem = '256MB'");
  for (const statement of deferredIndexes) await sql.query(statement);
}

/**
 * Puts the shadow tables in place of the live ones (the caller holds the locks and the transaction): the live
 * tables move to a retired schema that is dropped, the shadow tables move in under the same names. Statements
 * waiting on the old tables look their names up again once they get the lock, and find the new ones.
 */
export async function swapShadowTables(
  sql: SqlExecutor,
  options: { schema: string; tables: readonly string[] },
): Promise<void> {
  const retired = `${options.schema}_retired`;
  await sql.query(`DROP SCHEMA IF EXISTS ${retired} CASCADE`);
  await sql.query(`CREATE SCHEMA ${retired}`);
  for (const table of options.tables) {
    await sql.query(`ALTER TABLE ${LIVE_SCHEMA}.${table} SET SCHEMA ${retired}`);
    await sql.query(`ALTER TABLE ${options.schema}.${table} SET SCHEMA ${LIVE_SCHEMA}`);
  }
  await sql.query(`DROP SCHEMA ${retired} CASCADE`);
  await sql.query(`DROP SCHEMA ${options.schema} CASCADE`);
}

/** Table statistics for the planner, which a freshly filled table lacks until autovacuum comes by. */
export async function analyseShadowTables(sql: SqlExecutor, schema: string, tables: readonly string[]) {
  for (const table of tables) await sql.query(`ANALYZE ${schema}.${table}`);
}
