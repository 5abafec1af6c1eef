import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { checkNotice, NoticeTooLargeError, type MessageBus } from './message-bus.ts';
import { createTopicSubscribers } from './topic-subscribers.ts';

export interface PostgresMessageBusOptions {
  connectionString: string;
  /** NOTIFY goes through the process's pool; only LISTEN needs a connection of its own. */
  pool: pg.Pool;
  /** One channel per deployment: every node hears every notice and hands it to its own subscribers by topic. */
  channel?: string;
  /** Names the listening connection in pg_stat_activity. */
  applicationName?: string;
  /** Waits between attempts to listen again: doubling from the first to the longest. */
  reconnectDelayMs?: { first: number; longest: number };
  onError?: (error: unknown) => void;
}

const NOTIFY_LIMIT_BYTES = 8000;
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Notices across API nodes through PostgreSQL's LISTEN/NOTIFY (decision 94): one dedicated connection per process
 * listens on one channel; when it drops, it listens again with a growing delay and then tells every subscriber to
 * resync, since notices sent meanwhile are lost. Topics travel inside the payload, so a node with thousands of
 * open streams still holds a single LISTEN (channel names are also limited to 63 bytes; a guest's key is not).
 */
export function createPostgresMessageBus(options: PostgresMessageBusOptions): MessageBus {
  const channel = options.channel ?? 'grandtour_live';
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const delays = options.reconnectDelayMs ?? { first: 100, longest: 10_000 };
  const onError = options.onError ?? reportError;
  const subscribers = createTopicSubscribers(onError);
  let listener: pg.Client | null = null;
  let closed = false;
  const stopping = new AbortController();
  let firstListen: () => void;
  const listeningOnce = new Promise<void>((resolve) => (firstListen = resolve));

  function receive(message: pg.Notification) {
    if (message.channel !== channel || !message.payload) return;
    try {
      const { topic, payload } = JSON.parse(message.payload) as { topic: string; payload: string };
      subscribers.notice(topic, payload);
    } catch (error) {
      onError(error);
    }
  }

  async function listen(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: options.connectionString,
      application_name: options.applicationName ?? 'grandtour-message-bus',
      keepAlive: true,
    });
    // A dropped connection reports here and then ends: 'end' is where we listen again.
    client.on('error', (error) => onError(error));
    client.on('notification', receive);
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  /** Listens until closed: after each drop, again, with a doubling delay while the server does not answer. */
  async function keepListening() {
    let everListened = false;
    let delay = delays.first;
    while (!closed) {
      let client: pg.Client;
      try {
        client = await listen();
      } catch (error) {
        onError(error);
        await sleep(delay, undefined, { signal: stopping.signal }).catch(() => undefined);
        delay = Math.min(delay * 2, delays.longest);
        continue;
      }
      const ended = new Promise<void>((resolve) => client.once('end', resolve));
      if (closed) {
        await client.end().catch(() => undefined);
        break;
      }
      listener = client;
      delay = delays.first;
      if (everListened) subscribers.resyncAll();
      else firstListen();
      everListened = true;
      await ended;
      listener = null;
    }
  }
  void keepListening();

  return {
    kind: 'postgres',
    ready: () => listeningOnce,
    async publish(topic, payload) {
      checkNotice(topic, payload);
      const envelope = JSON.stringify({ topic, payload });
      // JSON escapes (quotes, control characters) can push a notice that passed the check past the server's limit.
      if (Buffer.byteLength(envelope) >= NOTIFY_LIMIT_BYTES)
        throw new NoticeTooLargeError(
          `A notice must be shorter than ${NOTIFY_LIMIT_BYTES} bytes once escaped`,
        );
      await options.pool.query('SELECT pg_notify($1, $2)', [channel, envelope]);
    },
    subscribe: (topic, subscriber) => subscribers.add(topic, subscriber),
    async close() {
      closed = true;
      stopping.abort();
      await listener?.end().catch(() => undefined);
    },
  };
}

const reportError = (error: unknown) =>
  console.error('Message bus:', error instanceof Error ? error.message : error);
