import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type pg from 'pg';
import { cachedFor } from './cached-for.ts';

/** A projection behind the head of the log: by how many events, and how old the oldest of them is. */
export interface ProjectionLag {
  projection: string;
  events: number;
  seconds: number;
}

/** A queue's jobs by state, as the queue reports them. */
export type QueueDepth = Record<'waiting' | 'delayed' | 'active' | 'failed', number>;

/** Scrape-time readings are cached this long: several scrapers (or a fast one) never add load on the database. */
const READING_TTL_MS = 5_000;

/**
 * One process's instruments (decision 101): counters and histograms its own code moves, gauges read when scraped.
 * Every name here is what infra/monitoring's rules and dashboard may use (a unit test holds them to it).
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const pools: pg.Pool[] = [];
  let queueDepths: (() => Promise<Record<string, QueueDepth>>) | undefined;
  let projectionLags: (() => Promise<ProjectionLag[]>) | undefined;

  const httpRequestDuration = new Histogram({
    name: 'grandtour_http_request_duration_seconds',
    help: 'API requests by route template, method and status: duration in seconds (its _count is the status count)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const eventsAppended = new Counter({
    name: 'grandtour_events_appended_total',
    help: 'Events appended to the event store by this process',
    registers: [registry],
  });
  const appendConflicts = new Counter({
    name: 'grandtour_event_append_conflicts_total',
    help: 'Appends refused because the stream changed since it was read (the command is retried or answers 409)',
    registers: [registry],
  });
  const emails = new Counter({
    name: 'grandtour_emails_total',
    help: 'E-mails handed to the mailer, by outcome (sent or failed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const paymentProviderCalls = new Counter({
    name: 'grandtour_payment_provider_calls_total',
    help: 'Calls to the payment providers by role (card, paypal, payouts…), operation and outcome (ok; refused: the provider said no, a declined card; error: it failed)',
    labelNames: ['provider', 'operation', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'grandtour_db_pool_connections',
    help: "The PostgreSQL pool's connections: total open, idle, and clients waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const pool of pools) {
        this.inc({ state: 'total' }, pool.totalCount);
        this.inc({ state: 'idle' }, pool.idleCount);
        this.inc({ state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  new Gauge({
    name: 'grandtour_db_pool_max_connections',
    help: "The PostgreSQL pool's size limit",
    registers: [registry],
    collect() {
      this.set(pools.reduce((sum, pool) => sum + (pool.options.max ?? 10), 0));
    },
  });
  new Gauge({
    name: 'grandtour_queue_jobs',
    help: 'Jobs in each queue by state (waiting, delayed, active, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      if (!queueDepths) return;
      const depths = await queueDepths();
      this.reset();
      for (const [queue, depth] of Object.entries(depths))
        for (const [state, jobs] of Object.entries(depth)) this.set({ queue, state }, jobs);
    },
  });
  // Both lag gauges share one (cached) reading per scrape.
  async function setFromLags(gauge: Gauge<'projection'>, value: (lag: ProjectionLag) => number) {
    if (!projectionLags) return;
    const lags = await projectionLags();
    gauge.reset();
    for (const lag of lags) gauge.set({ projection: lag.projection }, value(lag));
  }
  new Gauge({
    name: 'grandtour_projection_lag_events',
    help: 'Events in the log that an asynchronous projection has not applied yet',
    labelNames: ['projection'] as const,
    registers: [registry],
    async collect() {
      await setFromLags(this, (lag) => lag.events);
    },
  });
  new Gauge({
    name: 'grandtour_projection_lag_seconds',
    help: 'Age of the oldest event an asynchronous projection has not applied yet (0 when caught up)',
    labelNames: ['projection'] as const,
    registers: [registry],
    async collect() {
      await setFromLags(this, (lag) => lag.seconds);
    },
  });

  return {
    registry,
    httpRequestDuration,
    eventsAppended,
    appendConflicts,
    emails,
    paymentProviderCalls,
    /** The pool's use is read at each scrape. */
    watchPool(pool: pg.Pool) {
      pools.push(pool);
    },
    /** Queue depths are read at scrape time (cached a few seconds). */
    watchQueues(read: () => Promise<Record<string, QueueDepth>>) {
      queueDepths = cachedFor(READING_TTL_MS, read);
    },
    /** Projection lags are read at scrape time (cached a few seconds), by the processes that run projections. */
    watchProjectionLag(read: () => Promise<ProjectionLag[]>) {
      projectionLags = cachedFor(READING_TTL_MS, read);
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
