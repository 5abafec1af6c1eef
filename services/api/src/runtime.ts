import { join } from 'node:path';
import {
  createBookingWorkflow,
  createRequestWorkflow,
  createPayoutWorkflow,
  createDepositWorkflow,
  createClaimWorkflow,
  createConversationWorkflow,
  personalDataRules,
  type CardDepositHolds,
  type PaymentProviders,
  type PayoutProvider,
  type PayoutWorkflow,
  type PayPalDepositHolds,
  type SubscriptionCheckouts,
} from '@grandtour/commands';
import {
  countAppends,
  combineProjections,
  createKurrentDbEventStore,
  createPostgresEventStore,
  withPersonalData,
  type EventStore,
} from '@grandtour/event-store';
import {
  createPersonalDataCodec,
  createPersonalDataKeys,
  ensurePrivateDirectory,
  localSecret,
  metricsFromConfig,
  createErasureConfirmationTokens,
  createExportLinkTokens,
  messageBusFor,
  objectStoreFromConfig,
  openDatabase,
  preparePrivateDataDir,
  type Config,
  type Database,
  type MessageBus,
  type Metrics,
  type MetricsServer,
  type ObjectStore,
  type PersonalDataKeys,
} from '@grandtour/platform';
import { selectPaymentProviders } from '@grandtour/payments';
import {
  asyncProjections,
  createAccountQueries,
  createAvailabilityQueries,
  createBookingQueries,
  createDepositQueries,
  createClaimQueries,
  createConversationQueries,
  createProjectionRunner,
  createCarSearch,
  createCatalogueQueries,
  createFavouriteQueries,
  createSubscriptionQueries,
  createOwnerQueries,
  createPayoutQueries,
  createReviewQueries,
  createSimilarCarQueries,
  inlineProjections,
  migrateReadModels,
  withReadYourWrites,
  type ProjectionRunner,
} from '@grandtour/projections';
import {
  createBackgroundWork,
  createBookingSweeper,
  createUnreadMessageEmails,
  createDocumentRetention,
  createPersonalDataErasure,
  createPersonalDataRetention,
  createRejectedDriverCancellations,
  createBullMqJobQueue,
  countEmails,
  createOutboxMailer,
  createPayoutRun,
  createReceipts,
  createPostgresJobQueue,
  createSmtpMailer,
  ensureRedisAnswers,
  type BackgroundWork,
  type BookingSweeper,
  type JobQueue,
  type Mailer,
  type PayoutRun,
  NOTIFICATIONS_QUEUE,
} from '@grandtour/workers';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import { conversationAnnouncer } from './live/conversation-announcer.ts';
import { buildApp } from './app.ts';
import { serveProcessMetrics } from './process-metrics.ts';
import { rateLimitsOf } from './plugins/rate-limits.ts';
import { signInLimitOf } from './routes/accounts/sign-in-limit.ts';
import { createAdjustableClock } from './routes/dev/adjustable-clock.ts';
import { seedDemoFleet } from './seed/seed-demo-fleet.ts';
import { withAppendSpans, withApplySpans } from './tracing/append-spans.ts';

export interface Runtime {
  app: FastifyInstance;
  database: Database;
  store: EventStore;
  sweeper: BookingSweeper;
  projectionRunner: ProjectionRunner;
  queue: JobQueue;
  mailer: Mailer;
  /** The notification reactor, the e-mail workers and the scheduled booking work. */
  background: BackgroundWork;
  /** Owners' payouts: the provider, the workflow that pays one booking, the run the sweep starts. */
  payouts: { provider: PayoutProvider; workflow: PayoutWorkflow; run: PayoutRun };
  /** Wakes the live streams of every node (decision 95): LISTEN/NOTIFY, or in-process when embedded. */
  messageBus: MessageBus;
  /** This process's /metrics, when METRICS_PORT is set (decision 101). */
  metrics: MetricsServer | undefined;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** The marketplace's clock (tests move it). */
  clock?: () => Date;
  /** Run the scheduled booking work and the asynchronous projections (tests drive them themselves). */
  background?: boolean;
  /** Payment adapters other than the configured ones (tests point Stripe at a local fake). */
  payments?: PaymentProviders;
  /** Deposit holds other than the configured ones (tests point Stripe at a local fake). */
  depositHolds?: { card?: CardDepositHolds; paypal?: PayPalDepositHolds };
  /** Subscription checkouts other than the configured ones (tests point them at the local fakes). */
  subscriptionCheckouts?: SubscriptionCheckouts;
  /** The payout provider other than the configured one (tests point Stripe Connect at a local fake). */
  payouts?: PayoutProvider;
  /** Run the reactor and the queue workers (default: `background`, and RUN_WORKERS). */
  workers?: boolean;
  /** First retry of a failed e-mail (tests shorten it). */
  notificationBackoffMs?: number;
  /** A due delivery still unsent this long after its time is queued again (tests shorten it). */
  requeueAfterMs?: number;
}

