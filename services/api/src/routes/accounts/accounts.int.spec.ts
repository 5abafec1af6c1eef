import { userStreamName, type UserRegistered } from '@grandtour/commands';
import { loadConfig } from '@grandtour/platform';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import {
  AccountResponseSchema,
  addDays,
  BookingSchema,
  type Car,
  FavoriteWithCarSchema,
  todayInParis,
} from '@grandtour/shared';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GUEST_COOKIE, SESSION_COOKIE } from '../../plugins/identity.ts';
import { createRuntime } from '../../runtime.ts';
import { bookAs } from '../../testing/booking-requests.ts';
import { testBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const ATTEMPTS_PER_MINUTE = 6;
const STALE_TOKEN = 'S'.repeat(43);
let sequence = 0;

/** A registration no other test uses. */
function newClient(overrides: Record<string, unknown> = {}) {
  sequence++;
  return {
    username: `client.${sequence}.${Date.now()}`,
    password: 'Secret-123',
    firstName: 'Camille',
    lastName: 'Durand',
    email: `camille.${sequence}.${Date.now()}@example.fr`,
    userType: 'client',
    ...overrides,
  };
}

for (const kind of testDatabaseKinds()) {
  describe(`accounts on ${kind}`, () => {
    let carIds: string[];
    let cars: Car[];
    const settings = { SIGN_IN_ATTEMPTS_PER_MINUTE: String(ATTEMPTS_PER_MINUTE) };
    const config = (env: Record<string, string> = {}) =>
      loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/grandtour-test-secrets', ...settings, ...env });
    const context = useTestRuntime(kind, {}, settings);
    beforeAll(() => {
      cars = context.cars;
      carIds = cars.map((car) => car.id);
    });

    // Each test its own address, so the sign-in limit only trips where a test means it to.
    let address = 0;
    const browser = () => testBrowser(context.runtime.app, { remoteAddress: `10.0.0.${++address}` });
    const userCount = async () =>
      Number((await context.database.pool.query('SELECT count(*) AS n FROM users')).rows[0].n);

    it('registers a client, signs them in with an http-only SameSite cookie and never shows the hash', async () => {
      const visit = browser();
      const registration = newClient({ phone: '+33 6 12 34 56 78' });
      const response = await visit('POST', '/api/register', registration);
      expect(response.statusCode, response.body).toBe(201);
      const { user } = AccountResponseSchema.parse(response.json());
      expect(user).toMatchObject({
        username: registration.username,
        email: registration.email,
        firstName: 'Camille',
        userType: 'client',
        phone: '+33 6 12 34 56 78',
      });
      expect(response.body).not.toMatch(/argon2|Secret-123|password/i);
      const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(session?.secure).toBeFalsy();

      const me = await visit('GET', '/api/me');
      expect(me.statusCode).toBe(200);
      expect(AccountResponseSchema.parse(me.json()).user.id).toBe(user.id);
      expect(me.body).not.toMatch(/argon2/);

      const { events } = await context.runtime.store.readStream<UserRegistered>(userStreamName(user.id));
      expect(events.map((event) => event.type)).toEqual(['UserRegistered']);
      expect(events[0]!.data.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('registers an owner with an address', async () => {
      const visit = browser();
      const response = await visit(
        'POST',
        '/api/register',
        newClient({
          userType: 'owner',
          address: '8 avenue Montaigne',
          city: 'Paris',
          zipCode: '75008',
          country: 'France',
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().user).toMatchObject({
        userType: 'owner',
        address: '8 avenue Montaigne',
        city: 'Paris',
        zipCode: '75008',
        country: 'France',
      });
    });

    it('refuses a taken username or e-mail, whatever their case, with a 409 naming the field', async () => {
      const first = newClient();
      expect((await browser()('POST', '/api/register', first)).statusCode).toBe(201);
      const before = await userCount();

      const sameName = await browser()(
        'POST',
        '/api/register',
        newClient({ username: first.username.toUpperCase() }),
      );
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toMatchObject({ error: 'username_taken', details: { field: 'username' } });

      const sameEmail = await browser()(
        'POST',
        '/api/register',
        newClient({ email: first.email.toUpperCase() }),
        { 'accept-language': 'en' },
      );
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toMatchObject({
        error: 'email_taken',
        message: 'An account already exists with this e-mail address.',
      });
      expect(await userCount()).toBe(before);
    });

    it('lets exactly one of two racing registrations of one username through', async () => {
      const username = `racer.${Date.now()}`;
      const answers = await Promise.all(
        [1, 2, 3].map(() => browser()('POST', '/api/register', newClient({ username }))),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
      const { rows } = await context.database.pool.query(
        'SELECT count(*) AS n FROM users WHERE username = $1',
        [username],
      );
      expect(Number(rows[0].n)).toBe(1);
    });

    it('refuses bad input with a 400 naming each field, and stores nothing', async () => {
      const before = await userCount();
      const cases: [Record<string, unknown>, string][] = [
        [{ username: 'ab' }, 'body.username'],
        [{ username: 'x'.repeat(51) }, 'body.username'],
        [{ username: 'bad name<script>' }, 'body.username'],
        [{ email: 'not-an-email' }, 'body.email'],
        [{ firstName: '' }, 'body.firstName'],
        [{ lastName: '   ' }, 'body.lastName'],
        [{ userType: 'admin' }, 'body.userType'],
        [{ dateOfBirth: '1990-02-30' }, 'body.dateOfBirth'],
        [{ isAdmin: true }, 'body.isAdmin'],
      ];
      for (const [override, field] of cases) {
        const response = await browser()('POST', '/api/register', newClient(override));
        expect(response.statusCode, JSON.stringify(override)).toBe(400);
        expect(response.json().details, JSON.stringify(override)).toEqual(
          expect.arrayContaining([expect.objectContaining({ field })]),
        );
      }
      expect((await browser()('POST', '/api/register', undefined)).statusCode).toBe(400);
      expect(await userCount()).toBe(before);
    });

    it('signs in by username or e-mail, refuses a wrong password or an unknown account alike', async () => {
      const registration = newClient();
      await browser()('POST', '/api/register', registration);
      for (const identifier of [registration.username, registration.email.toUpperCase()]) {
        const visit = browser();
        const response = await visit('POST', '/api/login', { identifier, password: 'Secret-123' });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().user.username).toBe(registration.username);
        expect((await visit('GET', '/api/me')).statusCode).toBe(200);
      }
      const wrong = await browser()('POST', '/api/login', {
        identifier: registration.username,
        password: 'Secret-124',
      });
      const unknown = await browser()('POST', '/api/login', {
        identifier: 'nobody.here',
        password: 'Secret-123',
      });
      for (const refused of [wrong, unknown]) {
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({
          error: 'invalid_credentials',
          message: 'Identifiant ou mot de passe incorrect.',
        });
        expect(refused.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
      }
    });

    it('signs in again when a sign-in whose answer was lost is retried with its Idempotency-Key', async () => {
      const registration = newClient();
      const registrar = browser();
      await registrar('POST', '/api/register', registration, { 'idempotency-key': 'register-once' });
      // A guest browser whose sign-in answer never arrived retries it with the same key and the same cookies.
      const guest = await context.runtime.app.inject({ url: '/api/favorites/guest' });
      const guestCookie = guest.cookies.find((cookie) => cookie.name === GUEST_COOKIE)!;
      const signIn = () =>
        context.runtime.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { identifier: registration.username, password: 'Secret-123' },
          headers: { cookie: `${GUEST_COOKIE}=${guestCookie.value}`, 'idempotency-key': 'login-once' },
        });
      for (const response of [await signIn(), await signIn()]) {
        expect(response.statusCode).toBe(200);
        const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
        const me = await context.runtime.app.inject({
          url: '/api/me',
          headers: { cookie: `${SESSION_COOKIE}=${session?.value}` },
        });
        expect(me.json().user?.username).toBe(registration.username);
      }
      // A registration retried by the same browser finds its name taken rather than a replay without a session.
      const again = await registrar('POST', '/api/register', registration, {
        'idempotency-key': 'register-once',
      });
      expect(again.statusCode).toBe(409);
    });

    it('signs out: the session ends on the server, so the old cookie opens nothing', async () => {
      const registration = newClient();
      const visit = browser();
      const registered = await visit('POST', '/api/register', registration);
      const token = registered.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value;
      expect((await visit('POST', '/api/logout')).statusCode).toBe(204);
      const me = await visit('GET', '/api/me');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ user: null });
      const replayed = await context.runtime.app.inject({
        url: '/api/me',
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      });
      expect(replayed.json()).toEqual({ user: null });
      expect((await visit('POST', '/api/logout')).statusCode).toBe(204);
    });

    it("moves the browser's guest favourites into the account at sign-in", async () => {
      const registration = newClient();
      await browser()('POST', '/api/register', registration);
      const visit = browser();
      await visit('POST', '/api/favorites', { userId: 'guest', carId: carIds[0] });
      await visit('POST', '/api/favorites', { userId: 'guest', carId: carIds[1] });
      await visit('POST', '/api/login', { identifier: registration.username, password: 'Secret-123' });
      const mine = z.array(FavoriteWithCarSchema).parse((await visit('GET', '/api/favorites/guest')).json());
      expect(mine.map((favourite) => favourite.carId).sort()).toEqual([carIds[0], carIds[1]].sort());
      const { user } = AccountResponseSchema.parse((await visit('GET', '/api/me')).json());
      expect(mine.every((favourite) => favourite.userId === user.id)).toBe(true);
      // Signed out, the browser is a guest again, with nothing left behind.
      await visit('POST', '/api/logout');
      expect((await visit('GET', '/api/favorites/guest')).json()).toEqual([]);
      // Another browser signing in to the same account finds them.
      const elsewhere = browser();
      await elsewhere('POST', '/api/login', { identifier: registration.email, password: 'Secret-123' });
      expect((await elsewhere('GET', '/api/favorites/guest')).json()).toHaveLength(2);
      expect((await elsewhere('GET', `/api/favorites/${user.id}`)).statusCode).toBe(200);
      expect((await browser()('GET', `/api/favorites/${user.id}`)).statusCode).toBe(403);
    });

    it("moves the browser's guest bookings into the account, where only the account sees them", async () => {
      const registration = newClient();
      const visit = browser();
      const car = cars[4]!;
      const startDate = addDays(todayInParis(), 60);
      const booking = await bookAs(visit, context.runtime.app, car, {
        startDate,
        endDate: addDays(startDate, 2),
      });

      const { user } = AccountResponseSchema.parse(
        (await visit('POST', '/api/register', registration)).json(),
      );
      const mine = z.array(BookingSchema).parse((await visit('GET', '/api/bookings/user/guest')).json());
      expect(mine.map((item) => [item.id, item.userId])).toEqual([[booking.id, user.id]]);
      // The account can act on it: cancelling works (free, far from the start).
      const cancelled = await visit('POST', `/api/bookings/${booking.id}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      await visit('POST', '/api/logout');
      expect((await visit('GET', '/api/bookings/user/guest')).json()).toEqual([]);
      expect((await visit('POST', `/api/bookings/${booking.id}/cancel`)).statusCode).toBe(404);
      const elsewhere = browser();
      await elsewhere('POST', '/api/login', { identifier: registration.username, password: 'Secret-123' });
      expect(
        z
          .array(BookingSchema)
          .parse((await elsewhere('GET', '/api/bookings/user/guest')).json())
          .map((item) => item.id),
      ).toEqual([booking.id]);
    });

    it('answers the sign-in attempts beyond the limit with a localized 429', async () => {
      const visit = browser();
      const attempt = () =>
        visit(
          'POST',
          '/api/login',
          { identifier: 'nobody.here', password: 'wrong-password' },
          {
            'accept-language': 'de',
          },
        );
      for (let n = 0; n < ATTEMPTS_PER_MINUTE; n++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        error: 'rate_limited',
        message: expect.stringMatching(/Versuche/),
      });
      expect(limited.headers['retry-after']).toBeDefined();
      // Someone else, from another address, is not held back.
      expect((await browser()('POST', '/api/login', { identifier: 'x', password: 'y' })).statusCode).toBe(
        401,
      );
    });

    it('ignores an expired session, and the scheduled sweep forgets it', async () => {
      const visit = browser();
      const { user } = AccountResponseSchema.parse(
        (await visit('POST', '/api/register', newClient())).json(),
      );
      await context.database.pool.query(
        `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() - interval '1 minute')`,
        [createHash('sha256').update(STALE_TOKEN).digest('hex'), user.id],
      );
      const stale = await context.runtime.app.inject({
        url: '/api/me',
        headers: { cookie: `${SESSION_COOKIE}=${STALE_TOKEN}` },
      });
      expect(stale.json()).toEqual({ user: null });
      const sessionsOf = async () =>
        (
          await context.database.pool.query('SELECT token_hash FROM sessions WHERE user_id = $1', [user.id])
        ).rows.map((row: { token_hash: string }) => row.token_hash);
      expect(await sessionsOf()).toHaveLength(2);
      await context.runtime.sweeper.sweepOnce();
      const left = await sessionsOf();
      expect(left).toHaveLength(1);
      expect(left).not.toContain(createHash('sha256').update(STALE_TOKEN).digest('hex'));
      expect((await visit('GET', '/api/me')).json().user.id).toBe(user.id);
    });

    it('marks the session cookie secure in production', async () => {
      const production = await createRuntime(
        config({
          NODE_ENV: 'production',
          COOKIE_SECRET: 'a-production-secret-of-32-characters!',
          DOCUMENTS_KEY: 'ZG9jdW1lbnRzLWtleS1mb3ItdGVzdHMtb25seS0wMDA=',
          PERSONAL_DATA_KEY: 'cGVyc29uYWwtZGF0YS1rZXktZm9yLXRlc3RzLTAwMDA=',
        }),
        context.database,
        { background: false },
      );
      try {
        const response = await production.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: newClient(),
          remoteAddress: '10.9.9.9',
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.secure).toBe(true);
      } finally {
        await production.close();
      }
    });
  });
}
