import { runBackgroundProcess } from './background-process.ts';
import { createWorkerRuntime } from './runtime.ts';

/** `npm run workers`: background work as its own process; SIGTERM lets the e-mails under way finish (30 s). */
runBackgroundProcess({
  name: 'workers',
  start: (config) => createWorkerRuntime(config),
  describe: (config) =>
    `Grand Tour workers running: queue on ${config.REDIS_URL ? 'Redis' : 'the database'}, e-mail ${config.SMTP_URL ? 'over SMTP' : 'to the outbox'}, ${config.NOTIFICATION_CONCURRENCY} at a time`,
  graceMs: 30_000,
});