/** BullMQ on Redis when REDIS_URL is set, otherwise the database queue (decision 23). */
export function selectJobQueue(config: Config, pool: pg.Pool, clock: () => Date): JobQueue {
  return config.REDIS_URL
    ? createBullMqJobQueue({ url: config.REDIS_URL, prefix: config.QUEUE_PREFIX, clock })
    : createPostgresJobQueue({ pool, clock });
}

/** SMTP when SMTP_URL is set, otherwise the local outbox. */
export function selectMailer(config: Config, pool: pg.Pool, clock: () => Date): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createOutboxMailer({ pool, from: config.MAIL_FROM, clock });
}

/** The checkpoint name of the read models a command waits for, when events live in EventStoreDB. */
export const INLINE_READ_MODELS = 'inline-read-models';

/**
 * Events in PostgreSQL, with the read models a command's answer depends on written in the append's transaction; or
 * in EventStoreDB/KurrentDB (EVENTSTORE_URL), where a follower in this process projects the same read models from
 * the global log and an append returns once they include it (decision 28).
 */
/** Where evidence is kept (decision 87): files under DATA_DIR/media/objects when embedded. */
/** The evidence store (decision 87): `DATA_DIR/media/objects`, or the S3 bucket when S3_BUCKET is set. */
export function selectObjectStore(config: Config): ObjectStore {
  return objectStoreFromConfig(config, config.DATA_DIR);
}

export function selectEventStore(config: Config, db: Database): EventStore {
  const personalData = personalDataSealingOf(config, db);
  if (!config.EVENTSTORE_URL)
    return withAppendSpans(
      createPostgresEventStore({
        connectionString: db.connectionString,
        pool: db.pool,
        inlineProjections: withApplySpans(inlineProjections),
        personalData,
      }),
    );
  const log = withPersonalData(
    createKurrentDbEventStore({ connectionString: config.EVENTSTORE_URL }),
    personalData,
  );
  const follower = createProjectionRunner({
    pool: db.pool,
    store: log,
    projections: [combineProjections(INLINE_READ_MODELS, inlineProjections)],
  });
  follower.start();
  return withAppendSpans(withReadYourWrites(log, follower));
}

