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
  | { ok: true; currentRevision: bigint; position: bigint }
  | { ok: false; currentRevision: bigint | undefined };

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

  /** Appends atomically when the expected revision matches; wakes every subscriber. */
  append(streamId: string, expected: ExpectedRevision, events: readonly ProposedEvent[]): AppendOutcome {
    const stream = this.streams.get(streamId);
    const current = stream && stream.length > 0 ? BigInt(stream.length - 1) : undefined;
    const matches =
      expected.kind === 'any' ||
      (expected.kind === 'no_stream' && current === undefined) ||
      (expected.kind === 'stream_exists' && current !== undefined) ||
      (expected.kind === 'revision' && current === expected.revision);
    // The server accepts a retried append of the same event ids as a no-op (idempotent writes); the fake treats
    // them as a conflict instead, which our adapter never triggers since every append has fresh ids.
    if (!matches) return { ok: false, currentRevision: current };
    const target = stream ?? [];
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
