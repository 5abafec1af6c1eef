import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readEventLog, type EventStore } from '@grandtour/event-store';
import { loadConfig, openDatabase, type Config, type Database } from '@grandtour/platform';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { asyncProjections, createProjectionRunner, migrateReadModels } from '@grandtour/projections';
import { catchUpWithLog, marketplaceActivity, TEST_PERSONAL_DATA_KEY } from '@grandtour/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelDigests, rebuildAll, storeOn } from '../backup/testing/read-models.ts';
import { backupCommand, restoreCommand } from './backup-command.ts';
import type { OpsCommand } from './ops-context.ts';
import { revenueCommand } from './revenue-command.ts';

const clock = () => new Date('2027-05-03T09:00:00.000Z');
const MEDIA = {
  'media/objects/handovers/h1/front.jpg': randomUUID(),
  'media/photos/car-1/large.webp': randomUUID(),
};

async function run(command: OpsCommand, args: string[], config: Config, open?: () => Promise<never>) {
  const lines: string[] = [];
  const progress: string[] = [];
  const code = await command.run(
    args,
    open ?? (() => Promise.reject(new Error('a backup opens nothing through the ops context'))),
    { print: (line) => lines.push(line), progress: { write: (text: string) => progress.push(text) > 0 } },
    undefined,
    config,
  );
  return { code, output: lines.join('\n'), progress: progress.join('') };
}

const configOf = (dataDir: string, databaseUrl = '') =>
  loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY });

/** A database the marketplace ran on: bookings paid and cancelled, reviews, favourites, and media on disk. */
async function runMarketplace(database: Database, store: EventStore, dataDir: string) {
  await migrateReadModels(database.pool);
  const activity = marketplaceActivity({ store, pool: database.pool, clock });
  const car = await activity.publishCar('owner-a');
  for (let index = 0; index < 2; index++) await activity.round(index, car, 'owner-a');
  await catchUpWithLog(
    database.pool,
    createProjectionRunner({ pool: database.pool, store, projections: asyncProjections }),
    asyncProjections.map((projection) => projection.name),
  );
  for (const [name, content] of Object.entries(MEDIA)) {
    mkdirSync(join(dataDir, name, '..'), { recursive: true });
    writeFileSync(join(dataDir, name), content);
  }
}

/** What must hold after a restore: same log and read models, revenue audit clean, read models equal a rebuild. */
async function expectSameMarketplace(
  restored: Database,
  dataDir: string,
  before: { log: unknown[]; digests: Record<string, string> },
) {
  const store = storeOn(restored);
  try {
    expect(await everyEvent(restored)).toEqual(before.log);
    expect(await readModelDigests(restored)).toEqual(before.digests);
    const audit = await run(revenueCommand, ['audit'], configOf(dataDir), () =>
      Promise.resolve({ config: configOf(dataDir), database: restored, store, clock } as never),
    );
    expect(audit.output).toMatch(/^Revenue audit, .*: [1-9]\d* booking\(s\)/);
    expect(audit.output).toContain('No difference: the read models agree with the events.');
    expect(audit.output).toContain(
      'No mismatch: every charge, refund, hold, capture, release and transfer matches the ledger.',
    );
    expect(audit.code).toBe(0);
    await rebuildAll(restored, store);
    expect(await readModelDigests(restored)).toEqual(before.digests);
    for (const [name, content] of Object.entries(MEDIA))
      expect(readFileSync(join(dataDir, name), 'utf8')).toBe(content);
  } finally {
    await store.close();
  }
}

/** Every committed event, not the gap-free prefix another test's open transaction on the shared server holds back. */
const everyEvent = (database: Database) => readEventLog(database.pool, { limit: 100_000, gapFree: false });

const tmp = (name: string) => mkdtempSync(join(tmpdir(), `grandtour-${name}-`));

