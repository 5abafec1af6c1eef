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
  onError?: (error: unknown, bookingId: string) => void;
}): PayoutRun {
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
      for (const bookingId of await deps.payouts.bookingsAwaitingPayout()) {
        try {
          await deps.workflow.schedule(bookingId);
          report.payoutsScheduled++;
        } catch (error) {
          report.payoutErrors++;
          onError(error, bookingId);
        }
      }
      for (const { bookingId } of await deps.payouts.duePayouts(deps.clock())) {
        try {
          count(report, await deps.workflow.pay(bookingId));
        } catch (error) {
          report.payoutErrors++;
          onError(error, bookingId);
        }
      }
      return report;
    },
  };
}

function count(report: PayoutRunReport, outcome: PayOutcome) {
  if (outcome === 'paid') report.payoutsPaid++;
  else if (outcome === 'failed' || outcome === 'failed_finally') report.payoutsFailed++;
  else if (outcome === 'awaiting_account') report.payoutsAwaitingAccount++;
}
