// The API as the bench measures it: its own process (as in production), on the bench's database, with a
// hello-world route beside it to show the HTTP stack's own limit on this machine.
import { createPostgresEventStore } from '@grandtour/commands';
import { openDatabase } from '@grandtour/infra';
import {
  createCarSearch,
  createCatalogueQueries,
  createFavouriteQueries,
  inlineProjections,
} from '@grandtour/projections';
import { buildApp } from '@grandtour/api';
import { drizzle } from 'drizzle-orm/node-postgres';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is not set');
const db = await openDatabase({ url, poolSize: 16 });
const store = createPostgresEventStore({ connectionString: url, pool: db.pool, inlineProjections });
const readModels = drizzle(db.pool);
const app = await buildApp({
  pool: db.pool,
  store,
  queries: createCatalogueQueries(readModels),
  searchCars: createCarSearch(db.pool),
  favourites: createFavouriteQueries(readModels),
  cookieSecret: 'bench-secret-bench-secret-bench-secret-0000',
  clock: () => new Date(),
  production: true,
  logLevel: 'error',
});
app.get('/bench/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => store.close())
    .then(() => db.close())
    .then(() => process.exit(0));
});
