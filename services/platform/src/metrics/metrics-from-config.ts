import type { Config } from '../config.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { startMetricsServer, type MetricsServer } from './metrics-server.ts';

/** A process's instruments and, once it serves them, its /metrics server. */
export interface ProcessMetrics {
  metrics: Metrics;
  /** Starts serving /metrics; the process calls it once it is up. */
  serve(): Promise<MetricsServer>;
}

/** Metrics are off unless METRICS_PORT is set (decision 101): no instrument then, and no hook does anything. */
export function metricsFromConfig(config: Config): ProcessMetrics | undefined {
  const port = config.METRICS_PORT;
  if (port === undefined) return undefined;
  const metrics = createMetrics();
  return {
    metrics,
    serve: () =>
      startMetricsServer({
        registry: metrics.registry,
        port,
        host: config.METRICS_HOST,
        token: config.METRICS_TOKEN,
      }),
  };
}
