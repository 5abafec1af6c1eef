import {
  metricsFromConfig,
  openDatabase,
  type Config,
  type Database,
  type MetricsServer,
} from '@grandtour/platform';
import {
  asyncProjections,
  createProjectionRunner,
  migrateReadModels,
  type ProjectionRunner,
} from '@grandtour/projections';
import { serveProcessMetrics } from './process-metrics.ts';
import { selectEventStore } from './runtime.ts';

export interface ProjectionsRuntime {
  database: Database;
  runner: ProjectionRunner;
  /** This process's /metrics, when METRICS_PORT is set (decision 101). */
  metrics: MetricsServer | undefined;
  close(): Promise<void>;
}

/**
 * `npm run projections`: the asynchronous projections (revenue, owner stats, booking timelines) as a process of
 * their own. Start as many as you like: each projection is applied by one of them at a time (advisory lock), and
 * another takes over within a poll when one stops. API nodes then run with RUN_PROJECTIONS=false.
 */
export async function createProjectionsRuntime(config: Config): Promise<ProjectionsRuntime> {
  if (!config.DATABASE_URL)
    throw new Error('npm run projections needs DATABASE_URL: the embedded database lives inside npm start');
  const db = await openDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE });
  await migrateReadModels(db.pool);
  const store = selectEventStore(config, db);
  const runner = createProjectionRunner({ pool: db.pool, store, projections: asyncProjections });
  runner.start();
  const metrics = await serveProcessMetrics(config, metricsFromConfig(config), {
    pool: db.pool,
    projections: true,
  });
  return {
    database: db,
    runner,
    metrics,
    async close() {
      await metrics?.close();
      await runner.stop();
      await store.close();
      await db.close();
    },
  };
}
