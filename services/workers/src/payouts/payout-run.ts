import type { PayOutcome, PayoutWorkflow } from '@grandtour/commands';
import type { PayoutQueries } from '@grandtour/projections';

export interface PayoutRunReport {
  payoutsScheduled: number;
  payoutsPaid: number;
  /** Transfers refused this run (retried after a backoff, or listed for operators after the last attempt). */
  payoutsFailed: number;
  /** Due, but the owner has no account that can be paid yet (or a change of account paused payouts). */
  payoutsAwaitingAccount: number;
  /** Bookings whose step threw (the database, a bug): tried again on the next run. */
  payoutErrors: number;
}

export interface PayoutRun {
  runOnce(): Promise<PayoutRunReport>;
}

/**
 * Schedules the payouts of bookings that are over and pays those that are due. Each payout is an idempotent step
 * on its booking's stream with the provider's idempotency key `payout-${payoutId}`: two runs at once, or a run
 * killed half-way and started again, make each transfer once and record it once.
 */
export function createPayoutRun(deps: {
  workflow: Pick<PayoutWorkflow, 'schedule' | 'pay'>;
  payouts: Pick<PayoutQueries, 'bookingsAwaitingPayout' | 'duePayouts'>;
  clock: () => Date;
  /** Bookings worked on at once: each is its own stream, so they never wait for one another. */
  concurrency?: number;
  onError?: (error: unknown, bookingId: string) => void;
}): PayoutRun {
  const concurrency = deps.concurrency ?? 8;
  const onError = deps.onError ?? ((error: unknown) => console.error('Payout run:', error));

  return {
    async runOnce() {
      const report: PayoutRunReport = {
        payoutsScheduled: 0,
        payoutsPaid: 0,
        payoutsFailed: 0,
        payoutsAwaitingAccount: 0,
        payoutErrors: 0,
      };
      const each = (bookingIds: string[], step: (bookingId: string) => Promise<void>) =>
        inParallel(bookingIds, concurrency, async (bookingId) => {
          try {
            await step(bookingId);
          } catch (error) {
            report.payoutErrors++;
            onError(error, bookingId);
          }
        });
      await each(await deps.payouts.bookingsAwaitingPayout(), async (bookingId) => {
        await deps.workflow.schedule(bookingId);
        report.payoutsScheduled++;
      });
      const due = await deps.payouts.duePayouts(deps.clock());
      await each(
        due.map(({ bookingId }) => bookingId),
        async (bookingId) => count(report, await deps.workflow.pay(bookingId)),
      );
      return report;
    },
  };
}

async function inParallel<T>(items: readonly T[], limit: number, act: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await act(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

function count(report: PayoutRunReport, outcome: PayOutcome) {
  if (outcome === 'paid') report.payoutsPaid++;
  else if (outcome === 'failed' || outcome === 'failed_finally') report.payoutsFailed++;
  else if (outcome === 'awaiting_account') report.payoutsAwaitingAccount++;
}
