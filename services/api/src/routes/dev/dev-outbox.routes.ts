import { createOutboxReader, type OutboxEmail } from '@grandtour/workers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';

const OutboxEmailSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  replyTo: z.string().nullable(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
  createdAt: z.string(),
});
const OutboxSummarySchema = OutboxEmailSchema.pick({ id: true, to: true, subject: true, createdAt: true });
const NotFoundSchema = z.object({ error: z.string(), message: z.string() });

/** An e-mail shown as the recipient would see it: its own styles, no script, nothing fetched. */
const EMAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; frame-ancestors 'none'";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function outboxPage(emails: OutboxEmail[]) {
  const rows = emails
    .map(
      (email) =>
        `<tr><td>${escapeHtml(email.createdAt.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(email.to)}</td>` +
        `<td><a href="/api/dev/outbox/${encodeURIComponent(email.id)}/html" target="email">${escapeHtml(email.subject)}</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Grand Tour · outbox</title></head>
<body style="margin:0;background:#0b0b0d;color:#f4efe3;font-family:Helvetica,Arial,sans-serif">
<main style="display:grid;grid-template-columns:minmax(360px,40%) 1fr;height:100vh">
<section style="overflow:auto;padding:20px">
<h1 style="color:#c9a227;font-family:Georgia,serif;font-weight:400">Outbox <small style="color:#8d8571;font-size:14px">${emails.length} e-mail(s), newest first — embedded mode, nothing leaves this machine</small></h1>
<table style="width:100%;border-collapse:collapse;font-size:13px">${rows || '<tr><td>No e-mail yet: book and pay for a car, or write from /contact.</td></tr>'}</table>
</section>
<iframe name="email" title="E-mail" style="width:100%;height:100%;border:0;background:#fff"></iframe>
</main></body></html>`;
}

/**
 * The local outbox of a run without SMTP (decision 24): JSON for scripts and tests, a page to read the e-mails.
 * Registered only when e-mails go to the outbox and not in production.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  const outbox = createOutboxReader(pool);
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'E-mails written to the local outbox (no SMTP_URL), newest first',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) }),
        response: { 200: z.array(OutboxSummarySchema) },
      },
    },
    async (request) =>
      (await outbox.list(request.query.limit)).map(({ id, to, subject, createdAt }) => ({
        id,
        to,
        subject,
        createdAt,
      })),
  );
  app.get('/api/dev/outbox/view', { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('content-security-policy', PAGE_CSP).type('text/html; charset=utf-8');
    return outboxPage(await outbox.list(200));
  });
  app.get(
    '/api/dev/outbox/:id',
    {
      schema: {
        tags: ['development'],
        summary: 'One e-mail of the local outbox, HTML and text',
        params: z.object({ id: z.string() }),
        response: { 200: OutboxEmailSchema, 404: NotFoundSchema },
      },
    },
    async (request, reply) => {
      const email = await outbox.find(request.params.id);
      if (!email)
        return reply.status(404).send({ error: 'not_found', message: 'No such e-mail in the outbox.' });
      return email;
    },
  );
  app.get(
    '/api/dev/outbox/:id/attachments/:index',
    {
      schema: {
        tags: ['development'],
        summary: 'A file attached to an e-mail of the local outbox (a receipt), by its position from 0',
        params: z.object({ id: z.string(), index: z.coerce.number().int().min(0).max(20) }),
      },
    },
    async (request, reply) => {
      const file = await outbox.attachment(request.params.id, request.params.index);
      if (!file)
        return reply.status(404).send({ error: 'not_found', message: 'No such attachment in the outbox.' });
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );
  app.get(
    '/api/dev/outbox/:id/html',
    { schema: { hide: true, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const email = await outbox.find(request.params.id);
      if (!email) return reply.status(404).type('text/plain').send('No such e-mail in the outbox.');
      void reply.header('content-security-policy', EMAIL_CSP).header('x-frame-options', 'SAMEORIGIN');
      return reply.type('text/html; charset=utf-8').send(email.html);
    },
  );
};
