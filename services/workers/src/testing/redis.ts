import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** A key prefix of its own for one test run, so runs (and engineers) sharing a Redis never meet. */
export const testQueuePrefix = () => `gt-test-${randomUUID().slice(0, 8)}`;

/** Deletes every key under the prefix. */
export async function dropRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: true });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
