import { loadConfig } from '@grandtour/infra';
import { createTestDatabase, type TestDatabase } from '@grandtour/infra/testing';
import { eventually } from '@grandtour/workers/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRuntime, type Runtime } from './runtime.ts';

describe('the embedded run: database queue and local outbox', () => {
  let database: TestDatabase;
  let runtime: Runtime;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    runtime = await createRuntime(
      loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/grandtour-test-secrets', SEED_DEMO_FLEET: 'false' }),
      database,
      { background: false, workers: true },
    );
  });
  afterAll(async () => {
    await runtime?.close();
    await database?.close();
  });

  it('writes e-mails to the outbox, once, and shows them', async () => {
    expect(runtime.queue.kind).toBe('database');
    expect(runtime.mailer.kind).toBe('outbox');
    const sent = await runtime.app.inject({
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
      const response = await runtime.app.inject({ url: '/api/dev/outbox' });
      const emails = response.json() as { id: string; to: string; subject: string }[];
      return emails.length === 2 && emails;
    });
    expect(list.map((email) => email.to).sort()).toEqual(['lucia@example.es', 'support@grandtour.example']);
    const acknowledgement = list.find((email) => email.to === 'lucia@example.es')!;
    expect(acknowledgement.subject).toBe('Hemos recibido tu mensaje');

    const one = await runtime.app.inject({
      url: `/api/dev/outbox/${encodeURIComponent(acknowledgement.id)}`,
    });
    expect(one.json()).toMatchObject({ text: expect.stringContaining('¿Tienen un Porsche 911?') });
    const html = await runtime.app.inject({
      url: `/api/dev/outbox/${encodeURIComponent(acknowledgement.id)}/html`,
    });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    expect(html.body).toContain('Grand Tour');
    const page = await runtime.app.inject({ url: '/api/dev/outbox/view' });
    expect(page.body).toContain('Hemos recibido tu mensaje');
    expect((await runtime.app.inject({ url: '/api/dev/outbox/nothing-here' })).statusCode).toBe(404);

    // A retried job writes nothing more: the outbox is keyed by Message-ID and the delivery is settled.
    await runtime.background.reactor.requeue();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await runtime.app.inject({ url: '/api/dev/outbox' })).json()).toHaveLength(2);
  });
});

describe('outside the embedded mode', () => {
  it('has no outbox to show when e-mails go over SMTP', async () => {
    const database = await createTestDatabase('pglite');
    const runtime = await createRuntime(
      loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: '/tmp/grandtour-test-secrets',
        SEED_DEMO_FLEET: 'false',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      }),
      database,
      { background: false, workers: false },
    );
    try {
      expect((await runtime.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await runtime.close();
      await database.close();
    }
  });
});
