import type { TestDatabase } from '@grandtour/platform/testing';
import { searchSql } from '@grandtour/projections';
import { CarSearchQuerySchema } from '@grandtour/shared';
import autocannon from 'autocannon';
import { loadGenerator, median, saturate } from './load.ts';

/**
 * A typical search, as the search page sends it: brand, city, budget and dates (the availability check is the
 * expensive part), first page of six with the total count.
 */
export const SEARCH_QUERY = {
  brand: 'Ferrari',
  location: 'Paris',
  maxPrice: '2500',
  startDate: '2027-01-20',
  endDate: '2027-01-24',
  limit: '6',
  offset: '0',
};
const CONNECTIONS = 16;
/**
 * The machine is shared and its speed drifts: API and raw SQL are measured in alternating rounds, each figure is the
 * median of its rounds and the share is the median of the rounds' own ratios.
 */
const ROUNDS = 3;

/** The same SQL as the API runs, straight through `pg` with no HTTP: the API's ceiling. */
async function rawSqlPerSecond(database: TestDatabase, seconds: number) {
  const statement = searchSql(CarSearchQuerySchema.parse(SEARCH_QUERY));
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        await database.pool.query({ name: 'bench_search', text: statement.text, values: statement.values });
        done++;
      }
    }),
  );
  return done / seconds;
}

export async function benchSearch(apiUrl: string, database: TestDatabase, seconds: number) {
  const url = `${apiUrl}/api/cars?${new URLSearchParams(SEARCH_QUERY)}`;
  const first = await fetch(url);
  const results = Number(first.headers.get('x-total-count'));
  await first.arrayBuffer();
  // Warm up: every pooled connection prepares its statement, and the database's caches fill.
  await saturate(url, CONNECTIONS, 2);
  await rawSqlPerSecond(database, 2);

  const api: number[] = [];
  const raw: number[] = [];
  let saturationErrors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const saturation = await saturate(url, CONNECTIONS, seconds);
    api.push(saturation.requestsPerSecond);
    saturationErrors += saturation.errors;
    raw.push(await rawSqlPerSecond(database, seconds));
  }
  const hello = await saturate(`${apiUrl}/bench/hello`, CONNECTIONS, seconds);
  const fixedRate = await autocannon({ url, connections: CONNECTIONS, duration: seconds, overallRate: 500 });
  return {
    query: SEARCH_QUERY,
    loadGenerator: loadGenerator(),
    resultsPerSearch: results,
    helloWorldRequestsPerSecond: hello.requestsPerSecond,
    saturationRounds: api,
    saturationRequestsPerSecond: median(api),
    saturationErrors,
    p99AtFixed500Ms: fixedRate.latency.p99,
    fixedRateErrors: fixedRate.errors + fixedRate.non2xx,
    rawSqlRounds: raw,
    rawSqlQueriesPerSecond: median(raw),
    apiShareOfRawSql: median(api.map((value, round) => value / raw[round]!)),
  };
}
