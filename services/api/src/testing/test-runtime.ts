import { loadConfig } from '@grandtour/platform';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '@grandtour/platform/testing';
import { CarSchema, type Car } from '@grandtour/shared';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import { createRuntime, type Runtime, type RuntimeOptions } from '../runtime.ts';

export interface TestRuntime {
  database: TestDatabase;
  runtime: Runtime;
  /** The demo fleet's bookable cars, in the API's order. */
  cars: Car[];
}

/**
 * The marketplace on a database of its own for one describe block, seeded, with the demo fleet's bookable cars;
 * closed and dropped after it. `settings` are extra configuration (SMTP, Redis…), read when the runtime starts (so a
 * getter can name a server started by an earlier `beforeAll`); `options` may depend on the database (payment adapters
 * that keep their records in it).
 */
export function useTestRuntime(
  kind: TestDatabaseKind,
  options: RuntimeOptions | ((database: TestDatabase) => RuntimeOptions),
  settings: Record<string, string | undefined> = {},
): TestRuntime {
  const context = {} as TestRuntime;
  beforeAll(async () => {
    context.database = await createTestDatabase(kind, 16, { migrated: true });
    context.runtime = await createRuntime(
      loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: '/tmp/grandtour-test-secrets',
        // The one a production-mode runtime of a test names too: keys wrapped by one are opened by the other.
        PERSONAL_DATA_KEY: 'cGVyc29uYWwtZGF0YS1rZXktZm9yLXRlc3RzLTAwMDA=',
        ...settings,
      }),
      context.database,
      typeof options === 'function' ? options(context.database) : options,
    );
    context.cars = z
      .array(CarSchema)
      .parse((await context.runtime.app.inject({ url: '/api/cars?availableNow=true' })).json());
  });
  afterAll(async () => {
    await context.runtime?.close();
    await context.database?.close();
  });
  return context;
}
