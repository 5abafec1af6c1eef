import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { ServerWritableStream } from '@grpc/grpc-js';
import { status } from '@grpc/grpc-js';
import type { FakeLog, StoredEvent } from './fake-log.ts';
import { shared, streams, toGrpcUuid } from './protocol.ts';

type ReadReq = InstanceType<typeof streams.ReadReq>;
type ReadResp = InstanceType<typeof streams.ReadResp>;
type ReadOptions = InstanceType<typeof streams.ReadReq.Options>;
type Call = ServerWritableStream<ReadReq, ReadResp>;

const FORWARDS = 0;

/** The server-side filter of a read or subscription on `$all`: event type or stream name, regex or prefixes. */
function eventFilter(options: ReadOptions): (event: StoredEvent) => boolean {
  if (!options.hasFilter()) return () => true;
  const filter = options.getFilter()!;
  const onType = filter.hasEventType();
  const expression = onType ? filter.getEventType()! : filter.getStreamIdentifier()!;
  const regex = expression.getRegex() ? new RegExp(expression.getRegex()) : undefined;
  const prefixes = expression.getPrefixList();
  return (event) => {
    const subject = onType ? event.type : event.streamId;
    if (regex) return regex.test(subject);
    return prefixes.length === 0 || prefixes.some((prefix) => subject.startsWith(prefix));
  };
}

function eventMessage(event: StoredEvent, structuredIds: boolean): ReadResp {
  const recorded = new streams.ReadResp.ReadEvent.RecordedEvent()
    .setId(toGrpcUuid(event.id, structuredIds))
    .setStreamIdentifier(new shared.StreamIdentifier().setStreamName(Buffer.from(event.streamId, 'utf8')))
    .setStreamRevision(event.revision.toString())
    .setPreparePosition(event.position.toString())
    .setCommitPosition(event.position.toString())
    .setData(event.data)
    .setCustomMetadata(event.customMetadata);
  recorded
    .getMetadataMap()
    .set('type', event.type)
    .set('content-type', event.contentType)
    .set('created', event.created.toString());
  const read = new streams.ReadResp.ReadEvent()
    .setEvent(recorded)
    .setCommitPosition(event.position.toString());
  return new streams.ReadResp().setEvent(read);
}

async function send(call: Call, message: ReadResp) {
  if (!call.write(message)) await once(call, 'drain');
}

/**
 * Streams.Read: a stream (forwards or backwards, from a revision), `$all` forwards from a position (inclusive, as
 * the server reads), or a catch-up subscription to `$all` (exclusive of its start, then live). Stream
 * subscriptions and backwards reads of `$all` are not implemented: the adapter does not use them.
 */
export function readHandler(log: FakeLog) {
  return (call: Call) => {
    const options = call.request.getOptions();
    if (!options)
      return call.destroy(Object.assign(new Error('no options'), { code: status.INVALID_ARGUMENT }));
    const structuredIds = options.getUuidOption()?.hasStructured() ?? false;
    const unsupported = (what: string) =>
      call.destroy(
        Object.assign(new Error(`${what}: not implemented by the fake`), { code: status.UNIMPLEMENTED }),
      );
    const run = options.hasStream()
      ? options.hasSubscription()
        ? unsupported('stream subscriptions')
        : readStream(call, log, options, structuredIds)
      : options.getReadDirection() !== FORWARDS
        ? unsupported('backwards reads of $all')
        : options.hasSubscription()
          ? subscribeToAll(call, log, options, structuredIds)
          : readAll(call, log, options, structuredIds);
    Promise.resolve(run).catch((error: Error) => call.destroy(error));
  };
}

async function readStream(call: Call, log: FakeLog, options: ReadOptions, structuredIds: boolean) {
  const streamOptions = options.getStream()!;
  const identifier = streamOptions.getStreamIdentifier()!;
  const events = log.stream(Buffer.from(identifier.getStreamName_asU8()).toString('utf8'));
  if (!events) {
    await send(
      call,
      new streams.ReadResp().setStreamNotFound(
        new streams.ReadResp.StreamNotFound().setStreamIdentifier(identifier),
      ),
    );
    return call.end();
  }
  const count = Number(options.getCount());
  const forwards = options.getReadDirection() === FORWARDS;
  const last = events.length - 1;
  let from: number;
  if (streamOptions.hasRevision()) from = Number(streamOptions.getRevision());
  else if (streamOptions.hasEnd()) from = forwards ? events.length : last;
  else from = forwards ? 0 : -1;
  const chosen = forwards
    ? events.slice(from, from + count)
    : events.slice(Math.max(0, from - count + 1), Math.min(from, last) + 1).reverse();
  for (const event of chosen) await send(call, eventMessage(event, structuredIds));
  call.end();
}

function allStart(options: ReadOptions, log: FakeLog): { position: bigint; inclusive: boolean } {
  const all = options.getAll()!;
  if (all.hasEnd()) return { position: log.end, inclusive: true };
  if (all.hasPosition())
    return { position: BigInt(all.getPosition()!.getCommitPosition()), inclusive: false };
  return { position: 0n, inclusive: true };
}

async function readAll(call: Call, log: FakeLog, options: ReadOptions, structuredIds: boolean) {
  const matches = eventFilter(options);
  let remaining = Number(options.getCount());
  // A read of $all includes the event at its starting position; a subscription starts after it.
  for (let index = log.indexAtOrAfter(allStart(options, log).position); remaining > 0; index++) {
    const event = log.at(index);
    if (!event) break;
    if (!matches(event)) continue;
    await send(call, eventMessage(event, structuredIds));
    remaining--;
  }
  call.end();
}

async function subscribeToAll(call: Call, log: FakeLog, options: ReadOptions, structuredIds: boolean) {
  const matches = eventFilter(options);
  const start = allStart(options, log);
  let index = log.indexAtOrAfter(start.position);
  if (!start.inclusive && log.at(index)?.position === start.position) index++;
  let cancelled = false;
  let wake: (() => void) | undefined;
  const stopListening = log.onAppend(() => wake?.());
  call.on('cancelled', () => {
    cancelled = true;
    wake?.();
  });
  try {
    await send(
      call,
      new streams.ReadResp().setConfirmation(
        new streams.ReadResp.SubscriptionConfirmation().setSubscriptionId(randomUUID()),
      ),
    );
    let caughtUp = false;
    while (!cancelled) {
      const event = log.at(index);
      if (event) {
        index++;
        if (matches(event)) await send(call, eventMessage(event, structuredIds));
        continue;
      }
      if (!caughtUp) {
        caughtUp = true;
        await send(call, new streams.ReadResp().setCaughtUp(new streams.ReadResp.CaughtUp()));
      }
      if (log.at(index)) continue;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  } finally {
    stopListening();
  }
}
