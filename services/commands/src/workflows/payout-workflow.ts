import type { EventStore } from '@grandtour/event-store';
import { handleCommand } from '../command-handler.ts';
import { foldEvents } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type { BookingEvent } from '../booking/booking.ts';
import { bookingStreamName } from '../booking/booking.ts';
import type { BookingCommand } from '../booking/decide-booking.ts';
import { bookingDecider } from '../booking/decide-booking.ts';
import { depositClaimOpen, payoutTransferCents } from '../booking/decide-payout.ts';
import type { PayoutFailed } from '../booking/payout-events.ts';
import type { PayoutAccountEvent } from '../payout-account/payout-account-events.ts';
import { payoutAccountStreamName } from '../payout-account/payout-account-events.ts';
import { NO_PAYOUT_ACCOUNT, evolvePayoutAccount } from '../payout-account/payout-account-state.ts';
import { PaymentProviderError } from '../ports/payment-provider.ts';
import type { PayoutProvider } from '../ports/payouts.ts';

/** What one attempt to pay a booking's owner came to. */
export type PayOutcome =
  | 'paid'
  | 'already_paid'
  | 'not_scheduled'
  | 'not_due'
  | 'cancelled'
  /** The owner has no account that can be paid yet, or a change of account paused payouts: tried again later. */
  | 'awaiting_account'
  /** A failed transfer waits out its backoff before the next attempt. */
  | 'backing_off'
  /** The transfer failed; it is tried again after a backoff, or listed for operators after the last attempt. */
  | 'failed'
  | 'failed_finally';

/** 15 minutes after the first failure, then 30, 60, 120: the fifth failure is final. */
export const payoutRetryDelayMs = (attempts: number) => 15 * 60_000 * 2 ** Math.max(0, attempts - 1);

/**
 * The owner's payout, from the booking's stream to the provider and back: the transfer carries the key
 * `payout-${payoutId}`, so however often a crash or two runs at once make us send it, the provider makes it once,
 * and the booking stream records it once.
 */
export function createPayoutWorkflow(deps: {
  store: EventStore;
  provider: PayoutProvider;
  clock: () => Date;
}) {
  const now = () => deps.clock().toISOString();

  const onBooking = (bookingId: string, command: BookingCommand) =>
    handleCommand(deps.store, bookingStreamName(bookingId), bookingDecider, command, { retries: 3 });

  async function payableAccount(ownerId: string, at: Date) {
    const { events } = await deps.store.readStream<PayoutAccountEvent>(payoutAccountStreamName(ownerId));
    const account = events.reduce(evolvePayoutAccount, NO_PAYOUT_ACCOUNT);
    if (!account.active?.payoutsEnabled) return null;
    if (account.payoutsPausedUntil && Date.parse(account.payoutsPausedUntil) > at.getTime()) return null;
    return account.active;
  }

  async function recordFailure(bookingId: string, attempt: number, message: string): Promise<PayOutcome> {
    try {
      const { newEvents } = await onBooking(bookingId, {
        type: 'RecordPayoutFailure',
        data: { attempt, message },
        metadata: { now: now() },
      });
      const failed = newEvents.find((event) => event.type === 'PayoutFailed');
      return failed?.data.final ? 'failed_finally' : 'failed';
    } catch (error) {
      // Another run paid it meanwhile: its success stands.
      if (error instanceof DomainError && error.code === 'payout_not_scheduled') return 'already_paid';
      throw error;
    }
  }

  return {
    /** Schedules the payout of a booking that is over; nothing if it is not owed or already scheduled. */
    async schedule(bookingId: string): Promise<void> {
      await onBooking(bookingId, { type: 'SchedulePayout', metadata: { now: now() } });
    },

    /**
     * Pays the booking's owner if the payout is due. `operatorRetry` sends a payout whose retries are spent (and
     * skips the backoff): an operator looked at it.
     */
    async pay(bookingId: string, options: { operatorRetry?: boolean } = {}): Promise<PayOutcome> {
      const at = deps.clock();
      const { events } = await deps.store.readStream<BookingEvent>(bookingStreamName(bookingId));
      const state = foldEvents(bookingDecider, events);
      if (state.status === 'none' || !state.payout) return 'not_scheduled';
      const { payout } = state;
      if (payout.status === 'paid') return 'already_paid';
      if (payout.status === 'cancelled') return 'cancelled';
      if (Date.parse(payout.dueAt) > at.getTime()) return 'not_due';
      // A damage claim may add to the payout: it waits until the claim is settled or withdrawn (issue 23).
      if (depositClaimOpen(state)) return 'not_due';
      if (!options.operatorRetry) {
        if (payout.failedFinally) return 'failed_finally';
        const lastFailure = (events as readonly BookingEvent[]).findLast(
          (event): event is PayoutFailed => event.type === 'PayoutFailed',
        );
        if (
          lastFailure &&
          Date.parse(lastFailure.data.failedAt) + payoutRetryDelayMs(payout.attempts) > at.getTime()
        )
          return 'backing_off';
      }
      const account = await payableAccount(state.terms.ownerId, at);
      if (!account) return 'awaiting_account';
      let transfer: { transferId: string; amountCents: number };
      try {
        transfer = await deps.provider.transfer({
          accountId: account.accountId,
          amountCents: payoutTransferCents(state),
          payoutId: payout.payoutId,
          bookingId,
          idempotencyKey: `payout-${payout.payoutId}`,
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        return recordFailure(bookingId, payout.attempts + 1, error.message);
      }
      const { newEvents } = await onBooking(bookingId, {
        type: 'RecordPayoutSent',
        data: { provider: deps.provider.name, accountId: account.accountId, ...transfer },
        metadata: { now: now() },
      });
      return newEvents.length > 0 ? 'paid' : 'already_paid';
    },
  };
}

export type PayoutWorkflow = ReturnType<typeof createPayoutWorkflow>;
