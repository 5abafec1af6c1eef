import type { Envelope } from '@grandtour/platform';
import type { DriverDocumentKind } from '@grandtour/shared';
import type pg from 'pg';
import type { PreparedDocument } from './document-codec.ts';

const contextOf = (userId: string, kind: DriverDocumentKind) => `driver-document\0${userId}\0${kind}`;

/**
 * The drivers' documents at rest (decision 84): in PostgreSQL, each under a data key of its own wrapped by
 * DOCUMENTS_KEY, bound to its driver and kind. Nothing here decides who may read: the routes do, and record it.
 */
export function createDocumentVault(pool: pg.Pool, envelope: Envelope) {
  return {
    /** The kinds a driver has, with what the events say of them. */
    async kindsOf(userId: string) {
      const { rows } = await pool.query<{ kind: DriverDocumentKind }>(
        'SELECT kind FROM driver_documents WHERE user_id = $1',
        [userId],
      );
      return rows.map((row) => row.kind);
    },
    async remove(userId: string) {
      await pool.query('DELETE FROM driver_documents WHERE user_id = $1', [userId]);
    },
    async put(userId: string, kind: DriverDocumentKind, document: PreparedDocument, at: Date) {
      const { wrappedKey, ciphertext } = envelope.seal(document.bytes, contextOf(userId, kind));
      await pool.query(
        `INSERT INTO driver_documents (user_id, kind, content_type, sha256, wrapped_key, ciphertext, uploaded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (user_id, kind) DO UPDATE SET content_type = $3, sha256 = $4, wrapped_key = $5,
           ciphertext = $6, uploaded_at = $7`,
        [userId, kind, document.contentType, document.sha256, wrappedKey, ciphertext, at],
      );
    },
    async get(userId: string, kind: DriverDocumentKind) {
      const { rows } = await pool.query<{ content_type: string; wrapped_key: Buffer; ciphertext: Buffer }>(
        'SELECT content_type, wrapped_key, ciphertext FROM driver_documents WHERE user_id = $1 AND kind = $2',
        [userId, kind],
      );
      const row = rows[0];
      if (!row) return null;
      const bytes = envelope.open(
        { wrappedKey: row.wrapped_key, ciphertext: row.ciphertext },
        contextOf(userId, kind),
      );
      return { contentType: row.content_type, bytes };
    },
  };
}
export type DocumentVault = ReturnType<typeof createDocumentVault>;
