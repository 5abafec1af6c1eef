import { existsSync } from 'node:fs';
import { bootFailure, loadConfig, startConfiguredTracing } from '@grandtour/platform';
import { createRuntime } from './runtime.ts';

const startedAt = performance.now();

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const tracing = await startConfiguredTracing(config, 'api');
  const runtime = await createRuntime(config);
  const address = await runtime.app.listen({ port: config.PORT, host: config.HOST });
  const port = new URL(address).port;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  process.stdout.write(
    `\n  Grand Tour is running at http://localhost:${port} (ready in ${seconds} s)\n  API documentation: http://localhost:${port}/api/docs\n\n`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    runtime.app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await runtime.close();
    await tracing?.shutdown();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(bootFailure(error, process.env.DATABASE_URL));
  process.exit(1);
});
