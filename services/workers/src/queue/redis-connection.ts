import { UnreachableServerError } from '@grandtour/platform';
import { Redis } from 'ioredis';

/** How long a process waits at boot for Redis to answer before it stops with one line saying so. */
export const REDIS_BOOT_TIMEOUT_MS = 5_000;

export interface RedisConnection {
  connection: Redis;
  /**
   * Resolves once Redis has answered; rejects with an `UnreachableServerError` (one line: the URL without its
   * password, the reason, what to do) when it has not within the boot timeout, and the connection then gives up.
   */
  ready: Promise<void>;
}

/**
 * A connection to Redis that tells "not there at boot" from "gone for a while". Until Redis has answered once it retries
 * quietly for `bootTimeoutMs`, then gives up (a process pointed at the wrong place stops at once, instead of
 * reconnecting and logging for ever). Once it has answered, it reconnects for ever and reports each error, so a Redis
 * that restarts is waited for.
 */
export function connectToRedis(
  url: string,
  options: { bootTimeoutMs?: number; onError: (error: Error) => void },
): RedisConnection {
  const bootTimeoutMs = options.bootTimeoutMs ?? REDIS_BOOT_TIMEOUT_MS;
  const deadline = Date.now() + bootTimeoutMs;
  let answered = false;
  let connected = false;
  let lastError: Error | undefined;
  const connection = new Redis(url, {
    // Workers block on Redis: once it has answered, commands wait for a reconnection rather than fail.
    maxRetriesPerRequest: null,
    retryStrategy: (times) => (answered ? Math.min(times * 50, 2000) : Date.now() < deadline ? 200 : null),
  });
  connection.on('connect', () => (connected = true));
  connection.on('error', (error: Error) => {
    if (answered) options.onError(error);
    else lastError = error;
  });
  /** Redis refused us (a wrong password), something else listens there, or nothing answered at all. */
  const whyNot = () => {
    if (lastError?.name === 'ReplyError') return lastError.message;
    if (connected)
      return `it accepts connections but does not answer as Redis${lastError ? ` (${lastError.message})` : ''}`;
    return lastError?.message ?? `no answer within ${bootTimeoutMs / 1000} s`;
  };
  const ready = new Promise<void>((resolve, reject) => {
    const giveUp = () => {
      if (answered) return;
      clearTimeout(timer);
      connection.disconnect();
      reject(
        new UnreachableServerError({
          server: 'Redis',
          setting: 'REDIS_URL',
          url,
          reason: whyNot(),
          advice:
            'Start Redis there, or correct REDIS_URL (leave it empty to keep the job queue in the database).',
        }),
      );
    };
    const timer = setTimeout(giveUp, bootTimeoutMs);
    connection.once('ready', () => {
      answered = true;
      clearTimeout(timer);
      resolve();
    });
    // The retry strategy gave up before the timer (the deadline passed while reconnecting).
    connection.once('end', giveUp);
  });
  // Whoever needs Redis awaits `ready`; a process that never does must not crash on an unhandled rejection.
  ready.catch(() => undefined);
  return { connection, ready };
}

/** Boot: resolves once Redis at `url` answers, or rejects within the boot timeout with one clear line. */
export async function ensureRedisAnswers(url: string, bootTimeoutMs?: number): Promise<void> {
  const { connection, ready } = connectToRedis(url, { bootTimeoutMs, onError: () => undefined });
  await ready;
  await connection.quit().catch(() => connection.disconnect());
}
