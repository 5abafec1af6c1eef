import { join } from 'node:path';
import {
  createBookingWorkflow,
  createPostgresEventStore,
  type EventStore,
  type PaymentProviders,
  type SubscriptionCheckouts,
} from '@grandtour/commands';
import { localSecret, openDatabase, type Config, type Database } from '@grandtour/infra';
import { selectPaymentProviders } from '@grandtour/payments';
import {
  asyncProjections,
  createAccountQueries,
  createAvailabilityQueries,
  createBookingQueries,
  createProjectionRunner,
  createCarSearch,
  createCatalogueQueries,
  createFavouriteQueries,
  createSubscriptionQueries,
  createOwnerQueries,
  inlineProjections,
  migrateReadModels,
  type ProjectionRunner,
} from '@grandtour/projections';
import { createBookingSweeper, type BookingSweeper } from '@grandtour/workers';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { seedDemoFleet } from './seed/seed-demo-fleet.ts';

export interface Runtime {
  app: FastifyInstance;
  database: Database;
  store: EventStore;
  sweeper: BookingSweeper;
  projectionRunner: ProjectionRunner;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** The marketplace's clock (tests move it). */
  clock?: () => Date;
  /** Run the scheduled booking work and the asynchronous projections (tests drive them themselves). */
  background?: boolean;
  /** Payment adapters other than the configured ones (tests point Stripe at a local fake). */
  payments?: PaymentProviders;
  /** Subscription checkouts other than the configured ones (tests point them at the local fakes). */
  subscriptionCheckouts?: SubscriptionCheckouts;
}

/** The composition root: the one place that chooses adapters and wires them together. */
export async function createRuntime(
  config: Config,
  database?: Database,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const db =
    database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: `${config.DATA_DIR}/pglite`,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  await migrateReadModels(db.pool);
  const store = createPostgresEventStore({
    connectionString: db.connectionString,
    pool: db.pool,
    inlineProjections,
  });
  if (config.SEED_DEMO_FLEET) await seedDemoFleet(store);

  const readModels = drizzle(db.pool);
  const clock = options.clock ?? (() => new Date());
  const selected = selectPaymentProviders(config, db.pool, { clock });
  const payments = options.payments ?? { card: selected.card, paypal: selected.paypal };
  const subscriptionCheckouts = options.subscriptionCheckouts ?? selected.subscriptions;
  const bookings = createBookingQueries(readModels);
  const workflow = createBookingWorkflow({ store, providers: payments, clock });
  const sweeper = createBookingSweeper({
    workflow,
    bookings,
    pool: db.pool,
    clock,
    intervalMs: config.BOOKING_SWEEP_SECONDS * 1000,
  });
  const app = await buildApp({
    pool: db.pool,
    store,
    queries: createCatalogueQueries(readModels, db.pool, { named: !db.embedded }),
    searchCars: createCarSearch(db.pool, { named: !db.embedded }),
    favourites: createFavouriteQueries(readModels),
    bookings,
    availability: createAvailabilityQueries(db.pool, { named: !db.embedded }),
    accounts: createAccountQueries(db.pool),
    owner: createOwnerQueries(readModels, db.pool),
    mediaDir: join(config.DATA_DIR, 'media'),
    signInAttemptsPerMinute: config.SIGN_IN_ATTEMPTS_PER_MINUTE,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    contactMessagesPerMinute: config.CONTACT_MESSAGES_PER_MINUTE,
    workflow,
    payments,
    subscriptions: createSubscriptionQueries(readModels),
    subscriptionCheckouts,
    subscriptionCheckoutsPerMinute: config.SUBSCRIPTION_CHECKOUTS_PER_MINUTE,
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    cookieSecret: config.COOKIE_SECRET ?? localSecret(config.DATA_DIR, 'cookie'),
    clock,
    production: config.NODE_ENV === 'production',
    logLevel: config.LOG_LEVEL,
    countryHeader: config.COUNTRY_HEADER,
  });
  const projectionRunner = createProjectionRunner({ pool: db.pool, store, projections: asyncProjections });
  if (options.background ?? true) {
    sweeper.start();
    projectionRunner.start();
  }
  return {
    app,
    database: db,
    store,
    sweeper,
    projectionRunner,
    async close() {
      await sweeper.stop();
      await projectionRunner.stop();
      await app.close();
      await store.close();
      if (!database) await db.close();
    },
  };
}
