import { randomUUID } from 'node:crypto';
import { loadConfig } from '@grandtour/platform';
import { asyncProjections } from '@grandtour/projections';
import { TEST_PERSONAL_DATA_KEY } from '@grandtour/projections/testing';
import { addDays, todayInParis } from '@grandtour/shared';
import { NOTIFICATIONS_QUEUE, SCHEDULED_QUEUE } from '@grandtour/workers';
import { eventually } from '@grandtour/workers/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionsRuntime, type ProjectionsRuntime } from '../projections-runtime.ts';
import { createWorkerRuntime, type WorkerRuntime } from '../runtime.ts';
import { bookAs, payWithDemoCard } from '../testing/booking-requests.ts';
import { scrape } from '../testing/scrape-metrics.ts';
import { testBrowser } from '../testing/test-browser.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const TOKEN = 'a-scraper-token-0123456789';
// Scrape-time readings are cached for 5 s, and readers of the log wait for every older transaction on the server to
// end (gap-free reads): the waits below allow for both on a shared server.
const READING_WAIT_MS = 60_000;
const projectionNames = asyncProjections.map((projection) => projection.name);

/** Settings of a process of its own on the test's database, metrics on a port the system picks. */
const processConfig = (databaseUrl: string, extra: Record<string, string> = {}) =>
  loadConfig({
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/grandtour-test-secrets',
    PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
    SEED_DEMO_FLEET: 'false',
    METRICS_PORT: '0',
    ...extra,
  });

