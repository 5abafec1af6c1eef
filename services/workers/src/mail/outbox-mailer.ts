import type pg from 'pg';
import type { Email, EmailAttachment, Mailer } from './mailer.ts';

export interface OutboxEmail {
  id: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
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
        `INSERT INTO outbox_emails (id, "from", "to", reply_to, subject, html, text, attachments, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [
          email.messageId,
          options.from,
          email.to,
          email.replyTo ?? null,
          email.subject,
          email.html,
          email.text,
          JSON.stringify(
            (email.attachments ?? []).map(({ filename, contentType, content }) => ({
              filename,
              contentType,
              contentBase64: content.toString('base64'),
            })),
          ),
          options.clock().toISOString(),
        ],
      );
    },
    async close() {},
  };
}

export function createOutboxReader(pool: pg.Pool) {
  const columns = `id, "from", "to", reply_to AS "replyTo", subject, html, text,
    (SELECT COALESCE(jsonb_agg(jsonb_build_object('filename', a->>'filename', 'contentType', a->>'contentType',
       'size', length(decode(a->>'contentBase64', 'base64')))), '[]'::jsonb)
       FROM jsonb_array_elements(attachments) AS a) AS attachments,
    created_at AS "createdAt"`;
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
    /** One attached file of an e-mail, by its position. */
    async attachment(id: string, index: number): Promise<EmailAttachment | undefined> {
      const { rows } = await pool.query(
        `SELECT a->>'filename' AS filename, a->>'contentType' AS "contentType", a->>'contentBase64' AS content
           FROM outbox_emails, jsonb_array_elements(attachments) WITH ORDINALITY AS x(a, position)
          WHERE id = $1 AND position = $2`,
        [id, index + 1],
      );
      const found = rows[0] as { filename: string; contentType: string; content: string } | undefined;
      return found && { ...found, content: Buffer.from(found.content, 'base64') };
    },
  };
}
export type OutboxReader = ReturnType<typeof createOutboxReader>;
