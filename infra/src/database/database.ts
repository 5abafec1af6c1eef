import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

export interface Database {
  connectionString: string;
  /** The one pool of the process. Embedded, it has a single connection (see below). */
  pool: pg.Pool;
  embedded: boolean;
  close(): Promise<void>;
}

// int8 (counts, sums, sequence numbers) as JS numbers would lose precision past 2^53; we read them as strings
// and convert where the value is known to be small. Once the event store is created, Emmett's driver makes them
// BigInts process-wide instead: code reading int8 accepts both (Number(), BigInt()). numeric stays a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export function createPool(connectionString: string, size: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: size, idleTimeoutMillis: 30_000 });
  // An idle client that loses its server (restart, failover) must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
  return pool;
}

/**
 * A real server when `url` is given, otherwise PGlite in-process. PGlite has a single session shared by every
 * socket connection and interleaves extended-protocol messages of concurrent transactions, so the embedded
 * pool holds exactly one connection: pg then serialises whole transactions.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  poolSize: number;
}): Promise<Database> {
  if (options.url) {
    const pool = createPool(options.url, options.poolSize);
    return { connectionString: options.url, pool, embedded: false, close: () => pool.end() };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: options.dataDir });
  const pool = createPool(embedded.connectionString, 1);
  return {
    connectionString: embedded.connectionString,
    pool,
    embedded: true,
    async close() {
      await pool.end();
      await embedded.stop();
    },
  };
}
