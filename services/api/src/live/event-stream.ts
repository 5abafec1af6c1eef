import { compareLogPositions, type LogPosition } from '@grandtour/event-store';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RETRY_AFTER_SECONDS, sendError } from '../plugins/error-handler.ts';
import type { OpenStreams } from './open-streams.ts';

/**
 * One thing a live stream sends: `id:` is its position, the resume point a reconnecting client sends back. Positions
 * are log positions (the writing transaction, then the event's number), in the order readers can see them commit.
 */
export interface LiveEvent {
  position: LogPosition;
  event: string;
  data: unknown;
}

/** Where a stream reads its events; positions only grow, and a row once returned never changes. */
export interface LiveEventSource {
  /** Events after the position (from the first when null), in position order, at most `limit`. */
  since(afterPosition: LogPosition | null, limit: number): Promise<LiveEvent[]>;
  /** The latest position now: where a stream opened without an id starts. */
  current(): Promise<LogPosition>;
}

/**
 * Calls `wake` whenever the source may hold something new (`upTo`: the position announced, when the notice says);
 * answers the function that stops it. Typically a MessageBus subscription: notices and resyncs both wake.
 */
export type WakeUps = (wake: (upTo?: LogPosition) => void) => () => void;

export interface EventStreamOptions {
  source: LiveEventSource;
  wakeUps: WakeUps;
  streams: OpenStreams;
  /** A comment that keeps proxies from closing an idle stream, and a catch-up read for any notice lost. */
  heartbeatMs?: number;
  /** Events read at a time. */
  batchSize?: number;
  /** Bytes waiting for a slow client beyond which the stream is closed (the client resumes from its last id). */
  maxBufferedBytes?: number;
  /** The `retry:` the browser waits before reconnecting. */
  retryMs?: number;
  onError?: (error: unknown) => void;
}

/** `id:` as sent: `{commit}-{prepare}`. */
export const formatLivePosition = (position: LogPosition) => `${position.commit}-${position.prepare}`;
export function parseLivePosition(text: string): LogPosition | null {
  const match = /^(\d{1,20})-(\d{1,19})$/.exec(text);
  return match ? { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) } : null;
}
/** An id of the first version (the event's number alone): its client starts again from now. */
const FORMER_POSITION = /^\d{1,19}$/;
const isAfter = (a: LogPosition, b: LogPosition) => compareLogPositions(a, b) > 0;
/**
 * Reads again after an announced position that is not visible yet (a source that withholds rows while an older
 * transaction may still commit a lower position, a replica behind): after 10 ms, each wait half as long again as the last, at most a second, up to a heartbeat.
 */
const notYetVisibleDelayMs = (attempt: number) => Math.min(Math.round(10 * 1.5 ** attempt), 1000);

/**
 * Serves Server-Sent Events (decision 94): first everything after the client's Last-Event-ID (or `?lastEventId=`,
 * for clients that cannot set headers), then whatever each wake-up finds. One read loop per connection: wake-ups
 * that arrive while it reads make it read once more, so nothing is skipped or sent twice however many arrive.
 */
export async function serveEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions,
): Promise<FastifyReply | undefined> {
  const resumeFrom = lastEventIdOf(request);
  if (resumeFrom === 'invalid')
    return sendError(reply, request, 400, 'validation_failed', [
      { field: 'headers.last-event-id', message: 'A position: {digits}-{digits}' },
    ]);
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const batchSize = options.batchSize ?? 100;
  const maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
  const onError = options.onError ?? ((error: unknown) => request.log.error(error, 'live stream failed'));
  const raw = reply.raw;

  let closed = false;
  let started = false;
  let stopWakeUps = () => {};
  const timers: { heartbeat?: NodeJS.Timeout; retry?: NodeJS.Timeout } = {};
  const place = options.streams.open(() => close(false));
  if (!place) {
    void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendError(reply, request, 503, 'service_unavailable');
  }
  function close(abruptly: boolean) {
    if (closed) return;
    closed = true;
    clearInterval(timers.heartbeat);
    clearTimeout(timers.retry);
    stopWakeUps();
    place!.release();
    if (!started) return;
    if (abruptly) raw.destroy();
    else raw.end();
  }

  let last: LogPosition;
  let announced: LogPosition | null = null;
  let wanted = false;
  let reading = false;
  let notYetVisible = { attempts: 0, waitedMs: 0 };
  const wake = (upTo?: LogPosition) => {
    if (upTo !== undefined && (announced === null || isAfter(upTo, announced))) announced = upTo;
    wanted = true;
    if (started && !reading && !closed) void readWhileWanted();
  };
  try {
    // Listen first, so that nothing announced while the stream starts goes unheard.
    stopWakeUps = options.wakeUps(wake);
    last = resumeFrom ?? (await options.source.current());
  } catch (error) {
    close(false);
    throw error;
  }
  // Ended while it was starting: the server is closing.
  if (closed) return sendError(reply, request, 503, 'service_unavailable');

  function write(chunk: string) {
    raw.write(chunk);
    if (raw.writableLength > maxBufferedBytes) close(true);
  }
  async function sendEverythingAfterLast() {
    for (;;) {
      const events = await options.source.since(last, batchSize);
      for (const event of events) {
        if (closed) return;
        if (!isAfter(event.position, last)) continue;
        const id = formatLivePosition(event.position);
        write(`id: ${id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
        last = event.position;
      }
      if (events.length < batchSize || closed) return;
    }
  }
  async function readWhileWanted() {
    reading = true;
    try {
      while (wanted && !closed) {
        wanted = false;
        await sendEverythingAfterLast();
      }
    } catch (error) {
      onError(error);
      close(false);
    } finally {
      reading = false;
    }
    if (!closed && announced !== null && isAfter(announced, last)) readAgainSoon();
    else notYetVisible = { attempts: 0, waitedMs: 0 };
  }
  function readAgainSoon() {
    if (timers.retry) return;
    const delay = notYetVisibleDelayMs(notYetVisible.attempts++);
    notYetVisible.waitedMs += delay;
    if (notYetVisible.waitedMs > heartbeatMs) {
      // Not for this viewer after all, or still not visible: the heartbeat's catch-up read will find it.
      announced = null;
      notYetVisible = { attempts: 0, waitedMs: 0 };
      return;
    }
    timers.retry = setTimeout(() => {
      timers.retry = undefined;
      wake();
    }, delay);
  }

  reply.hijack();
  // The security headers set by the hooks, and none of compression: a compressor would hold events back.
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  started = true;
  raw.on('close', () => close(true));
  raw.on('error', () => close(true));
  // The client may have left while the stream was starting, before 'close' was listened to.
  if (!raw.socket || raw.socket.destroyed) {
    close(true);
    return undefined;
  }
  write(`retry: ${options.retryMs ?? 3000}\n\n`);
  // Each stream's own period around heartbeatMs: streams opened together (after a deploy) spread their catch-up reads.
  timers.heartbeat = setInterval(
    () => {
      write(': heartbeat\n\n');
      wake();
    },
    heartbeatMs * (0.9 + Math.random() * 0.2),
  );
  wake();
  return undefined;
}

function lastEventIdOf(request: FastifyRequest): LogPosition | null | 'invalid' {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.lastEventId;
  const given = typeof header === 'string' && header !== '' ? header : query;
  if (given === undefined || given === '') return null;
  if (typeof given !== 'string') return 'invalid';
  if (FORMER_POSITION.test(given)) return null;
  return parseLivePosition(given) ?? 'invalid';
}
