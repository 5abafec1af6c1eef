import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bookingDecider,
  bookingStreamName,
  handleCommand,
  payoutIdOf,
  subscriptionDecider,
  subscriptionStreamName,
  type BookingEvent,
} from '@grandtour/commands';
import { loadConfig } from '@grandtour/platform';
import { createDemoPayouts, type DemoPayoutProvider } from '@grandtour/payments';
import { addDays, todayInParis, type Car } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { payoutsCommand } from '../ops/payouts-command.ts';
import type { OpsContext } from '../ops/ops-context.ts';
import { DEMO_OWNERS, type DemoOwnerKey } from '../seed/demo-owners.ts';
import { connectDemoPayoutAccount } from '../testing/payout-fixtures.ts';
import { bookCar } from '../testing/owner-fixtures.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('owner payouts end to end on the demo provider', () => {
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  let demo: DemoPayoutProvider;
  const context = useTestRuntime(
    'pglite',
    (database) => {
      demo = createDemoPayouts({ pool: database.pool, clock });
      return { clock, background: false, payouts: demo };
    },
    { DATA_DIR: mkdtempSync(join(tmpdir(), 'grandtour-payouts-')) },
  );
  const today = todayInParis();
  const used = new Set<string>();

  /** A bookable car of this owner that no other test has booked. */
  function carOf(owner: DemoOwnerKey): Car {
    const car = context.cars.find(
      (candidate) => candidate.ownerId === DEMO_OWNERS[owner].ownerId && !used.has(candidate.id),
    );
    if (!car) throw new Error(`no car of ${owner} left`);
    used.add(car.id);
    return car;
  }

  const eventsOf = async (bookingId: string) =>
    (await context.runtime.store.readStream<BookingEvent>(bookingStreamName(bookingId))).events;
  const payoutRow = async (bookingId: string) =>
    (
      await context.database.pool.query<{
        status: string;
        net_cents: string;
        attempts: number;
        due_at: Date;
      }>('SELECT status, net_cents, attempts, due_at FROM payouts WHERE booking_id = $1', [bookingId])
    ).rows[0];
  const sweep = () => context.runtime.sweeper.sweepOnce();

  const connectAccount = (ownerId: string) =>
    connectDemoPayoutAccount({ provider: demo, store: context.runtime.store, ownerId, at: clock() });

  /** The owner takes a paid owner plan (as the demo checkout does once paid). */
  async function subscribe(ownerId: string, planId: 'owner-vip' | 'owner-premium', priceCents: number) {
    const subscriptionId = randomUUID();
    const stream = subscriptionStreamName(subscriptionId);
    const now = clock().toISOString();
    await handleCommand(context.runtime.store, stream, subscriptionDecider, {
      type: 'StartSubscriptionCheckout',
      data: {
        subscriptionId,
        planId,
        planName: planId,
        kind: 'owner',
        priceCents,
        period: 'month',
        email: 'owner@example.fr',
        language: 'fr',
        provider: 'demo',
        providerSessionId: `cs_demo_${subscriptionId}`,
        accountId: ownerId,
      },
      metadata: { now },
    });
    await handleCommand(context.runtime.store, stream, subscriptionDecider, {
      type: 'ActivateSubscription',
      data: {
        provider: 'demo',
        providerSessionId: `cs_demo_${subscriptionId}`,
        providerSubscriptionId: null,
        providerEventId: null,
        amountCents: priceCents,
      },
      metadata: { now },
    });
  }

  /** A paid rental of tomorrow, completed by the sweep once the clock is past its end. */
  async function completedRental(owner: DemoOwnerKey) {
    offsetMs = 0;
    const { booking } = await bookCar(
      context.runtime.app,
      carOf(owner).id,
      addDays(today, 1),
      addDays(today, 2),
    );
    offsetMs = 4 * DAY;
    await sweep();
    const completed = (await eventsOf(booking.id)).find((event) => event.type === 'BookingCompleted');
    expect(completed).toBeDefined();
    return { booking, completedAt: Date.parse((completed!.data as { completedAt: string }).completedAt) };
  }

  const transfersOf = (bookingId: string) => demo.transfersOf(payoutIdOf(bookingId));
  const sentEvents = async (bookingId: string) =>
    (await eventsOf(bookingId)).filter((event) => event.type === 'PayoutSent');

  it("pays the owner once, 48 h after the return, the rental less the Free plan's 15 %", async () => {
    const ownerId = DEMO_OWNERS.elysee.ownerId;
    await connectAccount(ownerId);
    const { booking, completedAt } = await completedRental('elysee');
    const created = (await eventsOf(booking.id))[0]!;
    expect(created.type === 'BookingCreated' && created.data.commission).toEqual({
      planId: 'owner-free',
      rateBps: 1500,
    });
    const gross = created.type === 'BookingCreated' ? created.data.quote.ownerPayoutCents : 0;

    const row = await payoutRow(booking.id);
    expect(row).toMatchObject({ status: 'scheduled', attempts: 0 });
    expect(row!.due_at.getTime()).toBe(completedAt + 48 * HOUR);
    expect(gross).toBeGreaterThan(0);
    expect(Number(row!.net_cents)).toBe(gross - Math.round(gross * 0.15));

    offsetMs = completedAt - Date.now() + 48 * HOUR - 60_000;
    await sweep();
    expect(await transfersOf(booking.id)).toEqual([]);

    offsetMs = completedAt - Date.now() + 48 * HOUR + 60_000;
    await sweep();
    await sweep();
    const transfers = await transfersOf(booking.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.amountCents).toBe(Number(row!.net_cents));
    expect(await sentEvents(booking.id)).toHaveLength(1);
    expect(await payoutRow(booking.id)).toMatchObject({ status: 'paid' });
  });

  it('pays a VIP owner 24 h after the return, at 8 %', async () => {
    const ownerId = DEMO_OWNERS.riviera.ownerId;
    await subscribe(ownerId, 'owner-vip', 29_900);
    await connectAccount(ownerId);
    const { booking, completedAt } = await completedRental('riviera');
    const created = (await eventsOf(booking.id))[0]!;
    expect(created.type === 'BookingCreated' && created.data.commission).toEqual({
      planId: 'owner-vip',
      rateBps: 800,
    });
    const scheduled = (await eventsOf(booking.id)).find((event) => event.type === 'PayoutScheduled');
    expect(scheduled?.data).toMatchObject({ commissionRateBps: 800 });
    expect((await payoutRow(booking.id))!.due_at.getTime()).toBe(completedAt + 24 * HOUR);

    offsetMs = completedAt - Date.now() + 24 * HOUR + 60_000;
    await sweep();
    expect(await transfersOf(booking.id)).toHaveLength(1);
  });

  it('waits for the owner to connect an account that can be paid, then pays', async () => {
    const ownerId = DEMO_OWNERS.sud.ownerId;
    const { booking, completedAt } = await completedRental('sud');
    offsetMs = completedAt - Date.now() + 49 * HOUR;
    const report = await sweep();
    expect(report.payoutsAwaitingAccount).toBeGreaterThanOrEqual(1);
    expect(await transfersOf(booking.id)).toEqual([]);
    expect(await payoutRow(booking.id)).toMatchObject({ status: 'scheduled', attempts: 0 });

    await connectAccount(ownerId);
    await sweep();
    expect(await transfersOf(booking.id)).toHaveLength(1);
    expect(await sentEvents(booking.id)).toHaveLength(1);
  });

  it('retries a refused transfer with backoff, lists it for operators after the fifth, and an operator retry pays it once', async () => {
    const ownerId = DEMO_OWNERS.est.ownerId;
    const accountId = await connectAccount(ownerId);
    await demo.refuseTransfers(accountId, 'This account is restricted.');
    const { booking, completedAt } = await completedRental('est');
    let at = completedAt + 49 * HOUR;
    offsetMs = at - Date.now();
    await sweep();
    expect(await payoutRow(booking.id)).toMatchObject({ status: 'scheduled', attempts: 1 });
    await sweep();
    // Within the backoff: no new attempt.
    expect(await payoutRow(booking.id)).toMatchObject({ attempts: 1 });
    for (const attempt of [2, 3, 4, 5]) {
      at += 2 ** (attempt - 2) * 15 * 60_000 + 60_000;
      offsetMs = at - Date.now();
      await sweep();
      expect((await payoutRow(booking.id))!.attempts).toBe(attempt);
    }
    expect(await payoutRow(booking.id)).toMatchObject({ status: 'failed', attempts: 5 });
    offsetMs += DAY;
    await sweep();
    expect((await payoutRow(booking.id))!.attempts).toBe(5);

    const opsContext: OpsContext = {
      config: loadConfig({ DATABASE_URL: '' }),
      database: context.database,
      store: context.runtime.store,
      clock,
    };
    const run = async (args: string[]) => {
      const lines: string[] = [];
      const code = await payoutsCommand.run(args, async () => opsContext, {
        print: (line) => lines.push(line),
        progress: { write: () => true },
      });
      return { code, output: lines.join('\n') };
    };
    const listed = await run(['failed']);
    expect(listed.code).toBe(1);
    expect(listed.output).toContain(`booking ${booking.id}  owner ${ownerId}`);
    expect(listed.output).toContain('This account is restricted.');

    await demo.refuseTransfers(accountId, null);
    const retried = await run(['retry', payoutIdOf(booking.id)]);
    expect(retried).toMatchObject({ code: 0 });
    expect(retried.output).toContain('1 of 1 payout(s) sent');
    expect(await transfersOf(booking.id)).toHaveLength(1);
    expect(await payoutRow(booking.id)).toMatchObject({ status: 'paid' });
    expect(await run(['retry', '--all'])).toMatchObject({ code: 1 });
    expect((await run(['failed'])).code).toBe(0);
  });

  it('pays each payout once when two runs go at once', async () => {
    const bookings = [await completedRental('elysee'), await completedRental('elysee')];
    offsetMs = Math.max(...bookings.map(({ completedAt }) => completedAt)) - Date.now() + 49 * HOUR;
    const { run } = context.runtime.payouts;
    const reports = await Promise.all([run.runOnce(), run.runOnce(), run.runOnce()]);
    expect(reports.reduce((sum, report) => sum + report.payoutErrors, 0)).toBe(0);
    for (const { booking } of bookings) {
      expect(await transfersOf(booking.id)).toHaveLength(1);
      expect(await sentEvents(booking.id)).toHaveLength(1);
    }
  });

  it("pays the owner's share of a cancellation fee once, while the customer's refund races it, never from refunded money", async () => {
    offsetMs = 0;
    const { booking } = await bookCar(
      context.runtime.app,
      carOf('riviera').id,
      addDays(today, 1),
      addDays(today, 2),
    );
    // Cancelled inside the fee window, the refund of the rest left to the sweep.
    await handleCommand(context.runtime.store, bookingStreamName(booking.id), bookingDecider, {
      type: 'CancelBooking',
      data: { reason: 'customer' },
      metadata: { now: clock().toISOString() },
    });
    const cancelled = (await eventsOf(booking.id)).find((event) => event.type === 'BookingCancelled');
    if (cancelled?.type !== 'BookingCancelled') throw new Error('not cancelled');
    const { feeCents, ownerShareOfFeeCents, refundDueCents } = cancelled.data;
    expect(feeCents).toBeGreaterThan(0);
    await context.runtime.payouts.workflow.schedule(booking.id);
    offsetMs = Date.parse(cancelled.data.cancelledAt) - Date.now() + 24 * HOUR + 60_000;

    await Promise.all([sweep(), context.runtime.payouts.workflow.pay(booking.id), sweep()]);

    const events = await eventsOf(booking.id);
    const refunds = events.filter((event) => event.type === 'RefundIssued');
    expect(refunds.map((event) => event.data.amountCents)).toEqual([refundDueCents]);
    const scheduled = events.find((event) => event.type === 'PayoutScheduled');
    if (scheduled?.type !== 'PayoutScheduled') throw new Error('not scheduled');
    expect(scheduled.data.grossCents).toBe(ownerShareOfFeeCents);
    const created = events[0];
    const rateBps = created?.type === 'BookingCreated' ? created.data.commission?.rateBps : undefined;
    expect(scheduled.data.commissionRateBps).toBe(rateBps);
    expect(scheduled.data.commissionCents).toBe(Math.round((ownerShareOfFeeCents * rateBps!) / 10_000));
    const transfers = await transfersOf(booking.id);
    expect(transfers.map((transfer) => transfer.amountCents)).toEqual([scheduled.data.netCents]);
    expect(await sentEvents(booking.id)).toHaveLength(1);
    // Every cent paid is accounted for: refunded, the owner's (net and commission), or the platform's part of the fee.
    const paid = events.find((event) => event.type === 'PaymentSucceeded');
    if (paid?.type !== 'PaymentSucceeded') throw new Error('not paid');
    expect(refundDueCents + ownerShareOfFeeCents + cancelled.data.platformShareOfFeeCents).toBe(
      paid.data.amountCents,
    );
  });
});
