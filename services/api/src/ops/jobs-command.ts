import { createJobOperations } from '@grandtour/workers';
import { selectJobQueue } from '../runtime.ts';
import { USAGE_ERROR, type OpsCommand } from './ops-context.ts';

const COLUMN_WIDTHS = [7, 8, 7, 10, 7];

/** `npm run ops -- jobs counts|failed|retry [<job id>]`: the queues and the e-mails that gave up. */
export const jobsCommand: OpsCommand = {
  usage: [
    'jobs counts                       jobs waiting, delayed, running, done and failed, per queue',
    'jobs failed                       the failed sets and the e-mails that gave up, with their last error',
    'jobs retry [<job id>]             puts one failed job (or all) back to run',
  ],
  async run([command, id], open, { print }) {
    if (!['counts', 'failed', 'retry'].includes(command ?? '')) return USAGE_ERROR;
    const { config, database } = await open();
    const queue = selectJobQueue(config, database.pool, () => new Date());
    try {
      const operations = createJobOperations({
        pool: database.pool,
        queue,
        attempts: config.NOTIFICATION_ATTEMPTS,
      });
      if (command === 'counts') {
        print('queue           waiting  delayed  active  completed  failed');
        for (const [name, counts] of Object.entries(await operations.counts())) {
          const figures = [counts.waiting, counts.delayed, counts.active, counts.completed, counts.failed];
          print(
            `${name.padEnd(15)} ${figures.map((count, index) => String(count).padStart(COLUMN_WIDTHS[index]!)).join(' ')}`,
          );
        }
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
    }
  },
};
