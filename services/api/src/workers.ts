import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, startHeartbeat } from '@grandtour/infra';
import { createWorkerRuntime } from './runtime.ts';

/** `npm run workers`: background work as its own process, stopped gracefully on SIGTERM/SIGINT. */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const runtime = await createWorkerRuntime(config);
  const heartbeat = startHeartbeat(config.HEARTBEAT_FILE, () => runtime.database.pool.query('SELECT 1'));
  process.stdout.write(
    `Grand Tour workers running: queue on ${config.REDIS_URL ? 'Redis' : 'the database'}, e-mail ${config.SMTP_URL ? 'over SMTP' : 'to the outbox'}, ${config.NOTIFICATION_CONCURRENCY} at a time\n`,
  );
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 30_000).unref();
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
