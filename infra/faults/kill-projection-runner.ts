import { randomUUID } from 'node:crypto';
import { createPostgresEventStore } from '@grandtour/event-store';
import { createPool } from '@grandtour/platform';
import {
  asyncProjections,
  createProjectionRunner,
  inlineProjections,
  migrateReadModels,
} from '@grandtour/projections';
import { addDays, type Booking, type Car, todayInParis } from '@grandtour/shared';
import type pg from 'pg';
import { startNodeProcess, type NodeProcess } from '../../services/api/src/testing/node-process.ts';
import type { ApiNode } from './api-node.ts';
import { bookingBody } from './booking-body.ts';
import { sleep, Visitor } from './visitor.ts';

const KILLS = 5;
const runnerScript = new URL('../../services/api/src/projections.ts', import.meta.url);

/** Every row of a table in one fingerprint, so two databases can be compared table by table. */
async function tableHash(pool: pg.Pool, table: string): Promise<string> {
  const { rows } = await pool.query(
    `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS hash FROM ${table} t`,
  );
  return `${rows[0].n} rows, ${rows[0].hash}`;
}

/** A visitor books and pays (demo card): events for every asynchronous projection. */
async function bookAndPay(api: ApiNode, car: Car, start: string): Promise<boolean> {
  const visitor = new Visitor(api.url);
  await visitor.send('GET', '/api/bookings/user/guest');
  const endDate = addDays(start, 2);
  const quote = await visitor.send('GET', `/api/cars/${car.id}/quote?startDate=${start}&endDate=${endDate}`);
  if (quote?.status !== 200) return false;
  const booked = await visitor.send('POST', '/api/bookings', {
    idempotencyKey: randomUUID(),
    body: bookingBody(car, start, endDate, (quote.body as { totalCents: number }).totalCents),
  });
  if (booked?.status !== 201) return false;
  const booking = booked.body as Booking;
  const intent = await visitor.send('POST', '/api/create-payment-intent', {
    idempotencyKey: randomUUID(),
    body: { amount: Number(booking.totalPrice), bookingId: booking.id },
  });
  const secret = (intent?.body as { clientSecret?: string } | undefined)?.clientSecret;
  if (!secret) return true;
  await visitor.send('POST', '/api/demo-payments/confirm', {
    idempotencyKey: randomUUID(),
    body: {
      clientSecret: secret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      cardholderName: 'Léa Martin',
    },
  });
  return true;
}

/**
 * The asynchronous projections run in their own process (`npm run projections`), which is killed with SIGKILL
 * five times while bookings and payments keep coming, and started again each time. Once it has caught up, each of
 * its tables must equal, row for row, the same projections rebuilt from the events into a fresh database.
 */
export async function killProjectionRunner(api: ApiNode, databaseUrl: string, adminPool: pg.Pool) {
  const env = {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'fatal',
    NODE_ENV: 'production',
    COOKIE_SECRET: 'x'.repeat(40),
    DOCUMENTS_KEY: 'ZG9jdW1lbnRzLWtleS1mb3ItdGVzdHMtb25seS0wMDA=',
    PERSONAL_DATA_KEY: 'cGVyc29uYWwtZGF0YS1rZXktZm9yLXRlc3RzLTAwMDA=',
  };
  const start = () => startNodeProcess(runnerScript, env, /projections running/);
  let runner: NodeProcess = await start();
  const cars = (await (await fetch(`${api.url}/api/cars?availableNow=true`)).json()) as Car[];
  let running = true;
  let booked = 0;
  const load = Promise.all(
    Array.from({ length: 8 }, async (_, client) => {
      for (let n = 0; running; n++) {
        if (
          await bookAndPay(
            api,
            cars[(client * 5 + n) % cars.length]!,
            addDays(todayInParis(), 60 + client * 40 + n * 3),
          )
        )
          booked++;
      }
    }),
  );
  let kills = 0;
  for (; kills < KILLS; kills++) {
    await sleep(500 + Math.random() * 1000);
    await runner.kill('SIGKILL');
    runner = await start();
  }
  running = false;
  await load;

  // Caught up: every asynchronous projection's checkpoint at the log's head.
  const head = async () =>
    (await adminPool.query(`SELECT max(transaction_id::text::bigint)::text AS head FROM emt_messages`))
      .rows[0].head;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { rows } = await adminPool.query(
      `SELECT count(*)::int AS behind FROM projection_checkpoints
        WHERE name = ANY($1) AND commit_position::text::bigint < $2::bigint`,
      [asyncProjections.map((projection) => projection.name), await head()],
    );
    if (rows[0].behind === 0) break;
    if (Date.now() > deadline) throw new Error('the projection runner did not catch up');
    await sleep(200);
  }
  await runner.kill('SIGTERM');

  const rebuiltName = `faults_rebuild_${randomUUID().slice(0, 8)}`;
  await adminPool.query(`CREATE DATABASE ${rebuiltName}`);
  const rebuiltUrl = new URL(databaseUrl);
  rebuiltUrl.pathname = `/${rebuiltName}`;
  const rebuilt = createPool(rebuiltUrl.toString(), 4);
  const live = createPool(databaseUrl, 2);
  try {
    await migrateReadModels(rebuilt);
    const log = createPostgresEventStore({ connectionString: databaseUrl, pool: live });
    await createProjectionRunner({
      pool: rebuilt,
      store: log,
      projections: [...inlineProjections, ...asyncProjections],
    }).catchUp();
    const differing: string[] = [];
    const tables = [...new Set(asyncProjections.flatMap((projection) => projection.tables))];
    for (const table of tables) {
      const [mine, theirs] = [await tableHash(live, table), await tableHash(rebuilt, table)];
      if (mine !== theirs) differing.push(`${table}: live ${mine}, rebuilt ${theirs}`);
    }
    return { kills, booked, tables: tables.length, differing };
  } finally {
    await rebuilt.end();
    await live.end();
    await adminPool.query(`DROP DATABASE IF EXISTS ${rebuiltName} WITH (FORCE)`);
  }
}
