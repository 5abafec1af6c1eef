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
  // A client that loses its server (restart, failover) must not crash the process: idle ones report through the
  // pool; one checked out between two queries of a transaction reports on itself, and its next query fails instead.
  pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** Client-side failures to reach the server. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/**
 * Server refusals that mean "not now", whatever the query: 53300 too many connections (server, database or role
 * limit), the rest of class 53 (out of memory, disk full), 57P01–57P05 (shut down by an administrator or a crash,
 * starting up, database dropped, idle session timeout).
 */
const REFUSAL_CODES = new Set(['57P01', '57P02', '57P03', '57P04', '57P05']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect/i;

/** Whether an error means the database cannot be reached right now (a 503 to retry), not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = String((error as { code?: unknown }).code ?? '');
  // A FATAL (or PANIC) report ends the session: the server refused or dropped the connection (e.g. 55000 "database
  // is not currently accepting connections", 28000 for a role that may no longer log in), never a wrong query,
  // which is an ERROR. Class 08 is connection exceptions; class 53, insufficient resources.
  const severity = (error as { severity?: unknown }).severity;
  return (
    UNREACHABLE_CODES.has(code) ||
    REFUSAL_CODES.has(code) ||
    code.startsWith('08') ||
    code.startsWith('53') ||
    severity === 'FATAL' ||
    severity === 'PANIC' ||
    (!code && UNAVAILABLE_MESSAGES.test(error.message)) ||
    isDatabaseUnavailable(error.cause)
  );
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
  /** Embedded only: start from this image of a cluster (see startEmbeddedPostgres). */
  image?: Blob;
}): Promise<Database> {
  if (options.url) {
    const pool = createPool(options.url, options.poolSize);
    return { connectionString: options.url, pool, embedded: false, close: () => pool.end() };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, image: options.image });
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