for (const kind of testDatabaseKinds()) {
  describe(`npm run ops -- backup and restore on ${kind}`, { timeout: 120_000 }, () => {
    const databases: TestDatabase[] = [];
    const sourceDir = tmp('source');
    const file = join(tmp('backups'), 'grandtour.tar');
    let before: { log: unknown[]; digests: Record<string, string> };
    let sourceConfig: Config;
    let backedUp: Awaited<ReturnType<typeof run>>;

    beforeAll(async () => {
      let source: Database;
      if (kind === 'postgres') {
        source = await createTestDatabase(kind);
        databases.push(source as TestDatabase);
        sourceConfig = configOf(sourceDir, source.connectionString);
      } else {
        source = await openDatabase({ dataDir: join(sourceDir, 'pglite'), poolSize: 1 });
        sourceConfig = configOf(sourceDir);
      }
      const store = storeOn(source);
      await runMarketplace(source, store, sourceDir);
      before = {
        log: await everyEvent(source),
        digests: await readModelDigests(source),
      };
      if (kind === 'pglite') {
        const inUse = await run(backupCommand, [file], sourceConfig);
        expect(inUse.code).toBe(1);
        expect(inUse.output).toContain('is in use: stop the marketplace first');
        await store.close();
        await source.close();
      } else await store.close();
      backedUp = await run(backupCommand, [file], sourceConfig);
    });
    afterAll(async () => {
      for (const database of databases) await database.close();
    });

    it('writes one file with the database, the media and their checksums, drawing progress', () => {
      expect(backedUp.output).toMatch(
        /^Backup written to .*grandtour\.tar: the .* and 2 media files, [\d.]+ MB/,
      );
      expect(backedUp.code).toBe(0);
      expect(backedUp.progress).toMatch(/backup {2}\[#+\] {2}100 % .* MB\/s {2}done\n$/);
    });

    it('restores into a fresh database: same log, same read models, revenue audit clean, read models equal a rebuild', async () => {
      const dataDir = tmp('restored');
      let restored: Database;
      let config: Config;
      if (kind === 'postgres') {
        restored = await createTestDatabase(kind);
        databases.push(restored as TestDatabase);
        config = configOf(dataDir, restored.connectionString);
      } else config = configOf(dataDir);
      const result = await run(restoreCommand, [file], config);
      // The archive's bytes, then (on a server) the tables pg_restore loads.
      expect(result.progress).toMatch(/restore {2}\[#+\] {2}100 % .* MB\/s {2}done\n/);
      if (kind === 'postgres')
        expect(result.progress).toMatch(/database {2}\[#+\] {2}100 % {2}(\d+) \/ \1 tables .* done\n$/);
      expect(result.output).toMatch(/^Restored the backup taken at \S+: the .*database and 2 media files\./);
      expect(result.code).toBe(0);
      if (kind === 'pglite') restored = await openDatabase({ dataDir: join(dataDir, 'pglite'), poolSize: 1 });
      try {
        await expectSameMarketplace(restored!, dataDir, before);
      } finally {
        if (kind === 'pglite') await restored!.close();
      }
    });

    it('keeps erasures made since the backup when restoring over the database, and refuses without --replace', async () => {
      const dataDir = tmp('replaced');
      let config: Config;
      let target: Database | undefined;
      if (kind === 'postgres') {
        target = await createTestDatabase(kind);
        databases.push(target as TestDatabase);
        config = configOf(dataDir, target.connectionString);
      } else config = configOf(dataDir);
      expect((await run(restoreCommand, [file], config)).code).toBe(0);
      const openTarget = async () =>
        target ?? openDatabase({ dataDir: join(dataDir, 'pglite'), poolSize: 1 });
      let database = await openTarget();
      const { rows } = await database.pool.query<{ subject: string }>(
        `UPDATE personal_data_keys SET wrapped_key = NULL, erased_at = now()
          WHERE subject = (SELECT min(subject) FROM personal_data_keys WHERE subject LIKE 'user:%') RETURNING subject`,
      );
      const erased = rows[0]!.subject;
      if (!target) await database.close();

      const refused = await run(restoreCommand, [file], config);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/add --replace/);
      const replaced = await run(restoreCommand, [file, '--replace'], config);
      expect(replaced.output).toContain(
        '1 persons erased since the backup had their keys back: destroyed again.',
      );
      expect(replaced.code).toBe(0);
      database = await openTarget();
      try {
        const { rows: keys } = await database.pool.query(
          'SELECT wrapped_key, erased_at FROM personal_data_keys WHERE subject = $1',
          [erased],
        );
        expect(keys).toEqual([{ wrapped_key: null, erased_at: expect.any(Date) }]);
      } finally {
        if (!target) await database.close();
      }
    });

    it('refuses a damaged file and changes nothing', async () => {
      const damaged = join(tmp('damaged'), 'damaged.tar');
      const bytes = readFileSync(file);
      bytes[Math.floor(bytes.length / 3)]! ^= 0xff;
      writeFileSync(damaged, bytes);
      const dataDir = tmp('untouched');
      let config = configOf(dataDir);
      if (kind === 'postgres') {
        const target = await createTestDatabase(kind);
        databases.push(target);
        config = configOf(dataDir, target.connectionString);
      }
      const result = await run(restoreCommand, [damaged], config);
      expect(result.code).toBe(1);
      expect(result.output).toMatch(
        /damaged\.tar: .*(checksum|not a readable|manifest).*Nothing was changed\./,
      );
    });
  });
}
