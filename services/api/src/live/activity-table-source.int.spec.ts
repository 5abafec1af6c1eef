import { createTestDatabase, type TestDatabase } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityTableSource } from './activity-table-source.ts';

/**
 * Rows are withheld while any older transaction on the server runs (other databases' too): on a shared server a row
 * shows up a moment later. Reads until the answer is the one expected, or gives the last one after 10 s.
 */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const prepares = (events: { position: { prepare: bigint } }[]) =>
  events.map((event) => event.position.prepare);

describe.runIf(process.env.TEST_DATABASE_URL)('activityTableSource (PostgreSQL)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres', 4);
    await database.pool.query(`
      CREATE TABLE activity (
        position bigint PRIMARY KEY,
        owner_id text NOT NULL,
        kind text NOT NULL,
        payload jsonb NOT NULL,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id()
      )`);
  });
  afterAll(() => database?.close());

  const insert = (position: number, ownerId: string, text: string) =>
    database.pool.query(
      `INSERT INTO activity (position, owner_id, kind, payload) VALUES ($1, $2, 'message', $3)`,
      [position, ownerId, JSON.stringify({ text })],
    );

  it("reads one viewer's events in order, after a position, a batch at a time", async () => {
    await insert(1, 'o-1', 'a');
    await insert(2, 'o-2', 'b');
    await insert(3, 'o-1', 'c');
    await insert(4, 'o-1', 'd');
    const source = activityTableSource(database.pool, {
      table: 'activity',
      viewerColumn: 'owner_id',
      viewer: 'o-1',
    });
    expect(
      await eventually(
        () => source.since(null, 2),
        (events) => events.length === 2,
      ),
    ).toMatchObject([
      { position: { prepare: 1n }, event: 'message', data: { text: 'a' } },
      { position: { prepare: 3n }, event: 'message', data: { text: 'c' } },
    ]);
    const [, third] = await source.since(null, 2);
    expect(prepares(await source.since(third!.position, 10))).toEqual([4n]);
    expect(
      await eventually(
        () => source.current(),
        (position) => position.prepare === 4n,
      ),
    ).toMatchObject({ prepare: 4n });
  });

  it('withholds a committed row while a lower position is still being written, then gives both in order', async () => {
    const source = activityTableSource(database.pool, {
      table: 'activity',
      viewerColumn: 'owner_id',
      viewer: 'o-5',
    });
    const slow = await database.pool.connect();
    try {
      // The append that took position 10 has not committed when the one that took 11 has.
      await slow.query('BEGIN');
      await slow.query(
        `INSERT INTO activity (position, owner_id, kind, payload) VALUES (10, 'o-5', 'message', '{}')`,
      );
      await insert(11, 'o-5', 'later');
      expect(await source.since(null, 10)).toEqual([]);
      expect((await source.current()).prepare).toBeLessThan(10n);
      await slow.query('COMMIT');
    } finally {
      slow.release();
    }
    const both = await eventually(
      () => source.since(null, 10),
      (events) => events.length === 2,
    );
    expect(prepares(both)).toEqual([10n, 11n]);
  });

  it('never passes a row that commits after a higher position it already gave (an older transaction wrote it)', async () => {
    const source = activityTableSource(database.pool, {
      table: 'activity',
      viewerColumn: 'owner_id',
      viewer: 'o-6',
    });
    const [older, younger] = [await database.pool.connect(), await database.pool.connect()];
    try {
      // The older transaction has its id first, but takes the higher position and commits first.
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      await younger.query('BEGIN');
      await younger.query(
        `INSERT INTO activity (position, owner_id, kind, payload) VALUES (20, 'o-6', 'message', '{}')`,
      );
      await older.query(
        `INSERT INTO activity (position, owner_id, kind, payload) VALUES (21, 'o-6', 'message', '{}')`,
      );
      await older.query('COMMIT');
      const first = await eventually(
        () => source.since(null, 10),
        (events) => events.length === 1,
      );
      expect(prepares(first)).toEqual([21n]);
      await younger.query('COMMIT');
      // A stream that sent 21 carries on after it, and still gets 20: it comes after 21 in the log's order.
      const next = await eventually(
        () => source.since(first[0]!.position, 10),
        (events) => events.length === 1,
      );
      expect(prepares(next)).toEqual([20n]);
    } finally {
      older.release();
      younger.release();
    }
  });

  it('refuses names that are not plain identifiers', () => {
    expect(() =>
      activityTableSource(database.pool, {
        table: 'activity; DROP TABLE x',
        viewerColumn: 'owner_id',
        viewer: 'o',
      }),
    ).toThrow(/Not a table and column name/);
  });
});
