import { existsSync } from 'node:fs';
import {
  bootFailure,
  loadConfig,
  startConfiguredTracing,
  startHeartbeat,
  type Config,
  type Database,
} from '@grandtour/platform';

interface BackgroundRuntime {
  database: Database;
  close(): Promise<void>;
}

/**
 * Runs a process without an HTTP port (`npm run workers`, `npm run projections`): configuration from the environment
 * (and `.env`), a heartbeat file while its database answers, a line saying what runs, and a graceful stop on
 * SIGTERM/SIGINT within `graceMs` (then it exits anyway).
 */
export function runBackgroundProcess(options: {
  /** Which process this is, in its spans' service.name (grand-tour-<name>). */
  name: string;
  start(config: Config): Promise<BackgroundRuntime>;
  describe(config: Config): string;
  graceMs: number;
}) {
  async function main() {
    if (existsSync('.env')) process.loadEnvFile('.env');
    const config = loadConfig();
    const tracing = await startConfiguredTracing(config, options.name);
    const runtime = await options.start(config);
    const heartbeat = startHeartbeat(config.HEARTBEAT_FILE, () => runtime.database.pool.query('SELECT 1'));
    process.stdout.write(`${options.describe(config)}\n`);
    let closing = false;
    const shutdown = async () => {
      if (closing) return;
      closing = true;
      const force = setTimeout(() => process.exit(1), options.graceMs).unref();
      heartbeat.stop();
      await runtime.close();
      await tracing?.shutdown();
      clearTimeout(force);
      process.exit(0);
    };
    process.on('SIGTERM', () => void shutdown());
    process.on('SIGINT', () => void shutdown());
  }

  main().catch((error: unknown) => {
    console.error(bootFailure(error, process.env.DATABASE_URL));
    process.exit(1);
  });
}
