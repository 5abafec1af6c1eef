import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEventLog, type EventStore } from '@grandtour/event-store';
import { startFakeKurrentDb, type FakeKurrentDb } from '@grandtour/event-store/testing';
import { loadConfig } from '@grandtour/platform';
import { testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { asyncProjections, createProjectionRunner } from '@grandtour/projections';
import {
  catchUpWithLog,
  marketplaceActivity,
  openTestStore,
  TEST_PERSONAL_DATA_KEY,
} from '@grandtour/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawLogOf } from '../backup/raw-log.ts';
import { readModelDigests, rebuildAll } from '../backup/testing/read-models.ts';
import { eventsCommand } from './events-command.ts';
import type { OpsContext } from './ops-context.ts';

const clock = () => new Date('2027-05-03T09:00:00.000Z');

/**
 * The log as stored (sealed), event by event: what an export must carry over unchanged. On PostgreSQL every committed
 * event, not the gap-free prefix, which another test's open transaction on the shared server would hold back.
 */
async function storedLog(from: { pool: TestDatabase['pool'] } | EventStore) {
  const events =
    'pool' in from
      ? await readEventLog(from.pool, { limit: 100_000, gapFree: false })
      : await from.readAll({ limit: 100_000 });
  return events.map(({ type, data, metadata }) => [
    metadata.eventId,
    metadata.streamName,
    metadata.streamPosition,
    type,
    data,
  ]);
}

for (const kind of testDatabaseKinds()) {
  describe(`npm run ops -- events export|import on ${kind}`, { timeout: 180_000 }, () => {
    const opened: { database: TestDatabase; store: EventStore }[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'grandtour-events-'));
    let source: { database: TestDatabase; store: EventStore };
    let kurrent: FakeKurrentDb;
    let sourceDigests: Record<string, string>;
    const file = join(dir, 'log.ndjson');
    let exported: Awaited<ReturnType<typeof run>>;

    const open = async () => {
      const store = await openTestStore(kind);
      opened.push(store);
      return store;
    };
    const contextOf = (database: TestDatabase, store: EventStore, EVENTSTORE_URL = ''): OpsContext => ({
      config: loadConfig({ DATABASE_URL: '', EVENTSTORE_URL, PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY }),
      database,
      store,
      clock,
    });
    async function run(context: OpsContext, ...args: string[]) {
      const lines: string[] = [];
      const progress: string[] = [];
      const code = await eventsCommand.run(args, async () => context, {
        print: (line) => lines.push(line),
        progress: { write: (text: string) => progress.push(text) > 0 },
      });
      return { code, output: lines.join('\n'), progress: progress.join('') };
    }

    beforeAll(async () => {
      source = await open();
      kurrent = await startFakeKurrentDb();
      const activity = marketplaceActivity({ store: source.store, pool: source.database.pool, clock });
      const car = await activity.publishCar('owner-a');
      for (let index = 0; index < 2; index++) await activity.round(index, car, 'owner-a');
      await catchUpWithLog(
        source.database.pool,
        createProjectionRunner({
          pool: source.database.pool,
          store: source.store,
          projections: asyncProjections,
        }),
        asyncProjections.map((projection) => projection.name),
      );
      sourceDigests = await readModelDigests(source.database);
      exported = await run(contextOf(source.database, source.store), 'export', file);
    });
    afterAll(async () => {
      for (const { database, store } of opened) {
        await store.close();
        await database.close();
      }
      await kurrent?.close();
    });

    it('exports the log sealed with its wrapped keys, and imports it into an empty store: same log, same read models', async () => {
      expect(exported.code).toBe(0);
      const sourceLog = await storedLog(source.database);
      expect(exported.output).toMatch(
        new RegExp(`^${sourceLog.length} events and \\d+ wrapped keys written to`),
      );
      expect(exported.progress).toMatch(/events export {2}\[#+\] {2}100 % .* done\n$/);
      const text = readFileSync(file, 'utf8');
      expect(text).toContain('pd1:');
      for (const plain of ['lea@example.fr', 'Martin', '+33 612345678', '@example.fr"'])
        expect(text).not.toContain(plain);
      expect((await run(contextOf(source.database, source.store), 'export', file)).code).toBe(1);

      const target = await open();
      const context = contextOf(target.database, target.store);
      const first = await run(context, 'import', file);
      expect(first.output).toContain(`${sourceLog.length} events read, ${sourceLog.length} appended`);
      expect(first.code).toBe(0);
      const again = await run(context, 'import', file);
      expect(again.code).toBe(0);
      expect(again.output).toContain(`${sourceLog.length} events read, 0 appended`);
      expect(await storedLog(target.database)).toEqual(sourceLog);

      await rebuildAll(target.database, target.store);
      expect(await readModelDigests(target.database)).toEqual(sourceDigests);
    });

    it('finishes an import cut short when run again, and refuses a store with another history', async () => {
      const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
      const total = lines.filter((line) => line.startsWith('{"event"')).length;
      const cut = join(dir, 'cut.ndjson');
      writeFileSync(cut, `${lines.slice(0, 5).join('\n')}\n`);
      const target = await open();
      const context = contextOf(target.database, target.store);
      const cutShort = await run(context, 'import', cut);
      expect(cutShort.code).toBe(1);
      expect(cutShort.output).toMatch(/cut short or altered \(4 events and 0 keys read, no end line\)/);
      const finished = await run(context, 'import', file);
      expect(finished.code).toBe(0);
      expect(finished.output).toContain(`${total} events read, ${total - 4} appended`);

      const other = await open();
      const first = JSON.parse(lines[1]!) as { event: { stream: string } };
      const otherLog = rawLogOf({ EVENTSTORE_URL: '' }, other.database).log;
      await otherLog.appendToStream(first.event.stream, [{ type: 'SomethingElse', data: {} }], {
        expectedVersion: 0,
      });
      const differs = await run(contextOf(other.database, other.store), 'import', file);
      expect(differs.code).toBe(1);
      expect(differs.output).toContain(
        `${first.event.stream}@1 is event ${(JSON.parse(lines[1]!) as { event: { id: string } }).event.id} in the file but another in the target`,
      );
      expect(await storedLog(other.database)).toHaveLength(1);
    });

    it('moves the log into KurrentDB and back to PostgreSQL: same events, same read models', async () => {
      const keysOnly = await open();
      const intoKurrent = contextOf(keysOnly.database, keysOnly.store, kurrent.connectionString);
      const imported = await run(intoKurrent, 'import', file);
      expect(imported.code).toBe(0);
      const sourceLog = await storedLog(source.database);
      expect(imported.output).toContain(`${sourceLog.length} events read, ${sourceLog.length} appended`);
      expect((await run(intoKurrent, 'import', file)).output).toContain('0 appended');
      const kurrentLog = rawLogOf({ EVENTSTORE_URL: kurrent.connectionString }, keysOnly.database).log;
      expect(await storedLog(kurrentLog)).toEqual(sourceLog);
      await kurrentLog.close();

      const back = join(dir, 'from-kurrent.ndjson');
      expect((await run(intoKurrent, 'export', back)).code).toBe(0);
      const target = await open();
      expect((await run(contextOf(target.database, target.store), 'import', back)).code).toBe(0);
      await rebuildAll(target.database, target.store);
      expect(await readModelDigests(target.database)).toEqual(sourceDigests);
    });
  });
}
