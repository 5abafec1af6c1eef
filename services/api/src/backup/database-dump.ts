import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** pg_dump or pg_restore, failing with its own message. */
function runPgTool(tool: 'pg_dump' | 'pg_restore', args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.on('error', (error) =>
      reject(new Error(`${tool} could not start: ${error.message} (is it installed?)`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${String(code)}): ${errors.trim()}`)),
    );
  });
}

/**
 * The whole database in pg_dump's custom format: one snapshot, so events, read models, checkpoints, keys, the
 * database's job queue and the workers' tables are consistent with each other while the marketplace runs.
 */
export const dumpDatabase = (url: string, file: string) =>
  runPgTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    `--dbname=${url}`,
  ]);

/** Into an empty database, in one transaction: a failure leaves it empty. */
export const restoreDatabase = (url: string, file: string) =>
  runPgTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);

/**
 * Over a database that holds one: its schemas are dropped and the dump restored in the same transaction (pg_restore's
 * own --clean cannot drop the event store's partitioned tables), so a failure leaves the database as it was.
 */
export function restoreDatabaseOver(url: string, file: string, schemas: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const psql = spawn(
      'psql',
      ['--quiet', '--no-psqlrc', '--single-transaction', '-v', 'ON_ERROR_STOP=1', url],
      {
        stdio: ['pipe', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    const collect = (chunk: Buffer) => (errors += chunk.toString('utf8'));
    restore.stderr.on('data', collect);
    psql.stderr.on('data', collect);
    const quoted = schemas.map((schema) => `"${schema.replaceAll('"', '""')}"`);
    psql.stdin.write(
      `${quoted.map((schema) => `DROP SCHEMA IF EXISTS ${schema} CASCADE;`).join('\n')}\nCREATE SCHEMA public;\n`,
    );
    restore.stdout.pipe(psql.stdin);
    restore.on('error', reject);
    psql.on('error', (error) =>
      reject(new Error(`psql could not start: ${error.message} (is it installed?)`)),
    );
    psql.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`the restore failed (exit ${String(code)}): ${errors.trim()}`)),
    );
  });
}

/** The schemas a database's tables live in (what a restore over it replaces). */
export const USER_SCHEMAS_SQL = `SELECT nspname AS name FROM pg_namespace
  WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' ORDER BY nspname`;

/** PGlite writes this while the database is open and removes it on a clean close. */
export const embeddedDatabaseInUse = (dataDir: string) => existsSync(join(dataDir, 'postmaster.pid'));

/**
 * Every file under `dir`, and every directory (PostgreSQL's data directory needs its empty ones), named relative to
 * `base` for the archive.
 */
export function filesUnder(dir: string, base: string): { name: string; path: string; directory?: true }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isDirectory())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const name = relative(base, path).split('\\').join('/');
      return entry.isDirectory() ? { name, path, directory: true as const } : { name, path };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
