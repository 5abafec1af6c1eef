import { benchStore } from './bench-store.ts';
import { createPayoutWorkflow } from '@grandtour/commands';
import { createDemoPayouts } from '@grandtour/payments';
import type { TestDatabase } from '@grandtour/platform/testing';
import { createPayoutQueries } from '@grandtour/projections';
import { createPayoutRun } from '@grandtour/workers';
import { appendPayableCompletedBookings } from '../faults/payable-bookings.ts';

export interface PayoutBenchResult {
  bookings: number;
  owners: number;
  seedSeconds: number;
  runSeconds: number;
  payoutsPerSecond: number;
  scheduled: number;
  paid: number;
  /** Payouts whose transfer the demo provider holds more or less than once. */
  notPaidOnce: number;
  /** Runs (bounded batches, as the workers' sweeps) until nothing was left. */
  runs: number;
  /** A second run right after, with nothing left to do. */
  idleRunMs: number;
}

/**
 * One payout run over `bookings` completed bookings whose payouts are due, for owners with payable demo accounts:
 * each scheduled on its booking's stream, transferred on the demo provider (its own PostgreSQL tables) and recorded
 * sent, in one process, as the booking sweep does it.
 */
export async function benchPayouts(
  database: TestDatabase,
  options: { bookings: number; owners?: number },
): Promise<PayoutBenchResult> {
  const owners = options.owners ?? 100;
  const store = await benchStore(database);
  try {
    const now = new Date();
    const seeding = Date.now();
    const bookingIds = await appendPayableCompletedBookings(
      { store, pool: database.pool, now },
      { bookings: options.bookings, owners },
    );
    const seedSeconds = (Date.now() - seeding) / 1000;
    await database.pool.query('VACUUM ANALYZE');
    const clock = () => new Date();
    const provider = createDemoPayouts({ pool: database.pool, clock });
    const workflow = createPayoutWorkflow({ store, provider, clock });
    const run = createPayoutRun({ workflow, payouts: createPayoutQueries(database.pool), clock });
    // Each run takes a bounded batch (as each sweep of the workers does): runs follow one another until one finds
    // nothing to schedule or pay.
    const started = Date.now();
    const report = { payoutsScheduled: 0, payoutsPaid: 0, runs: 0 };
    for (;;) {
      const once = await run.runOnce();
      report.runs++;
      report.payoutsScheduled += once.payoutsScheduled;
      report.payoutsPaid += once.payoutsPaid;
      if (once.payoutsScheduled === 0 && once.payoutsPaid === 0) break;
    }
    const runSeconds = (Date.now() - started) / 1000;
    const idleStarted = Date.now();
    await run.runOnce();
    const idleRunMs = Date.now() - idleStarted;
    const { rows } = await database.pool.query<{ once: string }>(
      `SELECT count(*) FILTER (WHERE n = 1) AS once FROM (
         SELECT p.payout_id, count(t.id) AS n FROM payouts p
           LEFT JOIN demo_transfers t ON t.payout_id = p.payout_id::text
          WHERE p.booking_id = ANY($1::uuid[]) GROUP BY p.payout_id) counted`,
      [bookingIds],
    );
    return {
      bookings: options.bookings,
      owners,
      seedSeconds,
      runSeconds,
      payoutsPerSecond: report.payoutsPaid / runSeconds,
      runs: report.runs,
      scheduled: report.payoutsScheduled,
      paid: report.payoutsPaid,
      notPaidOnce: options.bookings - Number(rows[0]?.once ?? 0),
      idleRunMs,
    };
  } finally {
    await store.close();
  }
}
