import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, startHeartbeat } from '@grandtour/infra';
import { createProjectionsRuntime } from './projections-runtime.ts';

/** `npm run projections`: the asynchronous projections as their own process, stopped gracefully on SIGTERM/SIGINT. */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const runtime = await createProjectionsRuntime(config);
  const heartbeat = startHeartbeat(config.HEARTBEAT_FILE, () => runtime.database.pool.query('SELECT 1'));
  process.stdout.write(
    `Grand Tour projections running: events from ${config.EVENTSTORE_URL ? 'EventStoreDB' : 'PostgreSQL'}\n`,
  );
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    heartbeat.stop();
    await runtime.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