describe.skipIf(!databaseUrl)(
  'metrics of each process move with real work: API, projection runner and workers on one PostgreSQL (needs TEST_DATABASE_URL: the runner and workers run apart only on a server)',
  () => {
    const api = useTestRuntime('postgres', { background: false }, { METRICS_PORT: '0' });
    let projections: ProjectionsRuntime;
    let workers: WorkerRuntime;

    beforeAll(async () => {
      const url = api.database.connectionString;
      projections = await createProjectionsRuntime(processConfig(url, { METRICS_TOKEN: TOKEN }));
      workers = await createWorkerRuntime(processConfig(url));
    }, 60_000);
    afterAll(async () => {
      await workers?.close();
      await projections?.close();
    });

    it('serves nothing unless METRICS_PORT is set', async () => {
      const { createRuntime } = await import('../runtime.ts');
      expect(loadConfig({}).METRICS_PORT).toBeUndefined();
      // The API runtime's own answer: with metrics off there is no server, and no hook was installed.
      const off = await createRuntime(
        loadConfig({
          LOG_LEVEL: 'silent',
          DATA_DIR: '/tmp/grandtour-test-secrets',
          PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
          SEED_DEMO_FLEET: 'false',
        }),
        api.database,
        { background: false },
      );
      try {
        expect(off.metrics).toBeUndefined();
      } finally {
        await off.close();
      }
    });

    it('a booking and its payment move the API node’s request histogram, append counter and payment calls', async () => {
      const before = await scrape(api.runtime.metrics!.url);
      const visit = testBrowser(api.runtime.app);
      const start = addDays(todayInParis(), 60);
      const booking = await bookAs(visit, api.runtime.app, api.cars[0]!, {
        startDate: start,
        endDate: addDays(start, 2),
      });
      await payWithDemoCard(visit, booking);
      const after = await scrape(api.runtime.metrics!.url);

      const appended = after.value('grandtour_events_appended_total');
      expect(appended).toBeGreaterThan(before.value('grandtour_events_appended_total'));
      const created = { method: 'POST', route: '/api/bookings', status_code: '201' };
      expect(after.value('grandtour_http_request_duration_seconds_count', created)).toBe(
        before.value('grandtour_http_request_duration_seconds_count', created) + 1,
      );
      expect(after.value('grandtour_http_request_duration_seconds_sum', created)).toBeGreaterThan(0);
      // Route templates, never the raw URL: no label names this car.
      const routes = after.labelSets('grandtour_http_request_duration_seconds_count').map((set) => set.route);
      expect(routes).toContain('/api/cars/:id/quote');
      expect(routes.filter((route) => route?.includes(api.cars[0]!.id))).toEqual([]);
      const cardCalls = { provider: 'card', outcome: 'ok' };
      expect(after.value('grandtour_payment_provider_calls_total', cardCalls)).toBeGreaterThan(
        before.value('grandtour_payment_provider_calls_total', cardCalls),
      );
      expect(after.value('grandtour_db_pool_max_connections')).toBe(16);
      expect(after.value('grandtour_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    });

    it('a paused projection runner shows its lag in events and seconds, and 0 again once it has caught up', async () => {
      const scrapeRunner = () => scrape(projections.metrics!.url, TOKEN);
      const caughtUp = async () => {
        const reading = await scrapeRunner();
        return projectionNames.every(
          (name) =>
            reading.value('grandtour_projection_lag_events', { projection: name }) === 0 &&
            reading.value('grandtour_projection_lag_seconds', { projection: name }) === 0,
        );
      };
      // Paused, after applying everything in the log: nothing behind.
      await projections.runner.stop();
      await eventually(
        async () => (await projections.runner.catchUp(), await caughtUp()),
        READING_WAIT_MS,
        200,
      );

      const appendedBefore = (await scrape(api.runtime.metrics!.url)).value(
        'grandtour_events_appended_total',
      );
      const visit = testBrowser(api.runtime.app);
      const start = addDays(todayInParis(), 70);
      await bookAs(visit, api.runtime.app, api.cars[1]!, { startDate: start, endDate: addDays(start, 3) });
      const appended =
        (await scrape(api.runtime.metrics!.url)).value('grandtour_events_appended_total') - appendedBefore;
      expect(appended).toBeGreaterThan(0);

      const behind = await eventually(async () => {
        const reading = await scrapeRunner();
        return (
          reading.value('grandtour_projection_lag_events', { projection: projectionNames[0]! }) > 0 && reading
        );
      }, READING_WAIT_MS);
      for (const name of projectionNames) {
        expect(behind.value('grandtour_projection_lag_events', { projection: name })).toBeGreaterThanOrEqual(
          appended,
        );
        expect(behind.value('grandtour_projection_lag_seconds', { projection: name })).toBeGreaterThan(0);
      }

      await eventually(
        async () => (await projections.runner.catchUp(), await caughtUp()),
        READING_WAIT_MS,
        200,
      );
    }, 200_000);

    it('the runner’s /metrics asks for its token, and is the only path served', async () => {
      const url = projections.metrics!.url;
      const anonymous = await fetch(url);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
      expect((await fetch(url, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(
        401,
      );
      expect(
        (await fetch(url.replace('/metrics', '/'), { headers: { authorization: `Bearer ${TOKEN}` } })).status,
      ).toBe(404);
      expect(new URL(url).hostname).toBe('127.0.0.1');
    });

    it('the workers’ queue depths are read, and a confirmed booking’s e-mail counts as sent', async () => {
      const before = await scrape(workers.metrics!.url);
      for (const queue of [NOTIFICATIONS_QUEUE, SCHEDULED_QUEUE])
        expect(
          before
            .labelSets('grandtour_queue_jobs')
            .filter((set) => set.queue === queue)
            .map((set) => set.state)
            .sort(),
        ).toEqual(['active', 'delayed', 'failed', 'waiting']);
      const sentBefore = before.value('grandtour_emails_total', { outcome: 'sent' });

      const visit = testBrowser(api.runtime.app);
      const start = addDays(todayInParis(), 80);
      const dates = {
        startDate: start,
        endDate: addDays(start, 2),
      };
      const customer = {
        firstName: 'Léa',
        lastName: 'Martin',
        email: `metrics-${randomUUID().slice(0, 8)}@example.fr`,
        phone: '+33 612345678',
      };
      const booking = await bookAs(visit, api.runtime.app, api.cars[2]!, dates, { customer });
      await payWithDemoCard(visit, booking);

      await eventually(
        async () =>
          (await scrape(workers.metrics!.url)).value('grandtour_emails_total', { outcome: 'sent' }) >
          sentBefore,
        READING_WAIT_MS,
        200,
      );
      expect(
        (await scrape(workers.metrics!.url)).value('grandtour_emails_total', { outcome: 'failed' }),
      ).toBe(0);
    }, 100_000);
  },
);

describe('npm start (one embedded process) serves every series on one metrics port', () => {
  const embedded = useTestRuntime('pglite', { background: true }, { METRICS_PORT: '0' });

  it('requests, appends, pool, queues and projection lag, all from the same /metrics', async () => {
    const visit = testBrowser(embedded.runtime.app);
    const start = addDays(todayInParis(), 90);
    await bookAs(visit, embedded.runtime.app, embedded.cars[0]!, {
      startDate: start,
      endDate: addDays(start, 2),
    });
    const reading = await eventually(async () => {
      const scraped = await scrape(embedded.runtime.metrics!.url);
      return (
        scraped.labelSets('grandtour_projection_lag_events').length === projectionNames.length && scraped
      );
    }, READING_WAIT_MS);
    expect(
      reading.value('grandtour_http_request_duration_seconds_count', {
        route: '/api/bookings',
        status_code: '201',
      }),
    ).toBe(1);
    expect(reading.value('grandtour_events_appended_total')).toBeGreaterThan(0);
    expect(reading.value('grandtour_db_pool_max_connections')).toBeGreaterThan(0);
    expect(
      reading
        .labelSets('grandtour_queue_jobs')
        .map((set) => set.queue)
        .filter((queue, index, all) => all.indexOf(queue) === index)
        .sort(),
    ).toEqual([NOTIFICATIONS_QUEUE, SCHEDULED_QUEUE].sort());
    expect(
      reading
        .labelSets('grandtour_projection_lag_seconds')
        .map((set) => set.projection)
        .sort(),
    ).toEqual([...projectionNames].sort());
  });
});
