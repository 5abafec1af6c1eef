import { testDatabaseKinds } from '@grandtour/platform/testing';
import { dropRedisPrefix, startSmtpSink, testQueuePrefix, type SmtpSink } from '@grandtour/workers/testing';
import { afterAll, beforeAll } from 'vitest';
import type { RuntimeOptions } from '../runtime.ts';
import { DEMO_OWNER_ACCOUNT } from '../seed/demo-owner-account.ts';
import { useTestRuntime, type TestRuntime } from './test-runtime.ts';

const redisUrl = process.env.TEST_REDIS_URL;

export interface MailSetup {
  database: 'pglite' | 'postgres';
  redis: boolean;
}

/** The embedded pairing always; real PostgreSQL with real Redis when both are given (CI). */
export function mailSetups(): MailSetup[] {
  const setups: MailSetup[] = [{ database: 'pglite', redis: false }];
  if (testDatabaseKinds().includes('postgres') && redisUrl)
    setups.push({ database: 'postgres', redis: true });
  return setups;
}

export interface MailTestRuntime extends TestRuntime {
  /** The SMTP server the marketplace sends to. */
  sink: SmtpSink;
}

/**
 * `useTestRuntime` sending its e-mails over SMTP to a sink of its own (started before the runtime, closed after it),
 * on the setup's queue: the database one, or Redis under a prefix of its own (dropped after).
 */
export function useMailTestRuntime(
  setup: MailSetup,
  options: RuntimeOptions,
  settings: Record<string, string | undefined> = {},
): MailTestRuntime {
  const prefix = testQueuePrefix();
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.close();
    if (setup.redis && redisUrl) await dropRedisPrefix(redisUrl, prefix);
  });
  const context = useTestRuntime(setup.database, options, {
    ...(setup.redis ? { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix } : {}),
    // The scheduled sweep stays out of the way: a test runs the sweep itself and counts what that sweep did.
    BOOKING_SWEEP_SECONDS: '3600',
    ...settings,
    // Read when the runtime starts, once the sink above is listening.
    get SMTP_URL() {
      return sink.url;
    },
  });
  return Object.defineProperty(context, 'sink', { get: () => sink, enumerable: true }) as MailTestRuntime;
}

/** The demo owner's e-mail address and bookable cars (the runtime's seed). */
export async function demoOwnerOf(context: TestRuntime) {
  const { rows } = await context.database.pool.query(`SELECT id, email FROM users WHERE email = $1`, [
    DEMO_OWNER_ACCOUNT.email,
  ]);
  return {
    email: rows[0]!.email as string,
    cars: context.cars.filter((car) => car.ownerId === rows[0]!.id),
  };
}

/**
 * The subjects of the e-mails sent to `address` about its booking itself, leaving out the deposit's: a sweep after a
 * moved clock holds the deposit a day before pickup (decision 68), which the deposit's own tests count.
 */
export function bookingMailSubjects(context: MailTestRuntime, address: string): string[] {
  return context.sink.messages
    .filter((mail) => mail.to === address && !mail.subject.startsWith('Deposit'))
    .map((mail) => mail.subject);
}
