import { randomUUID } from 'node:crypto';
import { personalDataStreamName } from '@grandtour/commands';
import { addDays, todayInParis, type LanguageCode } from '@grandtour/shared';
import { eventually, movableClock } from '@grandtour/workers/testing';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiMessage } from '../messages/api-messages.ts';
import { createAdminAccount, signInAs } from '../testing/admin-fixtures.ts';
import { bookAs } from '../testing/booking-requests.ts';
import { mailSetups, useMailTestRuntime } from '../testing/mail-test-runtime.ts';
import { newBrowser, signInWith } from '../testing/owner-fixtures.ts';
import type { TestBrowser } from '../testing/test-browser.ts';

const HOUR = 3_600_000;
const ADMIN = {
  email: 'erasures@grandtour.test',
  username: 'admin.erasures',
  password: 'Correct-Horse-Battery-7',
  firstName: 'Admin',
  lastName: 'Grand Tour',
};

for (const setup of mailSetups()) {
  describe(`a person erasing their own account on ${setup.database} with the ${setup.redis ? 'Redis' : 'database'} queue (decision 99)`, () => {
    const clock = movableClock();
    const context = useMailTestRuntime(
      setup,
      { clock: clock.now, background: false, workers: true, notificationBackoffMs: 20 },
      {
        SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
        BOOKING_REQUESTS_PER_MINUTE: '1000',
      },
    );

    /** A new client account in `language`, signed in on a browser of its own. */
    async function register(language: LanguageCode) {
      const tag = randomUUID().slice(0, 8);
      const account = {
        username: `efface.${tag}`,
        email: `efface.${tag}@example.fr`,
        password: `Vert-Loriot-${tag}`,
        firstName: 'Gaspard',
        lastName: `Effacé${tag}`,
        userType: 'client',
        language,
      };
      const visit = newBrowser(context.runtime.app);
      const registered = await visit('POST', '/api/register', account);
      expect(registered.statusCode, registered.body).toBe(201);
      return { ...account, id: registered.json().user.id as string, visit };
    }

    const mailsTo = (address: string) => context.sink.messages.filter((mail) => mail.to === address);

    /** The token of the latest link e-mailed to `address`, once `count` e-mails have reached it. */
    async function linkTokenSentTo(address: string, count = 1): Promise<string> {
      await eventually(() => mailsTo(address).length >= count);
      const mail = mailsTo(address).at(-1)!;
      const link = /(\S+)\/account\/erase\?token=([^\s"<>&]+)/.exec(mail.text);
      expect(link, mail.text).not.toBeNull();
      return decodeURIComponent(link![2]!);
    }

    const erasureRow = async (userId: string) =>
      (
        await context.database.pool.query(
          'SELECT status, requested_by FROM personal_data_erasures WHERE subject = $1',
          [`user:${userId}`],
        )
      ).rows;
    /** The tables in which `value` appears. */
    async function tablesHolding(value: string): Promise<string[]> {
      const { rows: tables } = await context.database.pool.query<{ name: string }>(
        `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
          WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE'`,
      );
      const holding: string[] = [];
      for (const { name } of tables) {
        const { rows } = await context.database.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${name} AS t WHERE t::text LIKE $1`,
          [`%${value}%`],
        );
        if (rows[0]!.n > 0) holding.push(name);
      }
      return holding;
    }
    const streamOf = async (userId: string) =>
      (await context.runtime.store.readStream(personalDataStreamName(`user:${userId}`))).events;

    function expectRefused(
      answer: LightMyRequestResponse,
      status: number,
      code: Parameters<typeof apiMessage>[0],
      language: LanguageCode,
    ) {
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json()).toMatchObject({ error: code, message: apiMessage(code, language) });
    }

    it('e-mails a link in the account’s language; opening it records the erasure, the sweep erases them, and they cannot sign in again', async () => {
      const person = await register('de');
      expect((await person.visit('POST', '/api/account/erasure')).statusCode).toBe(202);
      const token = await linkTokenSentTo(person.email);
      const [mail] = mailsTo(person.email);
      expect(mail!.subject).toBe('Bestätigen Sie die Löschung Ihrer Daten');
      expect(mail!.text).toMatch(/https?:\/\/[^/\s]+\/account\/erase\?token=/);
      // The token is nowhere in the database: not in the log, the jobs, the records of e-mails sent, any table.
      const signature = token.split('.').at(-1)!;
      expect(await tablesHolding(signature)).toEqual([]);
      expect(await erasureRow(person.id)).toEqual([]);

      // Opened in another browser, not signed in: the link names the account.
      const elsewhere = newBrowser(context.runtime.app);
      const confirmed = await elsewhere('POST', '/api/account/erasure/confirm', { token });
      expect(confirmed.statusCode, confirmed.body).toBe(202);
      expect(confirmed.json()).toEqual({ status: 'requested' });
      expect(await erasureRow(person.id)).toEqual([{ status: 'requested', requested_by: 'self' }]);
      // Every browser of the account is signed out.
      expect((await person.visit('GET', '/api/me')).json().user).toBeNull();

      expect((await context.runtime.sweeper.sweepOnce()).personalDataErased).toBe(1);
      expect(await erasureRow(person.id)).toEqual([{ status: 'erased', requested_by: 'self' }]);
      for (const identifier of [person.username, person.email]) {
        const signIn = await newBrowser(context.runtime.app)('POST', '/api/login', {
          identifier,
          password: person.password,
        });
        expect(signIn.statusCode).toBe(401);
      }
      // Opened again: it is recorded already.
      expect((await elsewhere('POST', '/api/account/erasure/confirm', { token })).statusCode).toBe(202);
      expect((await context.runtime.sweeper.sweepOnce()).personalDataErased).toBe(0);
    });

    it('refuses a forged or altered link, another account’s link and an expired one, and erases nothing', async () => {
      const person = await register('fr');
      const other = await register('en');
      expect((await person.visit('POST', '/api/account/erasure', { language: 'es' })).statusCode).toBe(202);
      const token = await linkTokenSentTo(person.email);
      // Asked from a page in Spanish: the e-mail is in Spanish.
      expect(mailsTo(person.email)[0]!.subject).toBe('Confirme el borrado de sus datos');

      const stranger = newBrowser(context.runtime.app);
      const confirm = (browser: TestBrowser, value: string, language: LanguageCode) =>
        browser('POST', '/api/account/erasure/confirm', { token: value }, { 'accept-language': language });
      expectRefused(await confirm(stranger, 'not-a-token', 'es'), 400, 'erasure_link_invalid', 'es');
      const [userId, expires, signature] = token.split('.') as [string, string, string];
      const later = `${userId}.${Number(expires) + 86_400}.${signature}`;
      expectRefused(await confirm(stranger, later, 'de'), 400, 'erasure_link_invalid', 'de');
      const otherAccount = `${other.id}.${expires}.${signature}`;
      expectRefused(await confirm(stranger, otherAccount, 'fr'), 400, 'erasure_link_invalid', 'fr');
      // Signed in as someone else, the link is not theirs to confirm.
      expectRefused(await confirm(other.visit, token, 'en'), 403, 'erasure_link_other_account', 'en');
      expectRefused(await confirm(stranger, '', 'en'), 400, 'validation_failed', 'en');

      clock.advance(24 * HOUR + 60_000);
      expectRefused(await confirm(person.visit, token, 'de'), 410, 'erasure_link_expired', 'de');

      expect(await erasureRow(person.id)).toEqual([]);
      expect(await erasureRow(other.id)).toEqual([]);
      expect((await context.runtime.sweeper.sweepOnce()).personalDataErased).toBe(0);
      expect((await person.visit('GET', '/api/me')).json().user).toMatchObject({ id: person.id });
      await signInWith(context.runtime.app, person.username, person.password);
    });

    it('sends no link while a rental is to come, and says why in the person’s language', async () => {
      const person = await register('en');
      const car = context.cars[0]!;
      const today = todayInParis(clock.now());
      await bookAs(person.visit, context.runtime.app, car, {
        startDate: addDays(today, 10),
        endDate: addDays(today, 12),
      });
      const asked = await person.visit('POST', '/api/account/erasure', undefined, {
        'accept-language': 'en',
      });
      expectRefused(asked, 409, 'personal_data_erasure_blocked', 'en');
      expect(await streamOf(person.id)).toEqual([]);
      expect(await erasureRow(person.id)).toEqual([]);
    });

    it('e-mails three links an hour at most, then says when to try again', async () => {
      const person = await register('fr');
      for (let i = 0; i < 3; i++)
        expect((await person.visit('POST', '/api/account/erasure', {})).statusCode).toBe(202);
      const fourth = await person.visit('POST', '/api/account/erasure', {}, { 'accept-language': 'de' });
      expect(fourth.statusCode, fourth.body).toBe(429);
      const retryAfter = Number(fourth.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3_500);
      expect(retryAfter).toBeLessThanOrEqual(3_600);
      expect(fourth.json()).toMatchObject({
        error: 'erasure_confirmation_rate_limited',
        message: apiMessage('erasure_confirmation_rate_limited', 'de', {
          retryAfterMinutes: Math.ceil(retryAfter / 60),
        }),
      });
      await linkTokenSentTo(person.email, 3);
      expect(await streamOf(person.id)).toHaveLength(3);

      clock.advance(HOUR);
      expect((await person.visit('POST', '/api/account/erasure')).statusCode).toBe(202);
      await linkTokenSentTo(person.email, 4);
      expect(mailsTo(person.email)).toHaveLength(4);
    });

    it('asks a visitor to sign in first', async () => {
      const visitor = newBrowser(context.runtime.app);
      expectRefused(await visitor('POST', '/api/account/erasure'), 401, 'not_signed_in', 'fr');
    });

    it('lists the latest erasures to administrators only, without anything that names the person', async () => {
      const person = await register('fr');
      expect((await person.visit('POST', '/api/account/erasure')).statusCode).toBe(202);
      const token = await linkTokenSentTo(person.email);
      expect(
        (await newBrowser(context.runtime.app)('POST', '/api/account/erasure/confirm', { token })).statusCode,
      ).toBe(202);

      const visitor = newBrowser(context.runtime.app);
      expect((await visitor('GET', '/api/admin/personal-data/erasures')).statusCode).toBe(401);
      const client = await register('fr');
      expect((await client.visit('GET', '/api/admin/personal-data/erasures')).statusCode).toBe(403);

      await createAdminAccount(context, ADMIN);
      const admin = (await signInAs(context, ADMIN)).visit;
      const listed = await admin('GET', '/api/admin/personal-data/erasures');
      expect(listed.statusCode, listed.body).toBe(200);
      const rows = listed.json() as { subject: string; requestedAt: string }[];
      expect(rows[0]).toMatchObject({
        id: `user:${person.id}`,
        subject: `user:${person.id}`,
        status: 'requested',
        requestedBy: 'self',
        erasedAt: null,
      });
      const times = rows.map((row) => Date.parse(row.requestedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(listed.body).not.toContain(person.email);
      expect(listed.body).not.toContain(person.lastName);
    });
  });
}
