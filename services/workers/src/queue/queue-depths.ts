import type { JobQueue } from './job-queue.ts';

/** Each queue's jobs by state, for the metrics read at scrape time (decision 101). */
export async function queueDepths(queue: JobQueue, names: readonly string[]) {
  const entries = await Promise.all(
    names.map(async (name) => {
      const { waiting, delayed, active, failed } = await queue.counts(name);
      return [name, { waiting, delayed, active, failed }] as const;
    }),
  );
  return Object.fromEntries(entries);
}
