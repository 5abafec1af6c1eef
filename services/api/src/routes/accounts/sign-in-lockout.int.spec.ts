import { randomUUID } from 'node:crypto';
import { userLockoutsStreamName } from '@grandtour/commands';
import { loadConfig } from '@grandtour/platform';
import { LANGUAGES, type LanguageCode } from '@grandtour/shared';
import { NOTIFICATIONS_QUEUE } from '@grandtour/workers';
import { eventually, movableClock } from '@grandtour/workers/testing';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiMessage } from '../../messages/api-messages.ts';
import { createRuntime } from '../../runtime.ts';
import { mailSetups, useMailTestRuntime } from '../../testing/mail-test-runtime.ts';
import { testBrowser, type TestBrowser } from '../../testing/test-browser.ts';

const MINUTE = 60_000;

for (const setup of mailSetups()) {
  describe(`the per-account sign-in limit on ${setup.database} with the ${setup.redis ? 'Redis' : 'database'} queue`, () => {
    const clock = movableClock();
    // The defaults: 10 sign-in attempts a minute per address, 10 wrong passwords lock out for 5 minutes.
    const context = useMailTestRuntime(setup, {
      clock: clock.now,
      background: false,
      workers: true,
      notificationBackoffMs: 20,
    });

    let network = 0;
    /** A browser from an address of its own (an attacker's, or a device the holder never used). */
    const newBrowser = () => {
      network++;
      return testBrowser(context.runtime.app, {
        remoteAddress: `10.${network % 250}.${Math.floor(network / 250)}.7`,
      });
    };

    /** A new account, registered on its own browser (which the account then knows). */
    async function register(language: LanguageCode = 'fr') {
      const tag = randomUUID().slice(0, 8);
      const account = {
        username: `victime.${tag}`,
        email: `victime.${tag}@example.fr`,
        password: `Rouge-Lapin-${tag}`,
        firstName: 'Noémie',
        lastName: 'Girard',
        userType: 'client',
        language,
      };
      const ownBrowser = newBrowser();
      const response = await ownBrowser('POST', '/api/register', account);
      expect(response.statusCode, response.body).toBe(201);
      return { ...account, id: response.json().user.id as string, ownBrowser };
    }

    const signIn = (
      browser: TestBrowser,
      identifier: string,
      password: string,
      language: LanguageCode = 'fr',
    ) => browser('POST', '/api/login', { identifier, password }, { 'accept-language': language });

    /** `count` wrong guesses at `identifier`, spread over `addresses` attackers (one after the other). */
    async function guess(identifier: string, count = 60, addresses = 6) {
      const attackers = Array.from({ length: addresses }, () => newBrowser());
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < count; i++) {
        const language = LANGUAGES[i % LANGUAGES.length]!;
        answers.push(
          await signIn(attackers[i % addresses]!, identifier, `Guess-${i}-${randomUUID()}`, language),
        );
      }
      return answers;
    }

    const mailsTo = (address: string) => context.sink.messages.filter((mail) => mail.to === address);
    const lockoutEvents = async (userId: string) =>
      (await context.runtime.store.readStream(userLockoutsStreamName(userId))).events;

    /** No delivery pending or being sent, and no job in the queue. */
    async function nothingInFlight() {
      const { rows } = await context.database.pool.query(
        `SELECT count(*)::int AS n FROM notification_deliveries WHERE status IN ('pending', 'sending')`,
      );
      const counts = await context.runtime.queue.counts(NOTIFICATIONS_QUEUE);
      return rows[0].n === 0 && counts.waiting + counts.active + counts.delayed === 0;
    }

    /**
     * Provably idle, so that "no more e-mail" means something: the reactor has read the whole log and everything it
     * planned is sent; then it reads the sent e-mails' own records too, and that plans nothing new.
     */
    async function notificationsSettled() {
      await eventually(async () => {
        await context.runtime.background.reactor.catchUp();
        return nothingInFlight();
      });
      await context.runtime.background.reactor.catchUp();
      expect(await nothingInFlight()).toBe(true);
    }

    function expectLockedOut(answer: LightMyRequestResponse, language: LanguageCode, maxSeconds = 300) {
      expect(answer.statusCode, answer.body).toBe(429);
      const retryAfter = Number(answer.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
      expect(answer.json()).toEqual({
        error: 'sign_in_locked',
        message: apiMessage('sign_in_locked', language),
        details: { retryAfterSeconds: retryAfter },
      });
      expect(answer.cookies).toEqual([]);
    }

    it('locks an account out after 10 of 60 guesses from 6 addresses, tells its holder once, and lets them back in', async () => {
      const victim = await register('de');
      const answers = await guess(victim.username);
      expect(answers.slice(0, 9).map((answer) => answer.statusCode)).toEqual(Array(9).fill(401));
      answers.slice(9).forEach((answer, index) => expectLockedOut(answer, LANGUAGES[(index + 9) % 4]!));

      // The holder hears of it once, in the account's language, with the end of the lock-out.
      await eventually(() => mailsTo(victim.email).length === 1);
      await notificationsSettled();
      const [mail] = mailsTo(victim.email);
      expect(mail!.subject).toBe('Anmeldungen bei Ihrem Konto vorübergehend gesperrt');
      expect(mail!.text).toContain('10 falsche Passwörter');
      expect(mail!.messageId).toMatch(/\.sign-in-locked@notifications\.grandtour$/);
      expect(await lockoutEvents(victim.id)).toHaveLength(1);
      const { rows } = await context.database.pool.query(
        `SELECT type, recipient, booking_id FROM notifications WHERE user_id = $1`,
        [victim.id],
      );
      expect(rows).toEqual([{ type: 'sign-in-locked', recipient: victim.email, booking_id: null }]);

      // The right password from a new browser waits for the lock-out to end, by e-mail address too…
      expectLockedOut(await signIn(newBrowser(), victim.email, victim.password), 'fr');
      // …but the browser the account signed in from still gets in, and the lock-out stays for everyone else.
      expect((await signIn(victim.ownBrowser, victim.username, victim.password)).statusCode).toBe(200);
      expectLockedOut(await signIn(newBrowser(), victim.username, victim.password), 'fr');

      clock.advance(5 * MINUTE);
      const later = await signIn(newBrowser(), victim.username, victim.password);
      expect(later.statusCode, later.body).toBe(200);
      await notificationsSettled();
      expect(mailsTo(victim.email)).toHaveLength(1);
    });

    it('counts an account across API nodes: guesses spread over two nodes lock it out on both', async () => {
      // A second node on the same database, with its own memory (and its own per-address counts).
      const other = await createRuntime(
        loadConfig({
          LOG_LEVEL: 'silent',
          DATA_DIR: '/tmp/grandtour-test-secrets',
          SMTP_URL: context.sink.url,
        }),
        context.database,
        { clock: clock.now, background: false, workers: false },
      );
      try {
        const victim = await register();
        const nodes = [context.runtime.app, other.app];
        const answers = [];
        for (let i = 0; i < 10; i++) {
          const attacker = testBrowser(nodes[i % 2]!, { remoteAddress: `10.200.${i}.9` });
          answers.push(await signIn(attacker, victim.username, `Guess-${i}`));
        }
        expect(answers.slice(0, 9).map((answer) => answer.statusCode)).toEqual(Array(9).fill(401));
        expectLockedOut(answers[9]!, 'fr');
        for (const node of nodes)
          expectLockedOut(
            await signIn(testBrowser(node, { remoteAddress: '10.201.0.9' }), victim.email, victim.password),
            'fr',
          );
        await eventually(() => mailsTo(victim.email).length === 1);
        await notificationsSettled();
        expect(mailsTo(victim.email)).toHaveLength(1);
      } finally {
        await other.close();
      }
      clock.advance(5 * MINUTE);
    });

    it('makes the next lock-out of a series twice as long, with one more e-mail, and never locks for good', async () => {
      const victim = await register('en');
      await guess(victim.username, 10, 1);
      clock.advance(5 * MINUTE);
      const second = await guess(victim.email, 10, 2);
      expect(second.slice(0, 9).map((answer) => answer.statusCode)).toEqual(Array(9).fill(401));
      expectLockedOut(second[9]!, 'en', 600);
      expect(Number(second[9]!.headers['retry-after'])).toBe(600);
      await eventually(() => mailsTo(victim.email).length === 2);
      await notificationsSettled();
      expect(mailsTo(victim.email)).toHaveLength(2);
      expect(mailsTo(victim.email)[1]!.text).toContain('10 wrong passwords');
      expect((await lockoutEvents(victim.id)).map((event) => event.data)).toEqual([
        expect.objectContaining({ lockout: 1 }),
        expect.objectContaining({ lockout: 2 }),
      ]);

      clock.advance(10 * MINUTE);
      expect((await signIn(newBrowser(), victim.username, victim.password)).statusCode).toBe(200);
    });

    it('answers an unknown account exactly as a known one, and writes to nobody', async () => {
      const victim = await register();
      const known = await guess(victim.username, 20, 4);
      await eventually(() => mailsTo(victim.email).length === 1);
      await notificationsSettled();
      const sentBefore = context.sink.messages.length;
      const eventsBefore = await context.database.pool.query('SELECT count(*)::int AS n FROM emt_messages');
      for (const identifier of [
        `nobody.${randomUUID().slice(0, 8)}`,
        `nobody.${randomUUID().slice(0, 8)}@example.fr`,
      ]) {
        const unknown = await guess(identifier, 20, 4);
        // The same answers; the seconds left only differ by the time the guesses took.
        const shape = (answer: LightMyRequestResponse) => {
          const { details, ...body } = answer.json();
          const retryAfter = answer.headers['retry-after'];
          return [
            answer.statusCode,
            body,
            retryAfter === undefined ? null : Math.ceil(Number(retryAfter) / 60),
            Object.keys(details ?? {}),
            answer.cookies,
          ];
        };
        expect(unknown.map(shape)).toEqual(known.map(shape));
      }
      await notificationsSettled();
      expect(context.sink.messages.length).toBe(sentBefore);
      expect(
        (await context.database.pool.query('SELECT count(*)::int AS n FROM emt_messages')).rows[0].n,
      ).toBe(eventsBefore.rows[0].n);
    });

    it('checks no more guesses arriving together than the limit allows, and tells the holder once', async () => {
      const victim = await register();
      const attackers = Array.from({ length: 8 }, () => newBrowser());
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          signIn(attackers[i % 8]!, victim.username, `Guess-${i}-together`),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      // Ten passwords checked: the tenth wrong one locks the account out, unless an eleventh arrived first.
      const refused = statuses.filter((status) => status === 401).length;
      expect(refused).toBeGreaterThanOrEqual(9);
      expect(refused).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - refused);
      await eventually(() => mailsTo(victim.email).length === 1);
      await notificationsSettled();
      expect(mailsTo(victim.email)).toHaveLength(1);
      expect(await lockoutEvents(victim.id)).toHaveLength(1);
    });

    it('gives a known browser three tries during a lock-out, then locks it out too', async () => {
      const victim = await register();
      await guess(victim.username, 10, 2);
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await signIn(victim.ownBrowser, victim.username, `Typo-${i}`));
      expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
      expectLockedOut(await signIn(victim.ownBrowser, victim.username, victim.password), 'fr');
      clock.advance(5 * MINUTE);
      expect((await signIn(victim.ownBrowser, victim.username, victim.password)).statusCode).toBe(200);
    });

    it('records a lock-out whose notice was lost in a crash at the next attempt, and sends it once', async () => {
      const victim = await register();
      await guess(victim.username, 10, 1);
      await eventually(() => mailsTo(victim.email).length === 1);
      // As if the node had died between locking the account out and recording it: a lock-out with no notice yet.
      const lockedAt = clock.now();
      await context.database.pool.query(
        `UPDATE sign_in_failures SET locked_at = $2, locked_until = $3, lockouts = lockouts + 1
          WHERE key = $1`,
        [`account:${victim.id}`, lockedAt, new Date(lockedAt.getTime() + 10 * MINUTE)],
      );
      for (let i = 0; i < 3; i++)
        expectLockedOut(await signIn(newBrowser(), victim.username, 'Again'), 'fr', 600);
      await eventually(() => mailsTo(victim.email).length === 2);
      await notificationsSettled();
      expect(mailsTo(victim.email)).toHaveLength(2);
      expect(await lockoutEvents(victim.id)).toHaveLength(2);
      clock.advance(10 * MINUTE);
    });
  });
}
