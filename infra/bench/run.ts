// npm run bench: search performance on a real PostgreSQL (10,000 cars, 50,000 bookings), compared with the raw
// SQL limit, plus the public site's JavaScript sizes. Prints a table and writes bench-results/bench.json.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createPostgresEventStore } from '@grandtour/commands';
import { createTestDatabase } from '@grandtour/infra/testing';
import {
  createCarSearch,
  createCatalogueQueries,
  createFavouriteQueries,
  inlineProjections,
  migrateReadModels,
  searchConditions,
} from '@grandtour/projections';
import { cars } from '@grandtour/projections';
import { buildApp } from '@grandtour/api';
import { CarSearchQuerySchema } from '@grandtour/shared';
import autocannon from 'autocannon';
import { and, asc, desc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { populate } from './populate.ts';

const CARS = Number(process.env.BENCH_CARS ?? 10_000);
const BOOKINGS_PER_CAR = Number(process.env.BENCH_BOOKINGS_PER_CAR ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const root = new URL('../..', import.meta.url).pathname;

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    'npm run bench needs a real PostgreSQL: set TEST_DATABASE_URL (e.g. postgresql://postgres@127.0.0.1:5432/test).',
  );
  process.exit(1);
}

const searchQuery = {
  brand: 'Ferrari',
  location: 'Paris',
  maxPrice: '2500',
  startDate: '2027-01-20',
  endDate: '2027-01-24',
};

async function rawSqlThroughput(
  database: Awaited<ReturnType<typeof createTestDatabase>>,
  connections: number,
) {
  const db = drizzle(database.pool);
  const query = CarSearchQuerySchema.parse(searchQuery);
  const statement = db
    .select()
    .from(cars)
    .where(and(...searchConditions(query)))
    .orderBy(
      desc(cars.aiScore),
      desc(cars.reviewCount),
      desc(cars.ratingTotal),
      asc(cars.createdAt),
      asc(cars.id),
    )
    .toSQL();
  let done = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        await database.pool.query(statement.sql, statement.params);
        done++;
      }
    }),
  );
  return done / SECONDS;
}

function publicJavaScriptSizes() {
  const dist = join(root, 'frontend-public/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
  );
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(dist, 'assets', file))).length,
      initial: initial.has(`assets/${file}`),
    }));
  return {
    initialGzip: chunks.filter((chunk) => chunk.initial).reduce((sum, chunk) => sum + chunk.gzip, 0),
    chunks,
  };
}

async function main() {
  const database = await createTestDatabase('postgres', 24);
  try {
    await migrateReadModels(database.pool);
    const store = createPostgresEventStore({
      connectionString: database.connectionString,
      pool: database.pool,
      inlineProjections,
    });
    let started = Date.now();
    await populate(store, CARS, BOOKINGS_PER_CAR);
    const populateSeconds = (Date.now() - started) / 1000;
    await database.pool.query('ANALYZE');

    const readModels = drizzle(database.pool);
    const app = await buildApp({
      pool: database.pool,
      store,
      queries: createCatalogueQueries(readModels),
      searchCars: createCarSearch(readModels),
      favourites: createFavouriteQueries(readModels),
      cookieSecret: 'bench-secret-bench-secret-bench-secret-0000',
      clock: () => new Date(),
      production: true,
      logLevel: 'error',
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/api/cars?${new URLSearchParams(searchQuery)}`;
    const results = (await (await fetch(url)).json()) as unknown[];

    const saturation = await autocannon({ url, connections: 16, duration: SECONDS });
    const fixedRate = await autocannon({ url, connections: 16, duration: SECONDS, overallRate: 500 });
    await app.close();
    started = Date.now();
    const rawPerSecond = await rawSqlThroughput(database, 16);

    const report = {
      date: new Date().toISOString(),
      data: {
        cars: CARS,
        bookings: CARS * BOOKINGS_PER_CAR,
        populateSeconds,
        searchQuery,
        resultsPerSearch: results.length,
      },
      search: {
        saturationRequestsPerSecond: saturation.requests.average,
        saturationErrors: saturation.errors + saturation.non2xx,
        p99AtFixed500Ms: fixedRate.latency.p99,
        fixedRateErrors: fixedRate.errors + fixedRate.non2xx,
        rawSqlQueriesPerSecond: rawPerSecond,
        apiShareOfRawSql: saturation.requests.average / rawPerSecond,
      },
      limits: {
        minRequestsPerSecond: 1500,
        maxP99Ms: 25,
        minShareOfRawSql: 0.7,
        maxInitialJsGzip: 170_000,
        maxRouteChunkGzip: 30_000,
      },
      javascript: publicJavaScriptSizes(),
    };
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(join(root, 'bench-results/bench.json'), JSON.stringify(report, null, 2));
    console.table({
      'search req/s (saturation, 16 conns)': {
        value: report.search.saturationRequestsPerSecond.toFixed(0),
        limit: '≥ 1500',
      },
      'search errors': { value: report.search.saturationErrors + report.search.fixedRateErrors, limit: '0' },
      'search p99 at 500 req/s (ms)': { value: report.search.p99AtFixed500Ms, limit: '≤ 25' },
      'raw SQL queries/s (pg, 16 conns)': { value: rawPerSecond.toFixed(0), limit: '(the limit)' },
      'API share of raw SQL': {
        value: `${(report.search.apiShareOfRawSql * 100).toFixed(0)} %`,
        limit: '≥ 70 %',
      },
      'public initial JS gzip (bytes)': { value: report.javascript.initialGzip, limit: '≤ 170000' },
      [`data: ${CARS} cars, ${CARS * BOOKINGS_PER_CAR} bookings, ${results.length} results/search`]: {
        value: `${populateSeconds.toFixed(0)} s to load`,
        limit: '',
      },
    });
    for (const chunk of report.javascript.chunks)
      console.log(
        `${chunk.initial ? 'initial' : 'lazy   '} ${String(chunk.gzip).padStart(7)} B  ${chunk.file}`,
      );
    await store.close();
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
