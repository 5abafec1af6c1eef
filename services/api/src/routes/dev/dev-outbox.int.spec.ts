import { NOTIFICATIONS_QUEUE } from '@grandtour/workers';
import { eventually, untilNotificationsIdle } from '@grandtour/workers/testing';
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/test-runtime.ts';

describe('the embedded run: database queue and local outbox', () => {
  const context = useTestRuntime(
    'pglite',
    { background: false, workers: true, notificationBackoffMs: 20 },
    { SEED_DEMO_FLEET: 'false' },
  );
  const outbox = async () =>
    (await context.runtime.app.inject({ url: '/api/dev/outbox' })).json() as { id: string; to: string }[];

  it('writes e-mails to the outbox, once, and shows them', async () => {
    expect(context.runtime.queue.kind).toBe('database');
    expect(context.runtime.mailer.kind).toBe('outbox');
    const sent = await context.runtime.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': 'es' },
      payload: {
        firstName: 'Lucía',
        lastName: 'García',
        email: 'lucia@example.es',
        message: '¿Tienen un Porsche 911?',
      },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const list = await eventually(async () => {
      const response = await context.runtime.app.inject({ url: '/api/dev/outbox' });
      const emails = response.json() as { id: string; to: string; subject: string }[];
      return emails.length === 2 && emails;
    });
    expect(list.map((email) => email.to).sort()).toEqual(['lucia@example.es', 'support@grandtour.example']);
    const acknowledgement = list.find((email) => email.to === 'lucia@example.es')!;
    expect(acknowledgement.subject).toBe('Hemos recibido su mensaje');

    const one = await context.runtime.app.inject({
      url: `/api/dev/outbox/${encodeURIComponent(acknowledgement.id)}`,
    });
    expect(one.json()).toMatchObject({ text: expect.stringContaining('¿Tienen un Porsche 911?') });
    const html = await context.runtime.app.inject({
      url: `/api/dev/outbox/${encodeURIComponent(acknowledgement.id)}/html`,
    });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    expect(html.body).toContain('Grand Tour');
    const page = await context.runtime.app.inject({ url: '/api/dev/outbox/view' });
    expect(page.body).toContain('Hemos recibido su mensaje');
    expect((await context.runtime.app.inject({ url: '/api/dev/outbox/nothing-here' })).statusCode).toBe(404);
  });

  it('writes a retried e-mail once: recording it failed after the outbox had it, and it was sent again', async () => {
    const { pool } = context.database;
    // The database refuses to record sent e-mails until the test lets it (the trigger is dropped).
    await pool.query(
      `CREATE FUNCTION refuse_records() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.message_type = 'NotificationSent' THEN RAISE EXCEPTION 'the database went away'; END IF;
         RETURN NEW;
       END $$`,
    );
    await pool.query(
      `CREATE TRIGGER refuse_records BEFORE INSERT ON emt_messages FOR EACH ROW EXECUTE FUNCTION refuse_records()`,
    );
    const before = await outbox();
    const sent = await context.runtime.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'accept-language': 'de' },
      payload: { firstName: 'Jonas', lastName: 'Weber', email: 'jonas@example.de', message: 'Ein Cayenne?' },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const deliveries = async () =>
      (
        await pool.query(
          `SELECT status, attempts FROM notification_deliveries
            WHERE payload->'contact'->>'email' = 'jonas@example.de' ORDER BY template`,
        )
      ).rows as { status: string; attempts: number }[];
    // In the outbox, but not recorded: the deliveries stay claimed by the worker that sent them; their jobs failed,
    // ran again, found the claim still live and finished. Nothing in the queue will send them now.
    await eventually(async () => (await outbox()).length === before.length + 2);
    await eventually(async () => {
      const jobs = await context.runtime.queue.runnable(NOTIFICATIONS_QUEUE, new Date());
      return jobs.waiting + jobs.active + jobs.due === 0;
    });
    expect(await deliveries()).toEqual([
      { status: 'sending', attempts: 1 },
      { status: 'sending', attempts: 1 },
    ]);

    // The database is back, and the claim runs out (two minutes, moved here rather than waited for): the deliveries
    // are queued again, claimed again, written to the outbox again, and recorded.
    await pool.query(`DROP TRIGGER refuse_records ON emt_messages`);
    await pool.query(
      `UPDATE notification_deliveries SET claimed_until = now() - interval '1 second' WHERE status = 'sending'`,
    );
    await context.runtime.background.reactor.requeue();
    await untilNotificationsIdle({
      pool,
      store: context.runtime.store,
      queue: context.runtime.queue,
      clock: () => new Date(),
    });
    expect(await deliveries()).toEqual([
      { status: 'sent', attempts: 2 },
      { status: 'sent', attempts: 2 },
    ]);
    const after = await outbox();
    expect(after).toHaveLength(before.length + 2);
    expect(after.filter((email) => email.to === 'jonas@example.de')).toHaveLength(1);
    expect(new Set(after.map((email) => email.id)).size).toBe(after.length);
  });
});

describe('outside the embedded mode', () => {
  const context = useTestRuntime(
    'pglite',
    { background: false, workers: false },
    { SEED_DEMO_FLEET: 'false', SMTP_URL: 'smtp://127.0.0.1:2525' },
  );

  it('has no outbox to show when e-mails go over SMTP', async () => {
    expect((await context.runtime.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});
