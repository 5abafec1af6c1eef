import { request, type IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createPostgresMessageBus, type Database } from '@grandtour/platform';
import { announce } from '@grandtour/api';
import { startApiProcess } from './api-process.ts';

export interface LiveBenchResult {
  connections: number;
  messagesPerSecond: number;
  seconds: number;
  messagesPosted: number;
  deliveriesExpected: number;
  deliveriesReceived: number;
  deliveriesMissing: number;
  deliveriesDuplicated: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  rssBeforeStreams: number;
  rssWithStreams: number;
  rssAfterMessages: number;
  bytesPerConnection: number;
  heapBytesPerConnection: number;
  connectSeconds: number;
}

const now = () => performance.timeOrigin + performance.now();

/**
 * The table standing in for conversation_activity: a global position, the party it concerns, the payload, and the
 * writing transaction, so that a reader never passes a position whose transaction has not committed yet.
 */
async function createActivityTable(database: Database) {
  await database.pool.query(`
    CREATE TABLE live_bench_activity (
      position bigserial PRIMARY KEY,
      party text NOT NULL,
      kind text NOT NULL,
      payload jsonb NOT NULL,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id()
    );
    CREATE INDEX live_bench_activity_party ON live_bench_activity (party, position);`);
}

interface Stream {
  party: string;
  seen: Set<string>;
  connected: Promise<void>;
  response?: IncomingMessage;
}

/** One SSE connection read by hand (no client library): only `id:` and `data:` lines matter here. */
function openStream(base: string, party: string, latencies: number[], duplicates: { count: number }): Stream {
  const stream: Stream = { party, seen: new Set(), connected: Promise.resolve() };
  stream.connected = new Promise<void>((resolve, reject) => {
    const outgoing = request(`${base}/bench/live/${party}`, { agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream ${party}: ${response.statusCode}`));
      stream.response = response;
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('retry:')) resolve();
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!id || !data) continue;
          if (stream.seen.has(id)) duplicates.count += 1;
          stream.seen.add(id);
          latencies.push(now() - (JSON.parse(data) as { sentAt: number }).sentAt);
        }
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
  return stream;
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

async function memory(base: string) {
  const response = await fetch(`${base}/bench/memory`);
  return (await response.json()) as { rss: number; heapUsed: number; streams: number };
}

/**
 * N viewers each with one live stream on one API node; M messages a second, each between two of them (a
 * conversation's customer and owner), inserted and announced from another node's bus. Measures the time from the
 * insert to the event read at each of its two streams, that none is lost or doubled, and the node's memory per stream.
 */
export async function benchLive(
  database: Database,
  options: { connections: number; messagesPerSecond: number; seconds: number },
): Promise<LiveBenchResult> {
  await createActivityTable(database);
  const api = await startApiProcess(database.connectionString, {
    script: './live-bench-server.ts',
    nodeArgs: ['--expose-gc'],
  });
  const publisher = createPostgresMessageBus({
    connectionString: database.connectionString,
    pool: database.pool,
  });
  const latencies: number[] = [];
  const duplicates = { count: 0 };
  const streams: Stream[] = [];
  try {
    await publisher.ready();
    const before = await memory(api.url);
    const rssBeforeStreams = before.rss;
    const connectStarted = Date.now();
    for (let index = 0; index < options.connections; index += 100) {
      const batch = Array.from({ length: Math.min(100, options.connections - index) }, (_, offset) =>
        openStream(api.url, `p${index + offset}`, latencies, duplicates),
      );
      streams.push(...batch);
      await Promise.all(batch.map((stream) => stream.connected));
    }
    const connectSeconds = (Date.now() - connectStarted) / 1000;
    const withStreams = await memory(api.url);
    if (withStreams.streams !== options.connections)
      throw new Error(`${withStreams.streams} streams open, ${options.connections} expected`);

    const expected = new Map<string, Set<string>>(streams.map((stream) => [stream.party, new Set()]));
    const total = options.messagesPerSecond * options.seconds;
    const started = Date.now();
    let posted = 0;
    while (posted < total) {
      const due = Math.min(total, Math.floor(((Date.now() - started) / 1000) * options.messagesPerSecond));
      const sends: Promise<void>[] = [];
      for (; posted < due; posted += 1) {
        const customer = `p${Math.floor(Math.random() * options.connections)}`;
        const owner = `p${(Number(customer.slice(1)) + 1 + Math.floor(Math.random() * (options.connections - 1))) % options.connections}`;
        sends.push(postMessage(database, publisher, [customer, owner], expected));
      }
      await Promise.all(sends);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const deliveriesExpected = [...expected.values()].reduce((sum, ids) => sum + ids.size, 0);
    const deadline = Date.now() + 20_000;
    while (latencies.length < deliveriesExpected && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const deliveriesMissing = streams.reduce(
      (sum, stream) => sum + [...expected.get(stream.party)!].filter((id) => !stream.seen.has(id)).length,
      0,
    );
    const rssAfterMessages = (await memory(api.url)).rss;
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      connections: options.connections,
      messagesPerSecond: options.messagesPerSecond,
      seconds: options.seconds,
      messagesPosted: total,
      deliveriesExpected,
      deliveriesReceived: latencies.length,
      deliveriesMissing,
      deliveriesDuplicated: duplicates.count,
      p50Ms: round(percentile(sorted, 0.5)),
      p99Ms: round(percentile(sorted, 0.99)),
      maxMs: round(sorted.at(-1) ?? NaN),
      rssBeforeStreams,
      rssWithStreams: withStreams.rss,
      rssAfterMessages,
      bytesPerConnection: Math.round((withStreams.rss - rssBeforeStreams) / options.connections),
      heapBytesPerConnection: Math.round((withStreams.heapUsed - before.heapUsed) / options.connections),
      connectSeconds,
    };
  } finally {
    for (const stream of streams) stream.response?.destroy();
    await publisher.close();
    await api.stop();
  }
}

/** What a POST of a message will do once wired: the activity row, then a notice to both parties' topics. */
async function postMessage(
  database: Database,
  bus: ReturnType<typeof createPostgresMessageBus>,
  parties: string[],
  expected: Map<string, Set<string>>,
) {
  const sentAt = now();
  const payload = JSON.stringify({ sentAt, text: 'Bonjour, la voiture est-elle disponible samedi ?' });
  const { rows } = await database.pool.query<{ position: string; party: string }>(
    `INSERT INTO live_bench_activity (party, kind, payload)
     SELECT party, 'message', $2::jsonb FROM unnest($1::text[]) AS party RETURNING position, party`,
    [parties, payload],
  );
  for (const row of rows) expected.get(row.party)!.add(row.position);
  const last = rows.reduce((max, row) => (BigInt(row.position) > max ? BigInt(row.position) : max), 0n);
  await announce(
    bus,
    parties.map((party) => `bench:${party}`),
    last,
  );
}

const round = (value: number) => Math.round(value * 10) / 10;
