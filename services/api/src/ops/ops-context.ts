import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from '@grandtour/event-store';
import { openDatabase, type Config, type Database } from '@grandtour/platform';
import { migrateReadModels } from '@grandtour/projections';
import { selectEventStore } from '../runtime.ts';

/** What an operator command works with: the configured database and event store. */
export interface OpsContext {
  config: Config;
  database: Database;
  store: EventStore;
  clock: () => Date;
}

/** Where a command writes: results on stdout, progress and problems on stderr. */
export interface OpsOutput {
  print(line: string): void;
  /** Progress: a TTY gets a bar redrawn in place, anything else a line now and then. */
  progress: NodeJS.WriteStream | { write(text: string): boolean; isTTY?: boolean };
}

/** One area of `npm run ops` (jobs, projections, revenue, admin). Returns the process's exit code. */
export interface OpsCommand {
  /** Lines of the usage text, one per sub-command. */
  usage: readonly string[];
  run(
    args: readonly string[],
    open: () => Promise<OpsContext>,
    output: OpsOutput,
    input?: NodeJS.ReadableStream,
    /** The configuration, for a command that must not open the database itself (a backup of the embedded one). */
    config?: Config,
  ): Promise<number>;
}

export const USAGE_ERROR = 2;
/** The exit code when the database is not the marketplace's yet: nothing to work on. */
export const EMPTY_DATABASE = 3;

/** An operator command pointed at a database the marketplace has never run on (decision 45). */
export class EmptyDatabaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmptyDatabaseError';
  }
}

export const START_IT_ONCE =
  'start the marketplace on it once (npm start, which creates its tables), then try again';

/** The read models' migrations table: every start of the marketplace creates it first, on either event store. */
export async function ranBefore(database: Pick<Database, 'pool'>): Promise<boolean> {
  const { rows } = await database.pool.query(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  return rows[0]?.present === true;
}

/**
 * The projection status, rebuilds and the revenue audit read the log from PostgreSQL's event tables. When the events live in
 * EventStoreDB (EVENTSTORE_URL) those tables are empty and a rebuild would swap in empty read models: refused.
 */
export function logOutsidePostgres(print: OpsOutput['print']): boolean {
  if (!process.env.EVENTSTORE_URL) return false;
  print(
    'EVENTSTORE_URL is set: the log is in EventStoreDB, and this command reads it from PostgreSQL only (decision 25).',
  );
  return true;
}

/**
 * The configured database and event store. A database the marketplace has never run on is left as it is (nothing is
 * created there, not even the embedded data directory): EmptyDatabaseError says so in one line.
 */
export async function openOpsContext(config: Config): Promise<OpsContext> {
  const dataDir = join(config.DATA_DIR, 'pglite');
  if (!config.DATABASE_URL && !existsSync(join(dataDir, 'PG_VERSION')))
    throw new EmptyDatabaseError(
      `No embedded database in ${dataDir} (DATA_DIR): ${START_IT_ONCE} while it is stopped, or set DATABASE_URL.`,
    );
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir,
    // A rebuild holds one connection for its lock, one for the transaction and one to read ahead.
    poolSize: 4,
  });
  try {
    if (!(await ranBefore(database)))
      throw new EmptyDatabaseError(
        `The database ${config.DATABASE_URL ? 'at DATABASE_URL' : `in ${dataDir}`} is empty: ${START_IT_ONCE}.`,
      );
    await migrateReadModels(database.pool);
    // The composition root's choice, so an operator's command appends where the marketplace does.
    const store = selectEventStore(config, database);
    // The event tables, as the server makes them when it starts (it may not have appended anything yet).
    if (!config.EVENTSTORE_URL) await store.readAll({ after: undefined, limit: 1 });
    return { config, database, store, clock: () => new Date() };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export async function closeOpsContext(context: OpsContext): Promise<void> {
  await context.store.close();
  await context.database.close();
}

/** Reads `--name value` options and the remaining positional arguments. */
export function parseOptions(args: readonly string[], names: readonly string[]) {
  const options: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) positional.push(arg);
    else if (names.includes(arg.slice(2)) && args[i + 1] !== undefined && !args[i + 1]!.startsWith('--'))
      options[arg.slice(2)] = args[++i]!;
    else options[arg.slice(2)] = true;
  }
  return { options, positional };
}
