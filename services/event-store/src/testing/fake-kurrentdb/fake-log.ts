/**
 * The storage behind the fake KurrentDB server: one transaction log in memory, with the server's own rules for
 * expected revisions and positions.
 *
 * - Stream revisions count from 0; the expected revision of an append is `no_stream`, `any`, `stream_exists` or the
 *   revision of the stream's last event.
 * - Every event has a log position: a byte offset that grows with the size of what was written. On the real server
 *   an event appended without an explicit transaction is read from `$all` with commit = prepare = its own log
 *   position, and the append answers with the last event's position; the fake does the same.
 * - Like a fresh server, the log starts with a few system events (streams and types beginning with `$`), so readers
 *   of `$all` meet what they must filter out.
 * - Appends are idempotent by event id, as the server documents them ("Idempotence", see the header of
 *   fake-kurrentdb-server.ts): a retry of events already written acknowledges them without writing them again.
 */

export interface StoredEvent {
  readonly id: string;
  readonly streamId: string;
  readonly revision: bigint;
  readonly type: string;
  readonly contentType: string;
  readonly data: Uint8Array;
  readonly customMetadata: Uint8Array;
  /** .NET ticks (100 ns since 0001-01-01), as the server reports `created`. */
  readonly created: bigint;
  readonly position: bigint;
}

export interface ProposedEvent {
  readonly id: string;
  readonly type: string;
  readonly contentType: string;
  readonly data: Uint8Array;
  readonly customMetadata: Uint8Array;
}

export type ExpectedRevision =
  | { kind: 'any' }
  | { kind: 'no_stream' }
  | { kind: 'stream_exists' }
  | { kind: 'revision'; revision: bigint };

export type AppendOutcome =
  /** For a retry of events already written: their revision and position, nothing written again. */
  | { ok: true; currentRevision: bigint; position: bigint }
  | { ok: false; currentRevision: bigint | undefined };

/** What the server's idempotence check decides before anything is written. */
type IdempotenceCheck =
  | { decision: 'write' }
  | { decision: 'already_written'; last: StoredEvent }
  | { decision: 'wrong_expected_version' };

const TICKS_AT_UNIX_EPOCH = 621_355_968_000_000_000n;
const RECORD_OVERHEAD = 120n;

export class FakeLog {
  private readonly all: StoredEvent[] = [];
  private readonly streams = new Map<string, StoredEvent[]>();
  private readonly listeners = new Set<() => void>();
  private nextPosition = 0n;

  constructor() {
    // What a fresh node writes at its first start (users and settings), so $all never starts with our events.
    const system = (streamId: string, type: string, data: object) =>
      this.append(streamId, { kind: 'any' }, [
        {
          id: crypto.randomUUID(),
          type,
          contentType: 'application/json',
          data: Buffer.from(JSON.stringify(data)),
          customMetadata: new Uint8Array(),
        },
      ]);
    system('$users', '$UserCreated', { loginName: 'admin' });
    system('$user-admin', '$user', { loginName: 'admin', fullName: 'KurrentDB Administrator' });
    system('$settings', '$settings', { $userStreamAcl: { $r: '$all' } });
  }

  /** Appends atomically when the expected revision matches, acknowledges a retry; wakes every subscriber. */
  append(streamId: string, expected: ExpectedRevision, events: readonly ProposedEvent[]): AppendOutcome {
    const stream = this.streams.get(streamId) ?? [];
    const current = stream.length > 0 ? BigInt(stream.length - 1) : undefined;
    const check = idempotenceCheck(stream, expected, events);
    if (check.decision === 'wrong_expected_version') return { ok: false, currentRevision: current };
    if (check.decision === 'already_written')
      return { ok: true, currentRevision: check.last.revision, position: check.last.position };
    const target = stream;
    const created = BigInt(Date.now()) * 10_000n + TICKS_AT_UNIX_EPOCH;
    for (const event of events) {
      const stored: StoredEvent = {
        ...event,
        streamId,
        revision: BigInt(target.length),
        created,
        position: this.nextPosition,
      };
      target.push(stored);
      this.all.push(stored);
      this.nextPosition +=
        RECORD_OVERHEAD + BigInt(event.data.length + event.customMetadata.length + streamId.length);
    }
    this.streams.set(streamId, target);
    if (events.length > 0) for (const listener of this.listeners) listener();
    return {
      ok: true,
      currentRevision: BigInt(target.length - 1),
      position: target.at(-1)?.position ?? -1n,
    };
  }

  stream(streamId: string): readonly StoredEvent[] | undefined {
    return this.streams.get(streamId);
  }

  /** Index in the log of the first event at or after `position` (the log is ordered by position). */
  indexAtOrAfter(position: bigint): number {
    let low = 0;
    let high = this.all.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.all[middle]!.position < position) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  at(index: number): StoredEvent | undefined {
    return this.all[index];
  }

  get length(): number {
    return this.all.length;
  }

  /** The position a new event would get: what `$all`'s end is. */
  get end(): bigint {
    return this.nextPosition;
  }

  onAppend(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/**
 * The server's documented rules, in its order. With an expected revision (or `no_stream`, revision -1): equal to the
 * stream's → write; ahead of it → wrong expected version; behind it → the events from the expected revision on are
 * compared with the append's ids: all already there → acknowledged, nothing written; the first not there → wrong
 * expected version; some there and some not → wrong expected version ("a bad request"). With `any` (and
 * `stream_exists` on a stream that exists): the first event not in the stream → write; all there → acknowledged; some →
 * wrong expected version. The server's `any` check is best effort (a cache of recent ids); the fake's is exact.
 */
function idempotenceCheck(
  stream: readonly StoredEvent[],
  expected: ExpectedRevision,
  events: readonly ProposedEvent[],
): IdempotenceCheck {
  const current = BigInt(stream.length - 1);
  if (expected.kind === 'stream_exists' && stream.length === 0) return { decision: 'wrong_expected_version' };
  if (expected.kind === 'any' || expected.kind === 'stream_exists') {
    const byId = new Map(stream.map((event) => [event.id, event]));
    const found = events.map((event) => byId.get(event.id));
    if (events.length === 0 || found[0] === undefined) return { decision: 'write' };
    return found.every((event) => event !== undefined)
      ? { decision: 'already_written', last: found.at(-1)! }
      : { decision: 'wrong_expected_version' };
  }
  const expectedRevision = expected.kind === 'no_stream' ? -1n : expected.revision;
  if (expectedRevision === current) return { decision: 'write' };
  if (expectedRevision > current || events.length === 0) return { decision: 'wrong_expected_version' };
  const from = Number(expectedRevision) + 1;
  const alreadyThere = events.every((event, n) => stream[from + n]?.id === event.id);
  return alreadyThere
    ? { decision: 'already_written', last: stream[from + events.length - 1]! }
    : { decision: 'wrong_expected_version' };
}
