import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every setting the processes read, validated once at boot (.env.example lists them). */
/** A per-minute allowance from one address; the bench raises it far beyond what a person does. */
const perMinute = (byDefault: number) => z.coerce.number().int().min(1).max(10_000_000).default(byDefault);

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
    DATA_DIR: z.string().min(1).default('.data'),
    /** The site's public address, for absolute links (sitemap, e-mails); http://localhost:PORT when empty. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * Events in EventStoreDB/KurrentDB (`kurrentdb://host:2113?tls=false`, or `esdb://…`) instead of PostgreSQL; the
     * read models and their checkpoints stay in PostgreSQL (decision 28).
     */
    EVENTSTORE_URL: z.url({ protocol: /^(esdb|kurrentdb|kurrent|kdb)(\+discover)?$/ }).optional(),
    /**
     * Traces over OTLP/HTTP (JSON) to this collector (`http://collector:4318`; spans go to its /v1/traces) when set;
     * unset, no tracing SDK is even loaded.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** The service.name on this process's spans; by default grand-tour-api, -workers or -projections. */
    OTEL_SERVICE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9._-]+$/, 'OTEL_SERVICE_NAME may hold letters, digits, ., - and _')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
    SEED_DEMO_FLEET: booleanFlag.default(true),
    /** Signs the guest cookie. Required in production; otherwise generated once and kept under DATA_DIR. */
    COOKIE_SECRET: z.string().min(32, 'COOKIE_SECRET must be at least 32 characters').optional(),
    /**
     * Seals the owners' and administrators' second-factor secrets (decision 75), the same on every node. Unset: derived
     * from COOKIE_SECRET (a key of its own, by domain separation), else generated once under DATA_DIR. Set it in
     * production so that a new COOKIE_SECRET does not make every TOTP secret unreadable (recovery codes still work).
     */
    TWO_FACTOR_KEY: z.string().min(32, 'TWO_FACTOR_KEY must be at least 32 characters').optional(),
    /**
     * The key that wraps each driver document's own key (decision 84): 32 bytes in base64. Required in production;
     * otherwise generated once and kept under DATA_DIR. Losing it makes every stored document unreadable.
     */
    DOCUMENTS_KEY: z
      .string()
      .refine(
        (value) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
        {
          message: 'DOCUMENTS_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
        },
      )
      .optional(),
    /**
     * The key that wraps each person's own key, under which their personal data is sealed in the event log (decision
     * 99): 32 bytes in base64. Required in production; otherwise generated once and kept under DATA_DIR. Losing it
     * makes every person's data in the log read as erased.
     */
    PERSONAL_DATA_KEY: z
      .string()
      .refine(
        (value) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
        { message: 'PERSONAL_DATA_KEY must be 32 bytes in base64 (openssl rand -base64 32)' },
      )
      .optional(),
    /** Days after the end of a driver's last rental (or their upload, without one) when their documents are erased. */
    DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Days after a contact-form message was received when it is erased (its sender's key destroyed; decision 99). */
    CONTACT_MESSAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    /**
     * Days after the last activity of a guest identity (a browser without an account) that never booked when its data
     * (questions to owners, contact details) is erased.
     */
    GUEST_DATA_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /**
     * Handover photos and signatures (decision 87) in this S3 bucket when set; otherwise files under
     * DATA_DIR/media/objects. Credentials come from the SDK's default chain: AWS_ACCESS_KEY_ID and
     * AWS_SECRET_ACCESS_KEY, else a profile or the machine's role.
     */
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'S3_BUCKET must be a bucket name (3 to 63 of a-z, 0-9, . and -)',
      )
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region name such as eu-west-3')
      .default('eu-west-3'),
    /** An S3-compatible server (MinIO: http://minio:9000) instead of AWS; only with S3_BUCKET. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** The bucket in the path rather than in the host name, as MinIO and most S3-compatible servers need. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Read by the AWS SDK itself; declared so that one without the other stops the boot. */
    AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
    AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** How long an unpaid booking holds the car. */
    BOOKING_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    /** How often the scheduled booking work runs (expire holds, complete rentals, finish interrupted steps). */
    BOOKING_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** BullMQ on this Redis when set; otherwise the queue lives in the database (embedded default, decision 23). */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** Prefix of the queue's Redis keys, so several deployments (or test runs) can share one Redis. */
    QUEUE_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'QUEUE_PREFIX may hold letters, digits, - and _')
      .default('grandtour'),
    /** E-mails go out over SMTP when set (smtp://user:pass@host:587, smtps://…); otherwise into the local outbox. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** The sender of every e-mail. */
    MAIL_FROM: z.string().min(3).default('Grand Tour <reservations@grandtour.example>'),
    /** Where contact messages are forwarded. */
    SUPPORT_EMAIL: z.email().default('support@grandtour.example'),
    /** Run the reactors and queue workers in this process (npm start); false for API-only nodes. */
    RUN_WORKERS: booleanFlag.default(true),
    /** Run the asynchronous projections in this process (npm start); false when `npm run projections` runs them. */
    RUN_PROJECTIONS: booleanFlag.default(true),
    /** `npm run workers` and `npm run projections` write the time here every 5 s while healthy (container checks). */
    HEARTBEAT_FILE: z.string().min(1).optional(),
    /** E-mails sent at once by one worker process. */
    NOTIFICATION_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(20),
    /** Attempts of a failing e-mail before it lands in the failed set (exponential back-off from 5 s). */
    NOTIFICATION_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    /** Sign-in and registration attempts allowed per minute from one address (then 429). */
    SIGN_IN_ATTEMPTS_PER_MINUTE: perMinute(10),
    /** Wrong passwords in a row that lock an account out (from every address; decision 51). */
    SIGN_IN_FAILURES_BEFORE_LOCKOUT: z.coerce.number().int().min(1).max(1_000_000).default(10),
    /** The first lock-out's length; each further one in a series lasts twice as long, up to the longest. */
    SIGN_IN_LOCKOUT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(5),
    SIGN_IN_LONGEST_LOCKOUT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(24 * 60),
    /** Contact messages accepted per minute from one address (then 429). */
    CONTACT_MESSAGES_PER_MINUTE: perMinute(5),
    /** Messages and inquiries between customers and owners per minute from one address (then 429; issue 24). */
    MESSAGE_WRITES_PER_MINUTE: perMinute(30),
    /** Subscription checkouts (card or PayPal) started per minute from one address (then 429). */
    SUBSCRIPTION_CHECKOUTS_PER_MINUTE: perMinute(10),
    /** Searches and car pages (GET /api/cars…) per minute from one address (then 429). */
    SEARCH_REQUESTS_PER_MINUTE: perMinute(600),
    /** Booking writes (book, cancel, pay) per minute from one address (then 429). */
    BOOKING_REQUESTS_PER_MINUTE: perMinute(30),
    /** Payment-provider notifications per minute from one address (then 429; providers retry). */
    WEBHOOK_REQUESTS_PER_MINUTE: perMinute(1200),
    /** What one owner's photos may weigh in all, variants included (then 422; decision 52). */
    OWNER_PHOTO_QUOTA_MB: z.coerce.number().positive().max(1_000_000).default(200),
    /** Photos one owner may upload per hour, across every API node (then 429; decision 52). */
    OWNER_PHOTO_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(60),
    /** Handover photos and signatures one party may send per hour to one API node (then 429; each is decoded). */
    HANDOVER_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(120),
    /** Photos in messages one party may send per hour to one API node (then 429; each is decoded). */
    MESSAGE_PHOTOS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(60),
    /** Live streams (Server-Sent Events) one API node keeps open at once; beyond it, 503 with Retry-After. */
    LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5000),
    /**
     * Behind a proxy, how many proxies to trust for X-Forwarded-For (rate limits count visitors, not the proxy).
     * 0 (the default) trusts none: a header a client sends itself never changes its address.
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
    /** Card payments with Stripe when set; otherwise the built-in demo provider. */
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    /** PayPal when both are set; otherwise the built-in demo provider. */
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
    PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
    /**
     * The request header in which the proxy in front of the API puts the visitor's country (cf-ipcountry behind
     * Cloudflare). Unset, GET /api/locale answers null: a header a client can send itself is never trusted.
     */
    COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'COUNTRY_HEADER must be a header name such as cf-ipcountry')
      .transform((name) => name.toLowerCase())
      .optional(),
    /**
     * Prometheus metrics of this process on `http://METRICS_HOST:METRICS_PORT/metrics` when set (decision 101); off
     * otherwise. A port of its own, apart from the public one: keep it on the operators' network.
     */
    METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
    /** The address the metrics port listens on: loopback by default; 0.0.0.0 (or ::) for a scraper elsewhere. */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /** A bearer token every scrape must send (Authorization: Bearer …); none required when unset. */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    /**
     * Time travel for end-to-end journeys: the clock gets an offset that PUT /api/dev/clock moves (decision 35).
     * Refused in production.
     */
    ADJUSTABLE_CLOCK: booleanFlag.default(false),
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.COOKIE_SECRET, {
    path: ['COOKIE_SECRET'],
    message: 'COOKIE_SECRET is required in production',
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.DOCUMENTS_KEY, {
    path: ['DOCUMENTS_KEY'],
    message: 'DOCUMENTS_KEY is required in production',
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.PERSONAL_DATA_KEY, {
    path: ['PERSONAL_DATA_KEY'],
    message: 'PERSONAL_DATA_KEY is required in production',
  })
  .refine(
    (config) => !config.STRIPE_SECRET_KEY || (config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET),
    {
      path: ['STRIPE_SECRET_KEY'],
      message: 'Stripe needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET as well',
    },
  )
  .refine((config) => config.NODE_ENV !== 'production' || !config.ADJUSTABLE_CLOCK, {
    path: ['ADJUSTABLE_CLOCK'],
    message: 'ADJUSTABLE_CLOCK moves the clock for tests and is refused in production',
  })
  .refine((config) => config.S3_BUCKET || !config.S3_ENDPOINT, {
    path: ['S3_ENDPOINT'],
    message: 'S3_ENDPOINT is used only with S3_BUCKET: set the bucket too',
  })
  .refine((config) => !config.AWS_ACCESS_KEY_ID === !config.AWS_SECRET_ACCESS_KEY, {
    path: ['AWS_ACCESS_KEY_ID'],
    message: 'S3 needs both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
  })
  .refine((config) => !config.METRICS_PORT || config.METRICS_PORT !== config.PORT, {
    path: ['METRICS_PORT'],
    message: 'METRICS_PORT must differ from PORT: metrics are served apart from the public API',
  })
  .refine((config) => config.METRICS_PORT !== undefined || !config.METRICS_TOKEN, {
    path: ['METRICS_TOKEN'],
    message: 'METRICS_TOKEN is used only with METRICS_PORT: set the port too',
  })
  .refine((config) => !config.PAYPAL_CLIENT_ID === !config.PAYPAL_CLIENT_SECRET, {
    path: ['PAYPAL_CLIENT_ID'],
    message: 'PayPal needs both PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
  });
export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