/** The composition root: the one place that chooses adapters and wires them together. */
export async function createRuntime(
  config: Config,
  database?: Database,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  // Before anything else (the embedded database's first start takes seconds): a Redis that does not answer stops here.
  if (config.REDIS_URL) await ensureRedisAnswers(config.REDIS_URL);
  // The embedded database, owners' photos and the cookie secret live under DATA_DIR: this user's only (decision 54).
  preparePrivateDataDir(config.DATA_DIR);
  ensurePrivateDirectory(join(config.DATA_DIR, 'media'));
  const db =
    database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: `${config.DATA_DIR}/pglite`,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  await migrateReadModels(db.pool);
  const observed = metricsFromConfig(config);
  const metrics = observed?.metrics;
  const store = countAppends(selectEventStore(config, db), metrics);
  if (config.SEED_DEMO_FLEET) await seedDemoFleet(store);

  const readModels = drizzle(db.pool);
  const adjustableClock = config.ADJUSTABLE_CLOCK ? createAdjustableClock(options.clock) : undefined;
  const clock = adjustableClock?.now ?? options.clock ?? (() => new Date());
  const selected = selectPaymentProviders(config, db.pool, { clock, calls: metrics?.paymentProviderCalls });
  const payments = options.payments ?? { card: selected.card, paypal: selected.paypal };
  const subscriptionCheckouts = options.subscriptionCheckouts ?? selected.subscriptions;
  const depositHolds = {
    card: options.depositHolds?.card ?? selected.deposits.card,
    paypal: options.depositHolds?.paypal ?? selected.deposits.paypal,
  };
  const bookings = createBookingQueries(readModels);
  const publicUrl = publicUrlOf(config);
  const { workflow, requests, deposits, claims, sweeper, queue, mailer, background, payouts } =
    assembleBackgroundWork(config, db, store, {
      bookings,
      providers: payments,
      payoutProvider: options.payouts ?? selected.payouts,
      depositHolds,
      clock,
      publicUrl,
      backoffMs: options.notificationBackoffMs,
      requeueAfterMs: options.requeueAfterMs,
      metrics,
    });
  const messageBus = messageBusFor(db);
  const app = await buildApp({
    liveStreamsMax: config.LIVE_STREAMS_MAX,
    messageBus,
    namedStatements: !db.embedded,
    pool: db.pool,
    store,
    logInPostgres: !config.EVENTSTORE_URL,
    queries: createCatalogueQueries(readModels, db.pool, { named: !db.embedded }),
    searchCars: createCarSearch(db.pool, { named: !db.embedded }),
    favourites: createFavouriteQueries(readModels),
    bookings,
    availability: createAvailabilityQueries(db.pool, { named: !db.embedded }),
    accounts: createAccountQueries(db.pool),
    owner: createOwnerQueries(readModels, db.pool),
    reviews: createReviewQueries(readModels),
    similarCars: createSimilarCarQueries(db.pool),
    devClock: adjustableClock && {
      clock: adjustableClock,
      onMoved: async () => {
        const sweep = await sweeper.sweepOnce();
        // BullMQ's timers follow real time: the e-mails the moved clock made due (reminders) are sent now.
        const emailsDue = await queue.promoteDue(NOTIFICATIONS_QUEUE, clock());
        return { ...sweep, emailsDue };
      },
    },
    mediaDir: join(config.DATA_DIR, 'media'),
    objects: selectObjectStore(config),
    publicUrl,
    outbox: mailer.kind === 'outbox' && config.NODE_ENV !== 'production' ? db.pool : undefined,
    workflow,
    requests,
    receipts: createReceipts({ pool: db.pool, clock }),
    payments,
    deposits: { workflow: deposits, queries: createDepositQueries(db.pool), ...depositHolds },
    claims,
    conversations: {
      workflow: createConversationWorkflow({
        store,
        clock,
        written: conversationAnnouncer(db.pool, messageBus),
      }),
      queries: createConversationQueries(db.pool),
    },
    subscriptions: createSubscriptionQueries(readModels),
    subscriptionCheckouts,
    rateLimits: rateLimitsOf(config),
    photoLimits: {
      quotaBytes: Math.round(config.OWNER_PHOTO_QUOTA_MB * 1024 * 1024),
      uploadsPerHour: config.OWNER_PHOTO_UPLOADS_PER_HOUR,
    },
    signInLimit: signInLimitOf(config),
    trustedProxyHops: config.TRUSTED_PROXY_HOPS,
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    cookieSecret: config.COOKIE_SECRET ?? localSecret(config.DATA_DIR, 'cookie'),
    twoFactorKey: config.TWO_FACTOR_KEY ?? config.COOKIE_SECRET ?? localSecret(config.DATA_DIR, 'two-factor'),
    handoverCodeKey: config.COOKIE_SECRET ?? localSecret(config.DATA_DIR, 'handover-codes'),
    handoverUploadsPerHour: config.HANDOVER_UPLOADS_PER_HOUR,
    messagePhotosPerHour: config.MESSAGE_PHOTOS_PER_HOUR,
    documentsKey: documentsKeyOf(config),
    documentRetentionDays: config.DOCUMENT_RETENTION_DAYS,
    contactMessageRetentionDays: config.CONTACT_MESSAGE_RETENTION_DAYS,
    guestDataRetentionDays: config.GUEST_DATA_RETENTION_DAYS,
    payoutProvider: payouts.provider,
    clock,
    production: config.NODE_ENV === 'production',
    logLevel: config.LOG_LEVEL,
    countryHeader: config.COUNTRY_HEADER,
    requestDurations: metrics?.httpRequestDuration,
  });
  const projectionRunner = createProjectionRunner({ pool: db.pool, store, projections: asyncProjections });
  const runBackground = options.background ?? true;
  const runsProjections = runBackground && config.RUN_PROJECTIONS;
  const runsWorkers = (options.workers ?? runBackground) && config.RUN_WORKERS;
  if (runsProjections) projectionRunner.start();
  if (runsWorkers) await background.start();
  const metricsServer = await serveProcessMetrics(config, observed, {
    pool: db.pool,
    queue: runsWorkers ? queue : undefined,
    projections: runsProjections,
  });
  return {
    app,
    database: db,
    store,
    sweeper,
    projectionRunner,
    queue,
    mailer,
    background,
    payouts,
    messageBus,
    metrics: metricsServer,
    async close() {
      await metricsServer?.close();
      // Graceful: e-mails being sent and a sweep under way finish first.
      await background.stop();
      await sweeper.stop();
      await projectionRunner.stop();
      await app.close();
      await messageBus.close();
      await queue.close();
      await mailer.close();
      await store.close();
      if (!database) await db.close();
    },
  };
}

