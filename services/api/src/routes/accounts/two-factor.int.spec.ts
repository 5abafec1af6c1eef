import { randomUUID } from 'node:crypto';
import { userStreamName } from '@grandtour/commands';
import { movableClock } from '@grandtour/workers/testing';
import { describe, expect, it } from 'vitest';
import { apiMessage } from '../../messages/api-messages.ts';
import { createAdminAccount } from '../../testing/admin-fixtures.ts';
import { newBrowser, registerAccount } from '../../testing/owner-fixtures.ts';
import type { TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';
import { totpCodeAt } from './two-factor-codes.ts';

describe('two-step verification of owners and administrators (decision 75)', () => {
  const clock = movableClock();
  const context = useTestRuntime('pglite', { clock: clock.now, background: false });
  const app = () => context.runtime.app;

  /** A new owner with two-step verification on: its secret and recovery codes. */
  async function ownerWithSecondFactor() {
    const { visit, userId } = await registerAccount(app(), 'owner');
    const account = (await visit('GET', '/api/me')).json().user as { username: string };
    const enrolment = await visit('POST', '/api/account/two-factor/enrolment');
    expect(enrolment.statusCode, enrolment.body).toBe(200);
    const { secret, enrolmentToken } = enrolment.json() as { secret: string; enrolmentToken: string };
    const confirmed = await visit('POST', '/api/account/two-factor/confirm', {
      enrolmentToken,
      code: totpCodeAt(secret, clock.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    return { visit, userId, username: account.username, secret, recoveryCodes };
  }

  const passwordStep = (browser: TestBrowser, username: string) =>
    browser('POST', '/api/login', { identifier: username, password: 'Secret-123' });

  it('enrols with a QR code, confirms with a first code, and keeps the secret sealed in the log', async () => {
    const { visit, userId } = await registerAccount(app(), 'owner');
    expect((await visit('GET', '/api/account/two-factor')).json()).toEqual({
      enabled: false,
      offered: true,
      recoveryCodesLeft: 0,
    });
    const enrolment = (await visit('POST', '/api/account/two-factor/enrolment')).json();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toMatch(
      /^otpauth:\/\/totp\/Grand%20Tour:owner\..+\?issuer=Grand%20Tour&secret=/,
    );
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    const wrong = await visit(
      'POST',
      '/api/account/two-factor/confirm',
      {
        enrolmentToken: enrolment.enrolmentToken,
        code: '000000' === totpCodeAt(enrolment.secret, clock.now()) ? '111111' : '000000',
      },
      { 'accept-language': 'en' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(apiMessage('second_factor_invalid', 'en'));
    // Another account's enrolment token opens nothing here.
    const other = await registerAccount(app(), 'owner');
    const stolen = await other.visit('POST', '/api/account/two-factor/confirm', {
      enrolmentToken: enrolment.enrolmentToken,
      code: totpCodeAt(enrolment.secret, clock.now()),
    });
    expect(stolen.json().error).toBe('enrolment_expired');

    const confirmed = await visit('POST', '/api/account/two-factor/confirm', {
      enrolmentToken: enrolment.enrolmentToken,
      code: totpCodeAt(enrolment.secret, clock.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect((await visit('GET', '/api/account/two-factor')).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    const { events } = await context.runtime.store.readStream(userStreamName(userId));
    const stored = JSON.stringify(events.map((event) => event.data));
    expect(events.map((event) => event.type)).toEqual(['UserRegistered', 'TwoFactorEnabled']);
    expect(stored).not.toContain(enrolment.secret);
    for (const code of recoveryCodes) expect(stored).not.toContain(code);

    // A second enrolment while it is on is refused.
    expect((await visit('POST', '/api/account/two-factor/enrolment')).statusCode).toBe(409);
  });

  it('an expired enrolment is refused', async () => {
    const { visit } = await registerAccount(app(), 'owner');
    const enrolment = (await visit('POST', '/api/account/two-factor/enrolment')).json();
    clock.advance(16 * 60_000);
    const late = await visit('POST', '/api/account/two-factor/confirm', {
      enrolmentToken: enrolment.enrolmentToken,
      code: totpCodeAt(enrolment.secret, clock.now()),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('enrolment_expired');
  });

  it('signs in with the password, then the code; no session before the code', async () => {
    const { username, secret } = await ownerWithSecondFactor();
    const browser = newBrowser(app());
    const first = await passwordStep(browser, username);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ secondFactorRequired: true });
    expect((await browser('GET', '/api/me')).json().user).toBeNull();

    const wrong = await browser(
      'POST',
      '/api/login/second-factor',
      { code: '12345' + '6' },
      { 'accept-language': 'de' },
    );
    if (totpCodeAt(secret, clock.now()) !== '123456') {
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(apiMessage('second_factor_invalid', 'de'));
    }
    const signedIn = await browser('POST', '/api/login/second-factor', {
      code: totpCodeAt(secret, clock.now()),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.username).toBe(username);
    expect((await browser('GET', '/api/me')).json().user.username).toBe(username);
  });

  it('a code signs in once: the same code again is refused, even from another browser; the next one passes', async () => {
    const { username, secret } = await ownerWithSecondFactor();
    // The code of the step after the one enrolment used, so that this test's first use is its first use.
    clock.advance(30_000);
    const code = totpCodeAt(secret, clock.now());
    const first = newBrowser(app());
    await passwordStep(first, username);
    expect((await first('POST', '/api/login/second-factor', { code })).statusCode).toBe(200);

    const replay = newBrowser(app());
    await passwordStep(replay, username);
    const again = await replay('POST', '/api/login/second-factor', { code }, { 'accept-language': 'it' });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(apiMessage('second_factor_invalid', 'it'));
    expect((await replay('GET', '/api/me')).json().user).toBeNull();

    clock.advance(30_000);
    const next = await replay('POST', '/api/login/second-factor', { code: totpCodeAt(secret, clock.now()) });
    expect(next.statusCode, next.body).toBe(200);
  });

  it('a code without the password first signs nobody in', async () => {
    const { secret } = await ownerWithSecondFactor();
    const stranger = newBrowser(app());
    const answer = await stranger('POST', '/api/login/second-factor', {
      code: totpCodeAt(secret, clock.now()),
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error).toBe('second_step_expired');
  });

  it('a recovery code signs in once', async () => {
    const { visit, username, recoveryCodes } = await ownerWithSecondFactor();
    const code = recoveryCodes[3]!;
    const first = newBrowser(app());
    await passwordStep(first, username);
    // Typed in lower case, without the dash: still the code.
    const used = await first('POST', '/api/login/second-factor', {
      code: code.toLowerCase().replace('-', ''),
    });
    expect(used.statusCode, used.body).toBe(200);

    const second = newBrowser(app());
    await passwordStep(second, username);
    const again = await second('POST', '/api/login/second-factor', { code });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('second_factor_invalid');
    expect((await visit('GET', '/api/account/two-factor')).json().recoveryCodesLeft).toBe(9);
  });

  it('wrong codes in a row lock the code out, even for the right one, and the holder is told in the log', async () => {
    const { userId, username, secret } = await ownerWithSecondFactor();
    const attacker = newBrowser(app());
    expect((await passwordStep(attacker, username)).statusCode).toBe(202);
    const right = totpCodeAt(secret, clock.now());
    const wrongCode = right === '999999' ? '999998' : '999999';
    const answers: number[] = [];
    for (let i = 0; i < 10; i++)
      answers.push((await attacker('POST', '/api/login/second-factor', { code: wrongCode })).statusCode);
    expect(answers).toEqual([...Array(9).fill(401), 429]);
    const locked = await attacker(
      'POST',
      '/api/login/second-factor',
      { code: right },
      { 'accept-language': 'es' },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(apiMessage('second_factor_locked', 'es'));
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const lockouts = await context.runtime.store.readStream(`userLockouts-${userId}`);
    expect(lockouts.events.map((event) => event.type)).toEqual(['UserLockedOut']);
  });

  it('turning it off takes a code; then the password alone signs in', async () => {
    const { visit, username, secret } = await ownerWithSecondFactor();
    const right = totpCodeAt(secret, clock.now());
    const refused = await visit('POST', '/api/account/two-factor/disable', {
      code: right === '424242' ? '242424' : '424242',
    });
    expect(refused.statusCode, refused.body).toBe(401);
    const status = await visit('GET', '/api/account/two-factor');
    expect(status.json().enabled, status.body).toBe(true);
    const disabled = await visit('POST', '/api/account/two-factor/disable', { code: right });
    expect(disabled.statusCode, disabled.body).toBe(204);
    expect((await visit('GET', '/api/account/two-factor')).json()).toMatchObject({ enabled: false });
    expect((await passwordStep(newBrowser(app()), username)).statusCode).toBe(200);
  });

  it('is not offered to clients; administrators may turn it on and are asked the code', async () => {
    const client = await registerAccount(app(), 'client');
    const refused = await client.visit('POST', '/api/account/two-factor/enrolment', undefined, {
      'accept-language': 'en',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(apiMessage('second_factor_not_offered', 'en'));

    const tag = randomUUID().slice(0, 8);
    const admin = {
      username: `admin.${tag}`,
      email: `admin.${tag}@example.fr`,
      password: `Gardien-du-Phare-${tag}`,
      firstName: 'Yves',
      lastName: 'Marchand',
    };
    await createAdminAccount(context, admin);
    const browser = newBrowser(app());
    expect(
      (await browser('POST', '/api/login', { identifier: admin.username, password: admin.password }))
        .statusCode,
    ).toBe(200);
    const enrolment = (await browser('POST', '/api/account/two-factor/enrolment')).json();
    const confirmed = await browser('POST', '/api/account/two-factor/confirm', {
      enrolmentToken: enrolment.enrolmentToken,
      code: totpCodeAt(enrolment.secret, clock.now()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const later = newBrowser(app());
    expect(
      (await later('POST', '/api/login', { identifier: admin.username, password: admin.password }))
        .statusCode,
    ).toBe(202);
    const code = await later('POST', '/api/login/second-factor', {
      code: totpCodeAt(enrolment.secret, clock.now()),
    });
    expect(code.statusCode, code.body).toBe(200);
    expect(code.json().user.userType).toBe('admin');
  });
});
