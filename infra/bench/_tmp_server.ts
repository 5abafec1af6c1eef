import { createRuntime } from '@grandtour/api';
import { loadConfig } from '@grandtour/infra';
const runtime = await createRuntime(
  loadConfig({
    DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/gtbench',
    DATABASE_POOL_SIZE: '16',
    NODE_ENV: 'production',
    COOKIE_SECRET: 'x'.repeat(40),
    SEED_DEMO_FLEET: 'false',
    LOG_LEVEL: 'error',
  }),
  undefined,
  { background: false },
);
await runtime.app.listen({ port: 5555, host: '127.0.0.1' });
console.log('ready');
process.on('SIGINT', () => process.exit(0));