/** PERSONAL_DATA_KEY (required in production), else a key generated once under DATA_DIR (decision 99). */
const personalDataKeyOf = (config: Config) =>
  Buffer.from(config.PERSONAL_DATA_KEY ?? localSecret(config.DATA_DIR, 'personal-data'), 'base64');

const keysByDatabase = new WeakMap<Database, PersonalDataKeys>();
/**
 * The people's keys, one set per database and process: an erasure forgets a key in the same cache the store reveals
 * through, so a rebuild right after it never opens what it erased.
 */
export function personalDataKeysOf(config: Config, db: Database): PersonalDataKeys {
  let keys = keysByDatabase.get(db);
  if (!keys) keysByDatabase.set(db, (keys = createPersonalDataKeys(db.pool, personalDataKeyOf(config))));
  return keys;
}

/** Each person's key (wrapped by PERSONAL_DATA_KEY) seals their fields in the log, following the commands' map. */
const personalDataSealingOf = (config: Config, db: Database) =>
  createPersonalDataCodec(personalDataKeysOf(config, db), personalDataRules);

/**
 * The links that confirm an account's erasure are signed under the cookie secret (COOKIE_SECRET, required in
 * production): the workers sign them, the API checks them (decision 99).
 */
export const erasureTokensOf = (config: Config) =>
  createErasureConfirmationTokens(config.COOKIE_SECRET ?? localSecret(config.DATA_DIR, 'cookie'));

/** DOCUMENTS_KEY (required in production), else a key generated once under DATA_DIR (decision 84). */
const documentsKeyOf = (config: Config) =>
  Buffer.from(config.DOCUMENTS_KEY ?? localSecret(config.DATA_DIR, 'documents'), 'base64');

/** Where visitors reach the site: links in e-mails, feeds and sitemaps. */
const publicUrlOf = (config: Config) => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

