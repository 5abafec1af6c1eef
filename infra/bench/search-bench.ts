import type { TestDatabase } from '@grandtour/infra/testing';
import { searchSql } from '@grandtour/projections';
import { CarSearchQuerySchema } from '@grandtour/shared';
import autocannon from 'autocannon';

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

/** The same SQL as the API runs, straight through `pg` with no HTTP: the API's ceiling. */
async function rawSqlPerSecond(database: TestDatabase, connections: number, seconds: number) {
  const statement = searchSql(CarSearchQuerySchema.parse(SEARCH_QUERY));
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
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
  const hello = await autocannon({ url: `${apiUrl}/bench/hello`, connections: 16, duration: seconds });
  const saturation = await autocannon({ url, connections: 16, duration: seconds });
  const fixedRate = await autocannon({ url, connections: 16, duration: seconds, overallRate: 500 });
  const raw = await rawSqlPerSecond(database, 16, seconds);
  return {
    query: SEARCH_QUERY,
    resultsPerSearch: results,
    helloWorldRequestsPerSecond: hello.requests.average,
    saturationRequestsPerSecond: saturation.requests.average,
    saturationErrors: saturation.errors + saturation.non2xx,
    p99AtFixed500Ms: fixedRate.latency.p99,
    fixedRateErrors: fixedRate.errors + fixedRate.non2xx,
    rawSqlQueriesPerSecond: raw,
    apiShareOfRawSql: saturation.requests.average / raw,
  };
}
