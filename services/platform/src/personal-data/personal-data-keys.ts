import { randomBytes } from 'node:crypto';
import { openBytes, sealBytes } from '../secrets/aes-gcm.ts';
import { isDataSubject } from './sealed-field.ts';

/** What the keys need of PostgreSQL (a pool, or a transaction's client). */
export interface KeySql {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** Writing under a subject whose data was erased: refused, never sealed under a new key. */
export class PersonalDataErasedError extends Error {
  constructor(readonly subject: string) {
    super(`The personal data of ${subject} was erased`);
    this.name = 'PersonalDataErasedError';
  }
}

const wrapContext = (subject: string) => `personal-data-key\0${subject}`;

/**
 * The data subjects' keys (decision 99) in `personal_data_keys`, each wrapped by the key-encryption key
 * (PERSONAL_DATA_KEY). Reading answers null for a subject erased or never seen: what it sealed reads as erased.
 * Keys read are kept in memory for `cacheMs`, so a node that did not erase a subject stops opening its data within
 * that time; an erasure on this node forgets the key at once.
 */
export function createPersonalDataKeys(
  sql: KeySql,
  keyEncryptionKey: Buffer,
  options: { cacheMs?: number; maxCached?: number; now?: () => number } = {},
) {
  if (keyEncryptionKey.length !== 32) throw new Error('PERSONAL_DATA_KEY must be 32 bytes');
  const cacheMs = options.cacheMs ?? 60_000;
  const maxCached = options.maxCached ?? 10_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { key: Buffer | null; until: number }>();

  const remember = (subject: string, key: Buffer | null) => {
    cache.delete(subject);
    cache.set(subject, { key, until: now() + cacheMs });
    if (cache.size > maxCached) cache.delete(cache.keys().next().value!);
  };
  const unwrap = (subject: string, wrapped: unknown) =>
    wrapped ? openBytes(keyEncryptionKey, wrapped as Buffer, wrapContext(subject)) : null;

  /** The cached keys (those `usable` accepts), and the subjects to read. */
  const fromCache = (subjects: readonly string[], usable: (cached: { key: Buffer | null }) => boolean) => {
    const found = new Map<string, Buffer | null>();
    const missing: string[] = [];
    for (const subject of new Set(subjects)) {
      const cached = cache.get(subject);
      if (cached && cached.until > now() && usable(cached)) found.set(subject, cached.key);
      else missing.push(subject);
    }
    return { found, missing };
  };
  /** Reads and remembers these subjects' keys into `found`. */
  const read = async (subjects: string[], through: KeySql, found: Map<string, Buffer | null>) => {
    const { rows } = await through.query(
      'SELECT subject, wrapped_key FROM personal_data_keys WHERE subject = ANY($1::text[])',
      [subjects],
    );
    const byKey = new Map(rows.map((row) => [String(row.subject), row.wrapped_key]));
    for (const subject of subjects) {
      const key = unwrap(subject, byKey.get(subject));
      found.set(subject, key);
      remember(subject, key);
    }
    return found;
  };

  const keys = {
    /** The subject's key, made on its first use; throws PersonalDataErasedError once the subject is erased. */
    async keyFor(subject: string): Promise<Buffer> {
      const key = (await keys.keysFor([subject])).get(subject);
      if (!key) throw new PersonalDataErasedError(subject);
      return key;
    },

    /**
     * The keys of these subjects, made for those seen for the first time, in one statement whatever their number
     * (a page of the old log being sealed); null for a subject erased.
     */
    async keysFor(subjects: readonly string[]): Promise<Map<string, Buffer | null>> {
      for (const subject of subjects)
        if (!isDataSubject(subject)) throw new Error(`Not a data subject: ${subject}`);
      // A subject cached without a key may be one a reader met before it was ever sealed: read again.
      const { found, missing } = fromCache(subjects, (cached) => cached.key !== null);
      if (missing.length === 0) return found;
      // One round trip: the keys made here (RETURNING) and, from the statement's snapshot, those that were there.
      const { rows } = await sql.query(
        `WITH made AS (
           INSERT INTO personal_data_keys (subject, wrapped_key)
           SELECT * FROM unnest($1::text[], $2::bytea[]) ON CONFLICT (subject) DO NOTHING
           RETURNING subject, wrapped_key)
         SELECT subject, wrapped_key FROM made
          UNION ALL
         SELECT subject, wrapped_key FROM personal_data_keys
          WHERE subject = ANY($1::text[]) AND subject NOT IN (SELECT subject FROM made)`,
        [
          missing,
          missing.map((subject) => sealBytes(keyEncryptionKey, randomBytes(32), wrapContext(subject))),
        ],
      );
      const byKey = new Map(rows.map((row) => [String(row.subject), row.wrapped_key]));
      // A key another transaction committed after this statement's snapshot was taken is neither made here nor
      // seen by it: read those again (rare), never take them for erased.
      const unseen = missing.filter((subject) => !byKey.has(subject));
      for (const subject of missing) {
        if (!byKey.has(subject)) continue;
        const key = unwrap(subject, byKey.get(subject));
        found.set(subject, key);
        remember(subject, key);
      }
      return unseen.length === 0 ? found : read(unseen, sql, found);
    },

    /**
     * The keys of these subjects in one read; null for one erased or never seen. `within` reads through a transaction's
     * own client (an inline projection on a single-connection pool cannot wait for another).
     */
    async keysOf(subjects: readonly string[], within: KeySql = sql): Promise<Map<string, Buffer | null>> {
      const { found, missing } = fromCache(subjects, () => true);
      return missing.length === 0 ? found : read(missing, within, found);
    },

    /** Records that `guest` became `account`: erasing the account erases the guest too. */
    async merge(guest: string, account: string): Promise<void> {
      await sql.query('UPDATE personal_data_keys SET merged_into = $2 WHERE subject = $1', [guest, account]);
    },

    /** Destroys the subject's key and those of the guests merged into it; answers the subjects erased. */
    async erase(subject: string, at: Date): Promise<string[]> {
      const { rows } = await sql.query(
        `INSERT INTO personal_data_keys (subject, wrapped_key, erased_at) VALUES ($1, NULL, $2)
         ON CONFLICT (subject) DO UPDATE SET wrapped_key = NULL, erased_at = COALESCE(personal_data_keys.erased_at, $2)
         RETURNING subject`,
        [subject, at],
      );
      const { rows: merged } = await sql.query(
        `UPDATE personal_data_keys SET wrapped_key = NULL, erased_at = COALESCE(erased_at, $2)
          WHERE merged_into = $1 RETURNING subject`,
        [subject, at],
      );
      const erased = [...rows, ...merged].map((row) => String(row.subject));
      for (const gone of erased) remember(gone, null);
      return erased;
    },
  };
  return keys;
}
export type PersonalDataKeys = ReturnType<typeof createPersonalDataKeys>;
