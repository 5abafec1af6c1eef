import { randomUUID } from 'node:crypto';
import {
  ANY,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  WrongExpectedVersionError,
  type AppendToStreamOptions,
  type EventData,
} from '@kurrent/kurrentdb-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeKurrentDb, type FakeKurrentDb } from './fake-kurrentdb-server.ts';

const noted = (n: number) => jsonEvent({ id: randomUUID(), type: 'ThingNoted', data: { n } });

// The official client against the fake, on each append path it can choose: what a server since 21.10 advertises
// (BatchAppend) and what an older one does (Append). The idempotence cases are the server's documented rules.
for (const batchAppend of [true, false]) {
  const path = batchAppend ? 'BatchAppend' : 'Append';
  describe(`the fake KurrentDB node, appending through ${path}`, () => {
    let server: FakeKurrentDb;
    let client: KurrentDBClient;
    beforeAll(async () => {
      server = await startFakeKurrentDb({ batchAppend });
      client = KurrentDBClient.connectionString(server.connectionString);
    });
    afterAll(async () => {
      await client.dispose();
      await server.close();
    });

    const append = (stream: string, events: EventData[], options: AppendToStreamOptions) =>
      client.appendToStream(stream, events, options);
    const ids = (stream: string) => server.log.stream(stream)?.map((event) => event.id) ?? [];

    it(`the client appends through ${path}, and only through it`, async () => {
      const before = { ...server.served };
      await append(`thing-${randomUUID()}`, [noted(1)], { streamState: NO_STREAM });
      expect(server.served.batchAppend - before.batchAppend).toBe(batchAppend ? 1 : 0);
      expect(server.served.append - before.append).toBe(batchAppend ? 0 : 1);
    });

    it('acknowledges a retry of the same events at the same expected revision without writing them again', async () => {
      const stream = `thing-${randomUUID()}`;
      const first = [noted(1), noted(2)];
      await append(stream, [noted(0)], { streamState: NO_STREAM });
      const written = await append(stream, first, { streamState: 0n });
      const retried = await append(stream, first, { streamState: 0n });
      expect(retried).toEqual(written);
      expect(retried.nextExpectedRevision).toBe(2n);
      expect(ids(stream)).toHaveLength(3);
    });

    it('acknowledges a retry at no_stream once the stream holds exactly those events', async () => {
      const stream = `thing-${randomUUID()}`;
      const events = [noted(1)];
      const written = await append(stream, events, { streamState: NO_STREAM });
      await expect(append(stream, events, { streamState: NO_STREAM })).resolves.toEqual(written);
      expect(ids(stream)).toEqual([events[0]!.id]);
    });

    it('acknowledges a retry of earlier events even after later appends, with their own revision', async () => {
      const stream = `thing-${randomUUID()}`;
      const events = [noted(1)];
      await append(stream, events, { streamState: NO_STREAM });
      const later = await append(stream, [noted(2), noted(3)], { streamState: 0n });
      const retried = await append(stream, events, { streamState: NO_STREAM });
      expect(retried.nextExpectedRevision).toBe(0n);
      expect(retried.position!.commit).toBeLessThan(later.position!.commit);
      expect(ids(stream)).toHaveLength(3);
    });

    it('refuses new events at a stale expected revision', async () => {
      const stream = `thing-${randomUUID()}`;
      await append(stream, [noted(1), noted(2)], { streamState: NO_STREAM });
      const refused = append(stream, [noted(3)], { streamState: 0n });
      await expect(refused).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await expect(refused).rejects.toMatchObject({ expectedState: 0n, actualState: 1n });
      expect(ids(stream)).toHaveLength(2);
    });

    it('refuses a retry that only partly overlaps what was written, and writes none of it', async () => {
      const stream = `thing-${randomUUID()}`;
      const [one, two] = [noted(1), noted(2)];
      await append(stream, [one, two], { streamState: NO_STREAM });
      await expect(append(stream, [one, noted(3)], { streamState: NO_STREAM })).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
      await expect(append(stream, [one, two, noted(3)], { streamState: NO_STREAM })).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
      expect(ids(stream)).toEqual([one.id, two.id]);
    });

    it('refuses an expected revision ahead of the stream', async () => {
      const stream = `thing-${randomUUID()}`;
      await append(stream, [noted(1)], { streamState: NO_STREAM });
      await expect(append(stream, [noted(2)], { streamState: 5n })).rejects.toMatchObject({
        expectedState: 5n,
        actualState: 0n,
      });
    });

    it('with any: writes new events, acknowledges known ones, refuses a mix', async () => {
      const stream = `thing-${randomUUID()}`;
      const [one, two] = [noted(1), noted(2)];
      await append(stream, [one, two], { streamState: ANY });
      const retried = await append(stream, [one, two], { streamState: ANY });
      expect(retried.nextExpectedRevision).toBe(1n);
      await expect(append(stream, [two, noted(3)], { streamState: ANY })).rejects.toBeInstanceOf(
        WrongExpectedVersionError,
      );
      const fresh = noted(4);
      await append(stream, [fresh], { streamState: ANY });
      expect(ids(stream)).toEqual([one.id, two.id, fresh.id]);
    });

    it('writes the same ids again at the current revision, as the documentation says', async () => {
      const stream = `thing-${randomUUID()}`;
      const events = [noted(1)];
      await append(stream, events, { streamState: NO_STREAM });
      await append(stream, events, { streamState: 0n });
      expect(ids(stream)).toEqual([events[0]!.id, events[0]!.id]);
    });

    it('appends events split across several messages as one, in order', async () => {
      const stream = `thing-${randomUUID()}`;
      const events = Array.from({ length: 20 }, (_, n) => noted(n));
      // A batch size below one message's: BatchAppend sends each event in its own message, the last one final.
      const result = await append(stream, events, { streamState: NO_STREAM, batchAppendSize: 1 });
      expect(result.nextExpectedRevision).toBe(19n);
      expect(ids(stream)).toEqual(events.map((event) => event.id));
    });

    it('answers many appends at once on one connection, each to its own caller', async () => {
      const streams = Array.from({ length: 30 }, () => `thing-${randomUUID()}`);
      const results = await Promise.all(
        streams.map((stream, n) =>
          append(
            stream,
            Array.from({ length: (n % 3) + 1 }, (_, k) => noted(k)),
            { streamState: NO_STREAM },
          ),
        ),
      );
      expect(results.map((result) => result.nextExpectedRevision)).toEqual(
        streams.map((_, n) => BigInt(n % 3)),
      );
      for (const [n, result] of results.entries()) {
        const last = server.log.stream(streams[n]!)!.at(-1)!;
        expect(result.position).toEqual({ commit: last.position, prepare: last.position });
      }
    });
  });
}
