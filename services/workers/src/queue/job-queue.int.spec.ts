import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { migrateReadModels } from '@grandtour/projections';
import { describe } from 'vitest';
import { dropRedisPrefix, testQueuePrefix } from '../testing/redis.ts';
import { createBullMqJobQueue } from './bullmq-job-queue.ts';
import { jobQueueContract } from './job-queue.contract.ts';
import { createPostgresJobQueue } from './postgres-job-queue.ts';

for (const kind of testDatabaseKinds()) {
  describe(`the database job queue on ${kind}`, () => {
    let database: TestDatabase;
    jobQueueContract(
      async (clock) => {
        database = await createTestDatabase(kind, 4);
        await migrateReadModels(database.pool);
        return createPostgresJobQueue({ pool: database.pool, clock, pollMs: 10 });
      },
      () => database.close(),
    );
  });
}

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  describe('BullMQ on Redis', () => {
    const prefix = testQueuePrefix();
    jobQueueContract(
      async (clock) => createBullMqJobQueue({ url: redisUrl, prefix, clock }),
      () => dropRedisPrefix(redisUrl, prefix),
    );
  });
}
