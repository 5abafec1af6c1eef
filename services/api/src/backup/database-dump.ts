import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';

/** Called as pg_restore starts on each table's rows: how many tables have begun, of how many. */
export type TableProgress = (begun: number, total: number) => void;

// pg_restore --verbose says what it does on stderr, beside its errors, warnings and their details.
const VERBOSE_LINE = /^pg_restore: (?!error|warning|detail|hint)/;
const TABLE_DATA_LINE = /^pg_restore: processing data for table /;

/** The tables with rows in a dump, from its table of contents. */
function tablesIn(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const list = spawn('pg_restore', ['--list', file], { stdio: ['ignore', 'pipe', 'ignore'] });
    let total = 0;
    createInterface({ input: list.stdout }).on('line', (line) => {
      if (/^\d+; \d+ \d+ TABLE DATA /.test(line)) total++;
    });
    list.on('error', (error) =>
      reject(new Error(`pg_restore could not start: ${error.message} (is it installed?)`)),
    );
    list.on('close', () => resolve(total));
  });
}

/**
 * pg_restore's stderr: its progress on tables reported, anything else kept for the error message. Returns what was
 * kept so far.
 */
function followRestore(stderr: NodeJS.ReadableStream, total: number, onTable?: TableProgress) {
  const kept: string[] = [];
  let begun = 0;
  createInterface({ input: stderr }).on('line', (line) => {
    if (TABLE_DATA_LINE.test(line)) onTable?.(++begun, total);
    if (!VERBOSE_LINE.test(line)) kept.push(line);
  });
  return () => kept.join('\n').trim();
}

/** pg_dump or pg_restore, failing with its own message. */
function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  args: readonly string[],
  onStderr: (stderr: NodeJS.ReadableStream) => () => string = collectAll,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const errors = onStderr(child.stderr);
    child.on('error', (error) =>
      reject(new Error(`${tool} could not start: ${error.message} (is it installed?)`)),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${String(code)}): ${errors()}`)),
    );
  });
}

function collectAll(stderr: NodeJS.ReadableStream) {
  let errors = '';
  stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  return () => errors.trim();
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
export async function restoreDatabase(url: string, file: string, onTable?: TableProgress) {
  const total = await tablesIn(file);
  await runPgTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--verbose',
      `--dbname=${url}`,
      file,
    ],
    (stderr) => followRestore(stderr, total, onTable),
  );
}

/**
 * Over a database that holds one: its schemas are dropped and the dump restored in the same transaction (pg_restore's
 * own --clean cannot drop the event store's partitioned tables), so a failure leaves the database as it was.
 */
export async function restoreDatabaseOver(
  url: string,
  file: string,
  schemas: readonly string[],
  onTable?: TableProgress,
): Promise<void> {
  const total = await tablesIn(file);
  return new Promise((resolve, reject) => {
    const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--verbose', '--file=-', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const psql = spawn(
      'psql',
      ['--quiet', '--no-psqlrc', '--single-transaction', '-v', 'ON_ERROR_STOP=1', url],
      {
        stdio: ['pipe', 'ignore', 'pipe'],
      },
    );
    const restoreErrors = followRestore(restore.stderr, total, onTable);
    const psqlErrors = collectAll(psql.stderr);
    const quoted = schemas.map((schema) => `"${schema.replaceAll('"', '""')}"`);
    psql.stdin.write(
      `${quoted.map((schema) => `DROP SCHEMA IF EXISTS ${schema} CASCADE;`).join('\n')}\nCREATE SCHEMA public;\n`,
    );
    restore.stdout.pipe(psql.stdin);
    restore.on('error', reject);
    psql.on('error', (error) =>
      reject(new Error(`psql could not start: ${error.message} (is it installed?)`)),
    );
    psql.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `the restore failed (exit ${String(code)}): ${[restoreErrors(), psqlErrors()].filter(Boolean).join('\n')}`,
            ),
          ),
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
