import { ConfigError, isDatabaseUnavailable, type Config } from '@grandtour/platform';
import { adminCommand } from './admin-command.ts';
import { backupCommand, restoreCommand } from './backup-command.ts';
import { eventsCommand } from './events-command.ts';
import { handoversCommand } from './handovers-command.ts';
import { jobsCommand } from './jobs-command.ts';
import { payoutsCommand } from './payouts-command.ts';
import { personalDataCommand } from './personal-data-command.ts';
import {
  closeOpsContext,
  EMPTY_DATABASE,
  EmptyDatabaseError,
  openOpsContext,
  USAGE_ERROR,
  type OpsCommand,
  type OpsContext,
  type OpsOutput,
} from './ops-context.ts';
import { projectionsCommand } from './projections-command.ts';
import { revenueCommand } from './revenue-command.ts';

export const OPS_COMMANDS: Record<string, OpsCommand> = {
  jobs: jobsCommand,
  projections: projectionsCommand,
  revenue: revenueCommand,
  payouts: payoutsCommand,
  handovers: handoversCommand,
  admin: adminCommand,
  'personal-data': personalDataCommand,
  events: eventsCommand,
  backup: backupCommand,
  restore: restoreCommand,
};

export const opsUsage = () => `Usage: npm run ops -- <command>

${Object.values(OPS_COMMANDS)
  .flatMap((command) => command.usage)
  .map((line) => `  ${line}`)
  .join('\n')}

The database is DATABASE_URL, or the embedded one under DATA_DIR while the server is stopped. The job queue is BullMQ
on REDIS_URL when set, otherwise the database's. Exit codes: 0 done, 1 something to look at (a difference, a stopped
projection, nothing to retry, a failure), 2 usage, ${EMPTY_DATABASE} the database is empty (the marketplace never ran on it).`;

export interface OpsRun extends OpsOutput {
  /** Problems: one line each, never a stack trace for what an operator can fix. */
  printError(line: string): void;
  input?: NodeJS.ReadableStream;
}

/** `npm run ops -- <area> <command> …` against the configured database; returns the exit code. */
export async function runOps(args: readonly string[], config: () => Config, run: OpsRun): Promise<number> {
  const [area, ...rest] = args;
  const command = area ? OPS_COMMANDS[area] : undefined;
  if (!command) {
    run.print(opsUsage());
    return area === undefined || area === 'help' ? 0 : USAGE_ERROR;
  }
  let context: OpsContext | undefined;
  try {
    const settings = config();
    const open = async () => (context ??= await openOpsContext(settings));
    const code = await command.run(rest, open, run, run.input, settings);
    if (code === USAGE_ERROR) run.print(opsUsage());
    return code;
  } catch (error) {
    if (error instanceof EmptyDatabaseError) {
      run.printError(error.message);
      return EMPTY_DATABASE;
    }
    if (error instanceof ConfigError) {
      run.printError(error.message);
      return 1;
    }
    if (isDatabaseUnavailable(error)) {
      run.printError(
        `Cannot reach the database: ${(error as Error).message}. Is it running, and DATABASE_URL right?`,
      );
      return 1;
    }
    throw error;
  } finally {
    if (context) await closeOpsContext(context);
  }
}
