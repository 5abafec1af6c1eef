import { request, type IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Database } from '@grandtour/platform';
import { startApiProcess, type ApiProcess } from './api-process.ts';

export interface LiveBenchResult {
  connections: number;
  ownerStreams: number;
  messagesPerSecond: number;
  seconds: number;
  messagesPosted: number;
  deliveriesExpected: number;
  deliveriesReceived: number;
  deliveriesMissing: number;
  deliveriesDuplicated: number;
  postP50Ms: number;
  postP99Ms: number;
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

/** The demo owner (README): a rental company answering every inquiry, signed in on several devices. */
const OWNER = { identifier: 'owner@grandtour.demo', password: 'GrandTour-Demo-2026' };
const NODE_SETTINGS = {
  LIVE_STREAMS_MAX: '1000000',
  MESSAGE_WRITES_PER_MINUTE: '10000000',
  SIGN_IN_ATTEMPTS_PER_MINUTE: '10000000',
};

const now = () => performance.timeOrigin + performance.now();

/** Cookies as a browser keeps them: the Set-Cookie pairs of an answer. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');

/** A token in letters only: digits, links and e-mail addresses would be masked in an inquiry. */
const token = (n: number) => {
  let text = '';
  for (let rest = n; text.length === 0 || rest > 0; rest = Math.floor(rest / 26))
    text = String.fromCharCode(97 + (rest % 26)) + text;
  return `bench${text}`;
};

interface Viewer {
  party: 'owner' | 'customer';
  cookie: string;
}
interface Stream {
  index: number;
  viewer: Viewer;
  seen: Set<string>;
  response?: IncomingMessage;
}
interface Delivery {
  stream: Stream;
  author: string;
  text: string;
  at: number;
}

/** One SSE connection read by hand (no client library): each `message` event's id, author and text. */
function openStream(
  base: string,
  index: number,
  viewer: Viewer,
  deliveries: Delivery[],
  duplicates: { count: number },
) {
  const stream: Stream = { index, viewer, seen: new Set() };
  const path = viewer.party === 'owner' ? '/api/owner/messages/stream' : '/api/messages/stream';
  const connected = new Promise<void>((resolve, reject) => {
    // A stream that never opens fails the bench instead of holding it.
    setTimeout(() => reject(new Error('stream not open after 60 s')), 60_000).unref();
    const outgoing = request(
      `${base}${path}`,
      { agent: false, headers: { cookie: viewer.cookie } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`));
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
            const id = /^id: (\S+)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!id || !data || !/^event: message$/m.test(block)) continue;
            if (stream.seen.has(id)) duplicates.count += 1;
            stream.seen.add(id);
            const { message } = JSON.parse(data) as { message: { author: string; text: string } };
            deliveries.push({ stream, author: message.author, text: message.text, at: now() });
          }
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
  return { stream, connected };
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const round = (value: number) => Math.round(value * 10) / 10;

async function memory(base: string) {
  const response = await fetch(`${base}/bench/memory`);
  return (await response.json()) as { rss: number; heapUsed: number; streams: number };
}

async function inParallel<T>(count: number, width: number, work: (index: number) => Promise<T>) {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

/**
 * Guests who each asked the demo owner about one of the cars (one inquiry each, through the real route), and the
 * owner signed in: the viewers of the bench, with their cookies and conversations.
 */
async function prepareConversations(writer: ApiProcess, customers: number) {
  const signedIn = await fetch(`${writer.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (signedIn.status !== 200) throw new Error(`owner sign-in: ${signedIn.status}`);
  const owner: Viewer = { party: 'owner', cookie: cookiesOf(signedIn) };
  const cars = (await (
    await fetch(`${writer.url}/api/owner/cars?range=[0,99]`, { headers: { cookie: owner.cookie } })
  ).json()) as { id: string }[];
  const conversations = await inParallel(customers, 8, async (index) => {
    const asked = await fetch(`${writer.url}/api/cars/${cars[index % cars.length]!.id}/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Bonjour, est-elle libre samedi ?', email: `bench${index}@example.fr` }),
    });
    if (asked.status !== 201) throw new Error(`inquiry: ${asked.status} ${await asked.text()}`);
    const customer: Viewer = { party: 'customer', cookie: cookiesOf(asked) };
    return { id: ((await asked.json()) as { id: string }).id, customer };
  });
  return { owner, conversations };
}

/**
 * Live delivery as users get it, on two API nodes: `connections` streams on one node (the demo owner's, on
 * `ownerStreams` devices, and one per guest who inquired), and `messagesPerSecond` messages posted on the other node
 * through the real routes, half by customers and half by the owner. Measures the time from sending the POST to the
 * event read at each stream of the other side, that none is lost or doubled, and the streaming node's memory.
 */
export async function benchLive(
  database: Database,
  options: { connections: number; ownerStreams: number; messagesPerSecond: number; seconds: number },
): Promise<LiveBenchResult> {
  // The streaming node seeds the demo fleet before it listens; the writing node starts on it.
  const streaming = await startApiProcess(database.connectionString, {
    settings: { ...NODE_SETTINGS, SEED_DEMO_FLEET: 'true' },
    nodeArgs: ['--expose-gc'],
  });
  const writing = await startApiProcess(database.connectionString, { settings: NODE_SETTINGS });
  const deliveries: Delivery[] = [];
  const duplicates = { count: 0 };
  const streams: Stream[] = [];
  try {
    const { owner, conversations } = await prepareConversations(
      writing,
      options.connections - options.ownerStreams,
    );
    const before = await memory(streaming.url);
    const connectStarted = Date.now();
    const viewers = [
      ...Array.from({ length: options.ownerStreams }, () => owner),
      ...conversations.map(({ customer }) => customer),
    ];
    for (let index = 0; index < viewers.length; index += 100) {
      const batch = viewers
        .slice(index, index + 100)
        .map((viewer, offset) => openStream(streaming.url, index + offset, viewer, deliveries, duplicates));
      streams.push(...batch.map(({ stream }) => stream));
      await Promise.all(batch.map(({ connected }) => connected));
    }
    const connectSeconds = (Date.now() - connectStarted) / 1000;
    const withStreams = await memory(streaming.url);
    if (withStreams.streams !== options.connections)
      throw new Error(`${withStreams.streams} streams open, ${options.connections} expected`);

    const sentAt = new Map<string, number>();
    const postMs: number[] = [];
    const expected = new Map<string, { to: Stream[] }>();
    const customerStreams = new Map(
      streams.slice(options.ownerStreams).map((stream) => [stream.viewer, stream]),
    );
    const ownerStreams = streams.slice(0, options.ownerStreams);
    const post = async (n: number) => {
      const conversation = conversations[Math.floor(Math.random() * conversations.length)]!;
      const byOwner = n % 2 === 1;
      const text = `${token(n)} la voiture est prête`;
      expected.set(text, { to: byOwner ? [customerStreams.get(conversation.customer)!] : ownerStreams });
      const path = byOwner
        ? `/api/owner/conversations/${conversation.id}/messages`
        : `/api/conversations/${conversation.id}/messages`;
      const started = now();
      sentAt.set(text, started);
      const response = await fetch(`${writing.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: byOwner ? owner.cookie : conversation.customer.cookie,
        },
        body: JSON.stringify({ text }),
      });
      postMs.push(now() - started);
      if (response.status !== 201) throw new Error(`message: ${response.status} ${await response.text()}`);
    };

    const total = options.messagesPerSecond * options.seconds;
    const started = Date.now();
    const sends: Promise<void>[] = [];
    for (let posted = 0; posted < total;) {
      const due = Math.min(total, Math.floor(((Date.now() - started) / 1000) * options.messagesPerSecond));
      for (; posted < due; posted += 1) sends.push(post(posted));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(sends);

    const deliveriesExpected = [...expected.values()].reduce((sum, { to }) => sum + to.length, 0);
    const toOtherSide = () =>
      deliveries.filter((delivery) => delivery.author !== delivery.stream.viewer.party);
    const deadline = Date.now() + 20_000;
    while (toOtherSide().length < deliveriesExpected && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const received = toOtherSide();
    const receivedBy = new Set(received.map((delivery) => `${delivery.stream.index} ${delivery.text}`));
    let deliveriesMissing = 0;
    for (const [text, { to }] of expected)
      for (const stream of to) if (!receivedBy.has(`${stream.index} ${text}`)) deliveriesMissing += 1;
    const latencies = received
      .map((delivery) => delivery.at - sentAt.get(delivery.text)!)
      .sort((a, b) => a - b);
    const posts = [...postMs].sort((a, b) => a - b);
    const rssAfterMessages = (await memory(streaming.url)).rss;
    return {
      connections: options.connections,
      ownerStreams: options.ownerStreams,
      messagesPerSecond: options.messagesPerSecond,
      seconds: options.seconds,
      messagesPosted: total,
      deliveriesExpected,
      deliveriesReceived: received.length,
      deliveriesMissing,
      deliveriesDuplicated: duplicates.count,
      postP50Ms: round(percentile(posts, 0.5)),
      postP99Ms: round(percentile(posts, 0.99)),
      p50Ms: round(percentile(latencies, 0.5)),
      p99Ms: round(percentile(latencies, 0.99)),
      maxMs: round(latencies.at(-1) ?? NaN),
      rssBeforeStreams: before.rss,
      rssWithStreams: withStreams.rss,
      rssAfterMessages,
      bytesPerConnection: Math.round((withStreams.rss - before.rss) / options.connections),
      heapBytesPerConnection: Math.round((withStreams.heapUsed - before.heapUsed) / options.connections),
      connectSeconds,
    };
  } finally {
    for (const stream of streams) stream.response?.destroy();
    await writing.stop();
    await streaming.stop();
  }
}