/** The booking workflow and everything that works in the background for it: one assembly for npm start and npm run workers. */
function assembleBackgroundWork(
  config: Config,
  db: Database,
  store: EventStore,
  options: {
    bookings: ReturnType<typeof createBookingQueries>;
    providers: PaymentProviders;
    payoutProvider: PayoutProvider;
    depositHolds: { card: CardDepositHolds; paypal: PayPalDepositHolds };
    clock: () => Date;
    publicUrl: string;
    backoffMs?: number;
    requeueAfterMs?: number;
    metrics?: Metrics | undefined;
  },
) {
  const { bookings, providers, clock, publicUrl } = options;
  const deposits = createDepositWorkflow({ store, holds: options.depositHolds, clock });
  const workflow = createBookingWorkflow({ store, providers, clock, deposits });
  const requests = createRequestWorkflow({ bookings: workflow, clock });
  const payoutWorkflow = createPayoutWorkflow({ store, provider: options.payoutProvider, clock });
  const claims = {
    workflow: createClaimWorkflow({ store, deposits, card: options.depositHolds.card, clock }),
    queries: createClaimQueries(db.pool),
  };
  const payoutRun = createPayoutRun({
    workflow: payoutWorkflow,
    payouts: createPayoutQueries(db.pool),
    clock,
  });
  const sweepEveryMs = config.BOOKING_SWEEP_SECONDS * 1000;
  const queue = selectJobQueue(config, db.pool, clock);
  const backoffMs = options.backoffMs ?? 5_000;
  const sweeper = createBookingSweeper({
    workflow,
    requests,
    deposits: { workflow: deposits, queries: createDepositQueries(db.pool) },
    claims,
    bookings,
    pool: db.pool,
    clock,
    intervalMs: sweepEveryMs,
    payouts: payoutRun,
    documents: createDocumentRetention({
      pool: db.pool,
      store,
      clock,
      retentionDays: config.DOCUMENT_RETENTION_DAYS,
    }),
    rejectedDrivers: createRejectedDriverCancellations({ pool: db.pool, workflow, clock }),
    unreadMessages: createUnreadMessageEmails({
      pool: db.pool,
      queue,
      clock,
      attempts: config.NOTIFICATION_ATTEMPTS,
      backoffMs,
    }),
    personalData: createPersonalDataErasure({
      pool: db.pool,
      store,
      keys: personalDataKeysOf(config, db),
      objects: selectObjectStore(config),
      queue,
      clock,
      singleConnection: db.embedded,
      logInPostgres: !config.EVENTSTORE_URL,
    }),
    personalDataRetention: createPersonalDataRetention({
      pool: db.pool,
      store,
      clock,
      contactDays: config.CONTACT_MESSAGE_RETENTION_DAYS,
      guestDays: config.GUEST_DATA_RETENTION_DAYS,
    }),
  });
  const mailer = countEmails(selectMailer(config, db.pool, clock), options.metrics?.emails);
  const background = createBackgroundWork({
    pool: db.pool,
    store,
    queue,
    mailer,
    objects: selectObjectStore(config),
    clock,
    publicUrl,
    supportEmail: config.SUPPORT_EMAIL,
    erasureTokens: erasureTokensOf(config),
    // The API opens them with the cookie secret too (decision 99).
    exportLinks: createExportLinkTokens(config.COOKIE_SECRET ?? localSecret(config.DATA_DIR, 'cookie')),
    concurrency: config.NOTIFICATION_CONCURRENCY,
    attempts: config.NOTIFICATION_ATTEMPTS,
    namedStatements: !db.embedded,
    sweeper,
    sweepEveryMs,
    backoffMs,
    requeueAfterMs: options.requeueAfterMs,
  });
  const payouts = { provider: options.payoutProvider, workflow: payoutWorkflow, run: payoutRun };
  return { workflow, requests, deposits, claims, sweeper, queue, mailer, background, payouts };
}

export interface WorkerRuntime {
  database: Database;
  background: BackgroundWork;
  /** This process's /metrics, when METRICS_PORT is set (decision 101). */
  metrics: MetricsServer | undefined;
  close(): Promise<void>;
}

/**
 * `npm run workers`: the reactor, the e-mail workers and the scheduled booking work as a process of their own, for
 * production (a real PostgreSQL and Redis; API nodes then run with RUN_WORKERS=false).
 */
export async function createWorkerRuntime(
  config: Config,
  options: { clock?: () => Date } = {},
): Promise<WorkerRuntime> {
  if (!config.DATABASE_URL)
    throw new Error('npm run workers needs DATABASE_URL: the embedded database lives inside npm start');
  if (config.REDIS_URL) await ensureRedisAnswers(config.REDIS_URL);
  const db = await openDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE });
  await migrateReadModels(db.pool);
  const observed = metricsFromConfig(config);
  const metrics = observed?.metrics;
  const store = countAppends(selectEventStore(config, db), metrics);
  const clock = options.clock ?? (() => new Date());
  const selected = selectPaymentProviders(config, db.pool, { clock, calls: metrics?.paymentProviderCalls });
  const { queue, mailer, background } = assembleBackgroundWork(config, db, store, {
    bookings: createBookingQueries(drizzle(db.pool)),
    providers: selected,
    payoutProvider: selected.payouts,
    depositHolds: selected.deposits,
    clock,
    publicUrl: publicUrlOf(config),
    metrics,
  });
  await background.start();
  const metricsServer = await serveProcessMetrics(config, observed, {
    pool: db.pool,
    queue,
    projections: false,
  });
  return {
    database: db,
    background,
    metrics: metricsServer,
    async close() {
      await metricsServer?.close();
      await background.stop();
      await queue.close();
      await mailer.close();
      await store.close();
      await db.close();
    },
  };
}
