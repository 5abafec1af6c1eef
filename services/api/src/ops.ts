import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, openDatabase } from '@grandtour/infra';
import { migrateReadModels } from '@grandtour/projections';
import { createJobOperations } from '@grandtour/workers';
import { selectJobQueue } from './runtime.ts';

const USAGE = `Usage: npm run ops -- <command>

  jobs counts             jobs waiting, delayed, running, done and failed, per queue
  jobs failed             the failed sets and the e-mails that gave up, with their last error
  jobs retry [<job id>]   puts one failed job (or all) back to run

The queue is BullMQ on REDIS_URL when set, otherwise the database's (DATABASE_URL, or the embedded one under
DATA_DIR while the server is stopped).`;

const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(args: string[]) {
  const [area, command, id] = args;
  if (area !== 'jobs' || !['counts', 'failed', 'retry'].includes(command ?? '')) {
    print(USAGE);
    return area === undefined || area === 'help' ? 0 : 2;
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/pglite`,
    poolSize: 2,
  });
  const queue = selectJobQueue(config, database.pool, () => new Date());
  try {
    await migrateReadModels(database.pool);
    const operations = createJobOperations({
      pool: database.pool,
      queue,
      attempts: config.NOTIFICATION_ATTEMPTS,
    });
    if (command === 'counts') {
      print('queue           waiting  delayed  active  completed  failed');
      for (const [name, counts] of Object.entries(await operations.counts()))
        print(
          `${name.padEnd(15)} ${[
            counts.waiting,
            counts.delayed,
            counts.active,
            counts.completed,
            counts.failed,
          ]
            .map((count, index) => String(count).padStart([7, 8, 7, 10, 7][index]!))
            .join(' ')}`,
        );
    } else if (command === 'failed') {
      const { jobs, deliveries } = await operations.failed();
      print(`${jobs.length} failed job(s) in the queue (${queue.kind})`);
      for (const job of jobs)
        print(
          `  ${job.queue}  ${job.id}  ${job.name}  attempts ${job.attemptsMade}  ${job.failedAt?.toISOString() ?? ''}\n    ${job.error}`,
        );
      print(`${deliveries.length} e-mail(s) that gave up`);
      for (const delivery of deliveries)
        print(
          `  ${delivery.id}  attempts ${delivery.attempts}  ${delivery.updatedAt.toISOString()}\n    ${delivery.error ?? ''}`,
        );
    } else {
      const retried = await operations.retry(id);
      print(
        id ? `${retried ? 'Retrying' : 'No failed job named'} ${id}` : `Retrying ${retried} failed job(s)`,
      );
    }
    return 0;
  } finally {
    await queue.close();
    await database.close();
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
