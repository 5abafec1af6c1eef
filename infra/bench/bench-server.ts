// The API as the bench measures it: its own process (as in production), on the bench's database, with a
// hello-world route beside it to show the HTTP stack's own limit on this machine and one telling its memory.
// BENCH_SETTINGS (JSON) adds to or overrides the settings below (the live bench's nodes).
import { createRuntime } from '@grandtour/api';
import { loadConfig } from '@grandtour/platform';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is not set');
const runtime = await createRuntime(
  loadConfig({
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: '16',
    NODE_ENV: 'production',
    COOKIE_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    DOCUMENTS_KEY: 'ZG9jdW1lbnRzLWtleS1mb3ItdGVzdHMtb25seS0wMDA=',
    PERSONAL_DATA_KEY: 'cGVyc29uYWwtZGF0YS1rZXktZm9yLXRlc3RzLTAwMDA=',
    SEED_DEMO_FLEET: 'false',
    LOG_LEVEL: 'error',
    // One load generator on one address stands for thousands of visitors: the limiter runs, it never trips.
    SEARCH_REQUESTS_PER_MINUTE: '10000000',
    BOOKING_REQUESTS_PER_MINUTE: '10000000',
    ...(JSON.parse(process.env.BENCH_SETTINGS ?? '{}') as Record<string, string>),
  }),
  undefined,
  { background: false },
);
runtime.app.get('/bench/hello', async () => ({ hello: 'world' }));
runtime.app.get('/bench/memory', async () => {
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed, streams: runtime.app.liveStreams.count };
});
const address = await runtime.app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
process.on('SIGTERM', () => {
  void runtime.close().then(() => process.exit(0));
});
