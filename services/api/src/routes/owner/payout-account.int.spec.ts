import { randomUUID } from 'node:crypto';
import { payoutAccountStreamName } from '@grandtour/commands';
import { addDays, bookingReference, todayInParis } from '@grandtour/shared';
import { eventually, movableClock, pdfPagesText } from '@grandtour/workers/testing';
import { describe, expect, it } from 'vitest';
import { apiMessage } from '../../messages/api-messages.ts';
import { demoOwnerOf, mailSetups, useMailTestRuntime } from '../../testing/mail-test-runtime.ts';
import { bookCar, registerAccount, signInDemoOwner } from '../../testing/owner-fixtures.ts';
import type { TestBrowser } from '../../testing/test-browser.ts';
import { totpCodeAt } from '../accounts/two-factor-codes.ts';

const HOUR = 3_600_000;

for (const setup of mailSetups()) {
  describe(`the owner's payout account on the demo provider (${setup.database}, decision 76)`, () => {
    const clock = movableClock();
    const context = useMailTestRuntime(setup, {
      clock: clock.now,
      background: false,
      workers: true,
      notificationBackoffMs: 20,
    });
    const app = () => context.runtime.app;

    const payoutAccountRow = async (ownerId: string) =>
      (
        await context.database.pool.query(
          `SELECT provider, account_id, payouts_enabled, payouts_paused_until FROM payout_accounts
            WHERE owner_id = $1`,
          [ownerId],
        )
      ).rows[0];

    /** Through the provider's link, the demo's local page, and back: the account as the Paiements page sees it. */
    async function onboard(visit: TestBrowser, url: string) {
      expect(url).toMatch(/^\/payouts\/demo-onboarding\?account=acct_demo_/);
      const page = await visit('GET', url);
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toMatch(
        /^\/owner-dashboard#\/payouts\/demo-onboarding\?account=acct_demo_/,
      );
      const accountId = new URL(url, 'http://x').searchParams.get('account')!;
      expect(new URL(url, 'http://x').searchParams.get('return_url')).toMatch(
        /\/owner-dashboard#\/payouts\?returned=1$/,
      );
      const completed = await visit('POST', '/api/owner/payout-account/demo-onboarding', { accountId });
      expect(completed.statusCode, completed.body).toBe(200);
      return { accountId, view: completed.json() };
    }

    async function connectedOwner() {
      const owner = await registerAccount(app(), 'owner');
      const link = await owner.visit('POST', '/api/owner/payout-account/connect', {});
      expect(link.statusCode, link.body).toBe(200);
      const { accountId } = await onboard(owner.visit, link.json().url);
      const email = (await owner.visit('GET', '/api/me')).json().user.email as string;
      return { ...owner, accountId, email };
    }

    async function turnOnSecondFactor(visit: TestBrowser) {
      const enrolment = (await visit('POST', '/api/account/two-factor/enrolment')).json();
      const confirmed = await visit('POST', '/api/account/two-factor/confirm', {
        enrolmentToken: enrolment.enrolmentToken,
        code: totpCodeAt(enrolment.secret, clock.now()),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      return enrolment.secret as string;
    }

    it('connects an account through the demo onboarding page', async () => {
      const { visit, userId } = await registerAccount(app(), 'owner');
      expect((await visit('GET', '/api/owner/payout-account')).json()).toMatchObject({
        status: 'none',
        accountId: null,
        payoutsEnabled: false,
        changeNeedsSecondFactor: false,
      });
      const link = (await visit('POST', '/api/owner/payout-account/connect', {})).json();
      expect((await visit('GET', '/api/owner/payout-account')).json()).toMatchObject({
        status: 'onboarding',
        provider: 'demo',
        payoutsEnabled: false,
      });
      // Leaving half-way and coming back resumes the same account.
      const again = (await visit('POST', '/api/owner/payout-account/connect', {})).json();
      expect(new URL(again.url, 'http://x').searchParams.get('account')).toBe(
        new URL(link.url, 'http://x').searchParams.get('account'),
      );
      const { accountId, view } = await onboard(visit, link.url);
      expect(view).toMatchObject({
        status: 'connected',
        accountId,
        payoutsEnabled: true,
        payoutsPausedUntil: null,
      });
      expect(await payoutAccountRow(userId)).toMatchObject({
        provider: 'demo',
        account_id: accountId,
        payouts_enabled: true,
        payouts_paused_until: null,
      });
      // Checking again on return changes nothing.
      const checked = await visit('POST', '/api/owner/payout-account/check');
      expect(checked.json()).toMatchObject({ status: 'connected', accountId });
      const { events } = await context.runtime.store.readStream(payoutAccountStreamName(userId));
      expect(events.map((event) => event.type)).toEqual([
        'PayoutAccountOpened',
        'PayoutAccountStatusChecked',
      ]);
    });

    it('another owner cannot complete someone else’s onboarding', async () => {
      const first = await registerAccount(app(), 'owner');
      const link = (await first.visit('POST', '/api/owner/payout-account/connect', {})).json();
      const accountId = new URL(link.url, 'http://x').searchParams.get('account')!;
      const other = await registerAccount(app(), 'owner');
      const refused = await other.visit('POST', '/api/owner/payout-account/demo-onboarding', { accountId });
      expect(refused.statusCode).toBe(404);
      expect((await first.visit('GET', '/api/owner/payout-account')).json().status).toBe('onboarding');
    });

    it('a change of account needs the second factor turned on first', async () => {
      const { visit } = await connectedOwner();
      const refused = await visit(
        'POST',
        '/api/owner/payout-account/connect',
        {},
        { 'accept-language': 'en' },
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        error: 'second_factor_required',
        message: apiMessage('second_factor_required', 'en'),
      });
      expect(refused.json().message).toContain('Turn on two-step verification first');
    });

    it('a change takes the code, e-mails the owner and pauses payouts for 24 hours', async () => {
      const { visit, userId, accountId: first, email } = await connectedOwner();
      const secret = await turnOnSecondFactor(visit);
      expect((await visit('POST', '/api/owner/payout-account/connect', {})).statusCode).toBe(401);
      const right = totpCodeAt(secret, clock.now());
      const wrong = await visit('POST', '/api/owner/payout-account/connect', {
        code: right === '135790' ? '097531' : '135790',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error).toBe('second_factor_invalid');
      expect((await visit('GET', '/api/owner/payout-account')).json().status).toBe('connected');

      const link = await visit('POST', '/api/owner/payout-account/connect', { code: right });
      expect(link.statusCode, link.body).toBe(200);
      expect((await visit('GET', '/api/owner/payout-account')).json()).toMatchObject({
        status: 'changing',
        accountId: first,
        payoutsEnabled: true,
      });
      const changedAt = clock.now();
      const { accountId: second, view } = await onboard(visit, link.json().url);
      expect(second).not.toBe(first);
      expect(view).toMatchObject({ status: 'connected', accountId: second });
      const pausedUntil = Date.parse(view.payoutsPausedUntil);
      expect(pausedUntil - changedAt.getTime()).toBeGreaterThanOrEqual(24 * HOUR);
      expect(pausedUntil - changedAt.getTime()).toBeLessThan(24 * HOUR + 60_000);
      const row = await payoutAccountRow(userId);
      expect(row.account_id).toBe(second);
      expect((row.payouts_paused_until as Date).getTime()).toBe(pausedUntil);

      const mail = await eventually(
        () => context.sink.messages.find((message) => message.to === email) ?? false,
      );
      expect(mail.subject).toBe('Votre compte de versement a été modifié');
      expect(mail.text).toContain('vos prochains versements attendront jusqu’au');
      expect(context.sink.messages.filter((message) => message.to === email)).toHaveLength(1);
    });

    it('wrong codes on a change are limited like sign-ins', async () => {
      const { visit } = await connectedOwner();
      const secret = await turnOnSecondFactor(visit);
      const right = totpCodeAt(secret, clock.now());
      const wrong = right === '246801' ? '108642' : '246801';
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push((await visit('POST', '/api/owner/payout-account/connect', { code: wrong })).statusCode);
      expect(statuses).toEqual([...Array(9).fill(401), 429]);
      expect((await visit('POST', '/api/owner/payout-account/connect', { code: right })).statusCode).toBe(
        429,
      );
    });

    it('owners see only their own payouts', async () => {
      const mine = await registerAccount(app(), 'owner');
      const theirs = await registerAccount(app(), 'owner');
      const insert = (ownerId: string, status: string, netCents: number, paidAt: string | null) =>
        context.database.pool.query(
          `INSERT INTO payouts (payout_id, booking_id, owner_id, gross_cents, commission_cents, net_cents,
             commission_rate_bps, status, due_at, paid_at, scheduled_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, 1500, $7, '2026-05-03T10:00:00Z', $8, '2026-05-01T10:00:00Z', now())`,
          [
            randomUUID(),
            randomUUID(),
            ownerId,
            netCents + (netCents * 0.15) / 0.85,
            (netCents * 0.15) / 0.85,
            netCents,
            status,
            paidAt,
          ],
        );
      await insert(mine.userId, 'paid', 85_000, '2026-05-03T10:05:00Z');
      await insert(mine.userId, 'scheduled', 17_000, null);
      await insert(theirs.userId, 'failed', 34_000, null);
      const list = await mine.visit('GET', '/api/owner/payouts?sort=["netCents","DESC"]');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.headers['content-range']).toBe('payouts 0-1/2');
      expect(list.json()).toMatchObject([
        {
          grossCents: 100_000,
          commissionCents: 15_000,
          netCents: 85_000,
          status: 'paid',
          paidAt: '2026-05-03T10:05:00.000Z',
        },
        { grossCents: 20_000, commissionCents: 3_000, netCents: 17_000, status: 'scheduled', paidAt: null },
      ]);
      const failed = await theirs.visit('GET', '/api/owner/payouts?filter={"status":"failed"}');
      expect(failed.json()).toHaveLength(1);
      const client = await registerAccount(app(), 'client');
      expect((await client.visit('GET', '/api/owner/payouts')).statusCode).toBe(403);
    });

    it('states the month’s bookings as CSV and PDF, the owner’s own only', async () => {
      const { cars } = await demoOwnerOf(context);
      const car = cars[0]!;
      const start = addDays(todayInParis(clock.now()), 45);
      const { booking } = await bookCar(app(), car.id, start, addDays(start, 2));
      const other = await bookCar(app(), cars[1]!.id, start, addDays(start, 3));
      const row = (
        await context.database.pool.query(
          `SELECT owner_id, owner_payout_cents, car_brand, car_model, status FROM bookings WHERE id = $1`,
          [booking.id],
        )
      ).rows[0];
      // The first booking's payout is scheduled (15 % commission); the second has none yet.
      const gross = Number(row.owner_payout_cents);
      const commission = Math.round(gross * 0.15);
      await context.database.pool.query(
        `INSERT INTO payouts (payout_id, booking_id, owner_id, gross_cents, commission_cents, net_cents,
           commission_rate_bps, status, due_at, scheduled_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, 1500, 'scheduled', now(), now(), now())`,
        [randomUUID(), booking.id, row.owner_id, gross, commission, gross - commission],
      );
      const otherGross = Number(
        (
          await context.database.pool.query('SELECT owner_payout_cents FROM bookings WHERE id = $1', [
            other.booking.id,
          ])
        ).rows[0].owner_payout_cents,
      );
      const month = todayInParis(clock.now()).slice(0, 7);
      const owner = await signInDemoOwner(app());
      const csv = await owner('GET', `/api/owner/statements/${month}.csv`);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(
        `attachment; filename="grandtour-statement-${month}.csv"`,
      );
      const euros = (cents: number) => (cents / 100).toFixed(2);
      const carName = `${row.car_brand} ${row.car_model}`;
      const otherCar = `${cars[1]!.brand} ${cars[1]!.model}`;
      const lines = csv.body.split('\r\n');
      expect(lines[0]).toBe(
        'booking_reference,booking_id,car,start_date,end_date,booking_status,gross_eur,commission_eur,net_eur,payout_status,paid_at',
      );
      // Other bookings of the demo owner this month (earlier tests, other runs) may come first: ours are the last two.
      expect(lines.slice(-3)).toEqual([
        `${bookingReference(booking.id)},${booking.id},${carName},${start},${addDays(start, 2)},${row.status},${euros(gross)},${euros(commission)},${euros(gross - commission)},scheduled,`,
        `${bookingReference(other.booking.id)},${other.booking.id},${otherCar},${start},${addDays(start, 3)},${row.status},${euros(otherGross)},,,not_scheduled,`,
        '',
      ]);

      const pdf = await owner('GET', `/api/owner/statements/${month}.pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = (await pdfPagesText(pdf.rawPayload)).join('\n').replace(/\s+/g, ' ');
      expect(text).toContain(`Relevé du mois ${month}`);
      expect(text).toContain(bookingReference(booking.id));
      expect(text).toContain(bookingReference(other.booking.id));
      const frEuros = (cents: number) =>
        new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
          .format(cents / 100)
          .replace(/\s/g, ' ');
      expect(text).toContain(frEuros(gross - commission));
      expect(text).toContain('prévu');
      expect(text).toContain('à venir');

      // Another owner's statement of the same month has none of them.
      const stranger = await registerAccount(app(), 'owner');
      const theirs = await stranger.visit('GET', `/api/owner/statements/${month}.csv`);
      expect(theirs.body).toBe(`${lines[0]}\r\n`);
      const bad = await stranger.visit('GET', '/api/owner/statements/2026-13.csv', undefined, {
        'accept-language': 'en',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(apiMessage('statement_month_invalid', 'en'));
    });
  });
}
