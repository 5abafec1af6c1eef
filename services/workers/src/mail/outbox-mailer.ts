import type pg from 'pg';
import type { Email, Mailer } from './mailer.ts';

export interface OutboxEmail {
  id: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  createdAt: string;
}

/**
 * The embedded run's e-mail: every message lands in `outbox_emails` (shown at /api/dev/outbox). Keyed by its
 * Message-ID, so a retried delivery never makes a second row.
 */
export function createOutboxMailer(options: { pool: pg.Pool; from: string; clock: () => Date }): Mailer {
  return {
    kind: 'outbox',
    async send(email: Email) {
      await options.pool.query(
        `INSERT INTO outbox_emails (id, "from", "to", reply_to, subject, html, text, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [
          email.messageId,
          options.from,
          email.to,
          email.replyTo ?? null,
          email.subject,
          email.html,
          email.text,
          options.clock().toISOString(),
        ],
      );
    },
    async close() {},
  };
}

export function createOutboxReader(pool: pg.Pool) {
  const columns = `id, "from", "to", reply_to AS "replyTo", subject, html, text, created_at AS "createdAt"`;
  const row = (value: Record<string, unknown>): OutboxEmail => ({
    ...(value as unknown as OutboxEmail),
    createdAt: (value.createdAt as Date).toISOString(),
  });
  return {
    async list(limit = 100): Promise<OutboxEmail[]> {
      const { rows } = await pool.query(
        `SELECT ${columns} FROM outbox_emails ORDER BY created_at DESC, id LIMIT $1`,
        [limit],
      );
      return rows.map(row);
    },
    async find(id: string): Promise<OutboxEmail | undefined> {
      const { rows } = await pool.query(`SELECT ${columns} FROM outbox_emails WHERE id = $1`, [id]);
      return rows[0] ? row(rows[0]) : undefined;
    },
  };
}
export type OutboxReader = ReturnType<typeof createOutboxReader>;
