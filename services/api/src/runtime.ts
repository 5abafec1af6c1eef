import { createPostgresEventStore, type EventStore } from '@grandtour/commands';
import { localSecret, openDatabase, type Config, type Database } from '@grandtour/infra';
import {
  createCarSearch,
  createCatalogueQueries,
  createFavouriteQueries,
  inlineProjections,
  migrateReadModels,
} from '@grandtour/projections';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { seedDemoFleet } from './seed/seed-demo-fleet.ts';

export interface Runtime {
  app: FastifyInstance;
  database: Database;
  store: EventStore;
  close(): Promise<void>;
}

/** The composition root: the one place that chooses adapters and wires them together. */
export async function createRuntime(config: Config, database?: Database): Promise<Runtime> {
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
  const app = await buildApp({
    pool: db.pool,
    store,
    queries: createCatalogueQueries(readModels),
    searchCars: createCarSearch(db.pool),
    favourites: createFavouriteQueries(readModels),
    cookieSecret: config.COOKIE_SECRET ?? localSecret(config.DATA_DIR, 'cookie'),
    clock: () => new Date(),
    production: config.NODE_ENV === 'production',
    logLevel: config.LOG_LEVEL,
  });
  return {
    app,
    database: db,
    store,
    async close() {
      await app.close();
      await store.close();
      if (!database) await db.close();
    },
  };
}
