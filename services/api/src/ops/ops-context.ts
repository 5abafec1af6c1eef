import { createPostgresEventStore, type EventStore } from '@grandtour/commands';
import { openDatabase, type Config, type Database } from '@grandtour/infra';
import { inlineProjections, migrateReadModels } from '@grandtour/projections';

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
  ): Promise<number>;
}

export const USAGE_ERROR = 2;

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

export async function openOpsContext(config: Config): Promise<OpsContext> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/pglite`,
    // A rebuild holds one connection for its lock, one for the transaction and one to read ahead.
    poolSize: 4,
  });
  await migrateReadModels(database.pool);
  const store = createPostgresEventStore({
    connectionString: database.connectionString,
    pool: database.pool,
    inlineProjections,
  });
  return { config, database, store, clock: () => new Date() };
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
