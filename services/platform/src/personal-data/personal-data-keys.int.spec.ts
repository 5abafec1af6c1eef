import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-database.ts';
import { createPersonalDataKeys, PersonalDataErasedError } from './personal-data-keys.ts';
import { openField, sealField } from './sealed-field.ts';

for (const kind of testDatabaseKinds())
  describe(`the data subjects' keys on ${kind} (decision 99)`, () => {
    let database: TestDatabase;
    const kek = randomBytes(32);
    beforeAll(async () => {
      database = await createTestDatabase(kind, 4);
      // As migration 0035 creates it.
      await database.pool.query(`CREATE TABLE personal_data_keys (
        subject text PRIMARY KEY, wrapped_key bytea, created_at timestamptz NOT NULL DEFAULT now(),
        erased_at timestamptz, merged_into text)`);
    });
    afterAll(() => database?.close());

    it('gives each subject one key, the same on every node, stored only wrapped', async () => {
      const [first, second] = [
        createPersonalDataKeys(database.pool, kek),
        createPersonalDataKeys(database.pool, kek),
      ];
      const [a, b] = await Promise.all([first.keyFor('user:lea'), second.keyFor('user:lea')]);
      expect(a.equals(b)).toBe(true);
      expect((await first.keyFor('user:hugo')).equals(a)).toBe(false);
      const { rows } = await database.pool.query(
        `SELECT wrapped_key FROM personal_data_keys WHERE subject = 'user:lea'`,
      );
      expect(Buffer.from(rows[0].wrapped_key).includes(a)).toBe(false);
      // Another key-encryption key opens nothing.
      await expect(
        createPersonalDataKeys(database.pool, randomBytes(32)).keyFor('user:lea'),
      ).rejects.toThrow();
    });

    it('erases a subject and the guests merged into it: what they sealed no longer opens, on any node', async () => {
      const here = createPersonalDataKeys(database.pool, kek);
      let clock = 0;
      const there = createPersonalDataKeys(database.pool, kek, { cacheMs: 1000, now: () => clock });
      const sealed = sealField(await here.keyFor('user:camille'), 'user:camille', 'camille@example.fr');
      const asGuest = sealField(await here.keyFor('guest:g-7'), 'guest:g-7', '06 12 34 56 78');
      await here.merge('guest:g-7', 'user:camille');
      const before = await there.keysOf(['user:camille', 'guest:g-7']);
      expect(openField(before.get('user:camille')!, sealed)).toBe('camille@example.fr');

      expect((await here.erase('user:camille', new Date())).sort()).toEqual(['guest:g-7', 'user:camille']);
      expect([...(await here.keysOf(['user:camille', 'guest:g-7'])).values()]).toEqual([null, null]);
      // Another node keeps what it read for at most its cache time.
      clock = 1001;
      const after = await there.keysOf(['user:camille', 'guest:g-7', 'user:nobody']);
      expect([...after.values()]).toEqual([null, null, null]);
      expect(openField(randomBytes(32), asGuest)).toBeNull();
      await expect(here.keyFor('user:camille')).rejects.toBeInstanceOf(PersonalDataErasedError);
      const { rows } = await database.pool.query(
        `SELECT count(*)::int AS n FROM personal_data_keys WHERE wrapped_key IS NOT NULL AND subject IN ('user:camille', 'guest:g-7')`,
      );
      expect(rows[0].n).toBe(0);
    });

    it('makes a key for a subject a reader met before it had one, and makes many at once', async () => {
      const keys = createPersonalDataKeys(database.pool, kek);
      expect((await keys.keysOf(['guest:late'])).get('guest:late')).toBeNull();
      const made = await keys.keysFor(['guest:late', 'user:a', 'user:b', 'user:a']);
      expect([...made.keys()].sort()).toEqual(['guest:late', 'user:a', 'user:b']);
      for (const key of made.values()) expect(key).toHaveLength(32);
      expect((await keys.keysOf(['guest:late'])).get('guest:late')).toEqual(made.get('guest:late'));
      await keys.erase('user:b', new Date());
      expect((await keys.keysFor(['user:b'])).get('user:b')).toBeNull();
    });
  });
