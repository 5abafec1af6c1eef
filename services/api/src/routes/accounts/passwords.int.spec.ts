import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { loadConfig } from '@grandtour/platform';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { LANGUAGES } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { adminCommand } from '../../ops/admin-command.ts';
import { apiMessage } from '../../messages/api-messages.ts';
import { DEMO_OWNER_ACCOUNT } from '../../seed/demo-owner-account.ts';
import { testBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

let sequence = 0;
/** A registration nobody else uses, with this password. */
function registration(password: string, overrides: Record<string, string> = {}) {
  const tag = `${++sequence}${randomUUID().slice(0, 6)}`;
  return {
    username: `pilote.${tag}`,
    email: `lea.moreau.${tag}@example.fr`,
    firstName: 'Léa',
    lastName: 'Moreau',
    userType: 'client',
    password,
    ...overrides,
  };
}

for (const kind of testDatabaseKinds()) {
  describe(`the password policy on every way to set a password, on ${kind}`, () => {
    const context = useTestRuntime(kind, { background: false }, { SIGN_IN_ATTEMPTS_PER_MINUTE: '100000' });
    let address = 0;
    const browser = () => testBrowser(context.runtime.app, { remoteAddress: `10.1.0.${++address % 250}` });
    const counts = async () => {
      const { rows } = await context.database.pool.query(
        `SELECT (SELECT count(*) FROM users)::int AS users,
                (SELECT count(*) FROM emt_messages WHERE message_type = 'UserRegistered')::int AS events`,
      );
      return rows[0] as { users: number; events: number };
    };

    it('refuses each weak password at registration with its reason, in fr, en, es and de, and writes nothing', async () => {
      const before = await counts();
      const weak: [(person: ReturnType<typeof registration>) => string, string][] = [
        [() => '123456', 'password_too_short'],
        [() => 'Xq7!zR2', 'password_too_short'],
        [() => '', 'password_blank'],
        [() => ' '.repeat(6), 'password_blank'],
        [() => ' '.repeat(12), 'password_blank'],
        [() => '\t\u00a0\u200b\u3000'.repeat(3), 'password_blank'],
        [() => 'Zq'.repeat(100) + '!', 'password_too_long'],
        [() => 'password', 'password_too_common'],
        [() => 'Password1', 'password_too_common'],
        [() => '12345678', 'password_too_common'],
        [() => 'azertyuiop', 'password_too_common'],
        [() => 'motdepasse', 'password_too_common'],
        [() => 'iloveyou', 'password_too_common'],
        [(person) => person.username, 'password_matches_account'],
        [(person) => person.username.toUpperCase(), 'password_matches_account'],
        [(person) => person.email, 'password_matches_account'],
        [(person) => person.email.toUpperCase(), 'password_matches_account'],
        [(person) => person.email.split('@')[0]!, 'password_matches_account'],
        [() => 'Léa Moreau', 'password_matches_account'],
        [() => 'grandtour', 'password_matches_account'],
      ];
      for (const [passwordOf, code] of weak) {
        const person = registration('');
        const body = { ...person, password: passwordOf(person) };
        for (const language of LANGUAGES) {
          const response = await browser()('POST', '/api/register', body, { 'accept-language': language });
          expect(response.statusCode, `${JSON.stringify(body.password)} in ${language}`).toBe(400);
          expect(response.json()).toEqual({
            error: code,
            message: apiMessage(code as Parameters<typeof apiMessage>[0], language),
            details: { field: 'password' },
          });
          expect(response.cookies).toEqual([]);
        }
      }
      expect(apiMessage('password_too_short', 'fr')).toContain(
        'au moins 8 caractères (12 ou plus recommandés',
      );
      expect(await counts()).toEqual(before);
    });

    it('registers strong passwords of any length from 8 to 200 characters, and signs in with them', async () => {
      for (const password of [
        'GrandTour-Demo-2026',
        'Xq7!zR2v',
        'correct horse battery staple',
        '李小龍喜歡開跑車',
        'é'.repeat(64),
        'Zq'.repeat(100),
        '😀'.repeat(200),
      ]) {
        const person = registration(password);
        const registered = await browser()('POST', '/api/register', person);
        expect(registered.statusCode, `${password}: ${registered.body}`).toBe(201);
        const signedIn = await browser()('POST', '/api/login', { identifier: person.email, password });
        expect(signedIn.statusCode, password).toBe(200);
      }
    });

    it('still lets the demo owner sign in with the documented password', async () => {
      const response = await browser()('POST', '/api/login', {
        identifier: DEMO_OWNER_ACCOUNT.email,
        password: DEMO_OWNER_ACCOUNT.password,
      });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('applies the same policy to npm run ops -- admin create, with 12 characters at least', async () => {
      const createAdmin = async (email: string, password: string) => {
        const lines: string[] = [];
        const code = await adminCommand.run(
          ['create', email, '--username', email.split('@')[0]!, '--password-stdin'],
          async () => ({
            config: loadConfig({ DATABASE_URL: '' }),
            database: context.database,
            store: context.runtime.store,
            clock: () => new Date(),
          }),
          { print: (line) => lines.push(line), progress: { write: () => true } },
          Readable.from([`${password}\n`]),
        );
        return { code, output: lines.join('\n') };
      };
      const before = await counts();
      for (const [password, reason] of [
        ['123456', 'at least 12 characters'],
        ['Xq7!zR2v-9a', 'at least 12 characters'],
        ['password1234', apiMessage('password_too_common', 'en')],
        ['chief.of.ops', apiMessage('password_matches_account', 'en')],
        ['chief.of.ops@grandtour.test', apiMessage('password_matches_account', 'en')],
        [' '.repeat(14), apiMessage('password_blank', 'en')],
      ]) {
        const refused = await createAdmin('chief.of.ops@grandtour.test', password!);
        expect(refused.code, password).toBe(2);
        expect(refused.output, password).toBe(`Cannot create this administrator: password ${reason}`);
      }
      expect(await counts()).toEqual(before);
      const created = await createAdmin('chief.of.ops@grandtour.test', 'Piped-Password-2027');
      expect(created.code, created.output).toBe(0);
    });
  });
}
