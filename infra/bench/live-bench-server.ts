// One API node as `npm run bench -- live` measures it: the whole app (its hooks run for every stream), the
// PostgreSQL message bus, and a live stream per party read from a bench table standing in for
// conversation_activity until the conversations' routes exist.
import { activityTableSource, createRuntime, liveStreamHandler } from '@grandtour/api';
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
    SEED_DEMO_FLEET: 'false',
    LOG_LEVEL: 'error',
    LIVE_STREAMS_MAX: '1000000',
  }),
  undefined,
  { background: false },
);
const pool = runtime.database.pool;
const bus = runtime.messageBus;
await bus.ready();

const sourceOf = (party: string) =>
  activityTableSource(pool, {
    table: 'live_bench_activity',
    viewerColumn: 'party',
    viewer: party,
    named: true,
  });

runtime.app.get<{ Params: { party: string } }>(
  '/bench/live/:party',
  liveStreamHandler({
    bus,
    viewer: (request) => {
      const { party } = request.params as { party: string };
      return { topic: `bench:${party}`, source: sourceOf(party) };
    },
  }),
);
runtime.app.get('/bench/memory', async () => {
  globalThis.gc?.();
  return {
    rss: process.memoryUsage().rss,
    heapUsed: process.memoryUsage().heapUsed,
    streams: runtime.app.liveStreams.count,
  };
});
const address = await runtime.app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
process.on('SIGTERM', () => {
  void runtime.close().then(() => process.exit(0));
});
