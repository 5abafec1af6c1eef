import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '@grandtour/infra';
import { adminCommand } from './ops/admin-command.ts';
import { jobsCommand } from './ops/jobs-command.ts';
import {
  closeOpsContext,
  openOpsContext,
  USAGE_ERROR,
  type OpsCommand,
  type OpsContext,
} from './ops/ops-context.ts';
import { projectionsCommand } from './ops/projections-command.ts';
import { revenueCommand } from './ops/revenue-command.ts';

const COMMANDS: Record<string, OpsCommand> = {
  jobs: jobsCommand,
  projections: projectionsCommand,
  revenue: revenueCommand,
  admin: adminCommand,
};

const usage = () => `Usage: npm run ops -- <command>

${Object.values(COMMANDS)
  .flatMap((command) => command.usage)
  .map((line) => `  ${line}`)
  .join('\n')}

The database is DATABASE_URL, or the embedded one under DATA_DIR while the server is stopped. The job queue is BullMQ
on REDIS_URL when set, otherwise the database's.`;

const print = (line: string) => process.stdout.write(`${line}\n`);

/** `npm run ops -- <area> <command> …`: operators' commands against the configured database. */
async function main(args: string[]): Promise<number> {
  const [area, ...rest] = args;
  const command = area ? COMMANDS[area] : undefined;
  if (!command) {
    print(usage());
    return area === undefined || area === 'help' ? 0 : USAGE_ERROR;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  let context: OpsContext | undefined;
  const open = async () => (context ??= await openOpsContext(config));
  try {
    const code = await command.run(rest, open, { print, progress: process.stderr });
    if (code === USAGE_ERROR) print(usage());
    return code;
  } finally {
    if (context) await closeOpsContext(context);
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
