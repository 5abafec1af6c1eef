import type { Config, MetricsServer, ProcessMetrics } from '@grandtour/platform';
import { asyncProjections, projectionLag } from '@grandtour/projections';
import { NOTIFICATIONS_QUEUE, queueDepths, SCHEDULED_QUEUE, type JobQueue } from '@grandtour/workers';
import type pg from 'pg';

/** Every queue the workers run. */
const QUEUES = [NOTIFICATIONS_QUEUE, SCHEDULED_QUEUE];

/**
 * Starts serving a process's metrics (METRICS_PORT; decision 101) with the readings that belong to what it runs: its
 * pool always, the queues where workers run, the projections' lag where they run (events in PostgreSQL only).
 */
export async function serveProcessMetrics(
  config: Config,
  observed: ProcessMetrics | undefined,
  runs: { pool: pg.Pool; queue?: JobQueue | undefined; projections: boolean },
): Promise<MetricsServer | undefined> {
  if (!observed) return undefined;
  const { metrics } = observed;
  metrics.watchPool(runs.pool);
  const { queue } = runs;
  if (queue) metrics.watchQueues(() => queueDepths(queue, QUEUES));
  const names = asyncProjections.map((projection) => projection.name);
  if (runs.projections && !config.EVENTSTORE_URL)
    metrics.watchProjectionLag(() => projectionLag(runs.pool, names));
  return observed.serve();
}
