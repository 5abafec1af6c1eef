import { SUBSCRIPTION_PLANS, ownerEarnings, shareOfCents } from '@grandtour/shared';
import { DomainError } from '../domain-error.ts';
import { nameBasedUuid } from '../ids/name-based-uuid.ts';
import type { BookingState } from './booking.ts';
import { paidCents } from './booking.ts';
import { openClaimOf, settledDamagesCents } from './claim-state.ts';
import { extrasUnsettled } from './return-extras.ts';
import type { PayoutEvent, PayoutProviderName } from './payout-events.ts';

type Now = { metadata: { now: string } };

/** The booking is over (completed, or cancelled with a fee the owner shares): its payout is due after a delay. */
export type SchedulePayout = { type: 'SchedulePayout' } & Now;
export type RecordPayoutSent = {
  type: 'RecordPayoutSent';
  data: { provider: PayoutProviderName; accountId: string; transferId: string; amountCents: number };
} & Now;
export type RecordPayoutFailure = {
  type: 'RecordPayoutFailure';
  data: { attempt: number; message: string };
} & Now;
/** Nothing is owed after all (an operator's decision, a claim that takes it). */
export type CancelPayout = { type: 'CancelPayout'; data: { reason: string } } & Now;

export type PayoutCommand = SchedulePayout | RecordPayoutSent | RecordPayoutFailure | CancelPayout;

type Existing = Exclude<BookingState, { status: 'none' }>;

/** Transfer attempts before an operator must act (`npm run ops -- payouts failed`). */
export const PAYOUT_MAX_ATTEMPTS = 5;
/** The claim window after the return (decision 68) for most plans. */
export const DEFAULT_PAYOUT_DELAY_HOURS = 48;

/** One payout per booking, ever: its id names the provider's idempotency key (`payout-${payoutId}`). */
export const payoutIdOf = (bookingId: string) => nameBasedUuid('payout', bookingId);

/** The delay of the plan frozen at booking (decision 71: VIP 24 h, others 48 h). */
export function payoutDelayHours(planId: string | undefined): number {
  const plan = SUBSCRIPTION_PLANS.find(({ id }) => id === planId);
  return plan?.payoutDelayHours ?? DEFAULT_PAYOUT_DELAY_HOURS;
}

/**
 * The owner's gross share of what the booking kept after refunds: the rental and delivery of a completed booking,
 * the owner's part of a cancellation fee (split in the quote's proportions, as BookingCancelled did).
 */
export function ownerGrossKeptCents(state: Existing): number {
  const { quote } = state.terms;
  if (state.status === 'cancelled')
    return (
      state.retainedCents - shareOfCents(state.retainedCents, quote.platformRevenueCents, quote.totalCents)
    );
  if (state.status !== 'completed') return 0;
  const kept = Math.max(0, Math.min(paidCents(state) - state.refundedCents, quote.totalCents));
  return kept === quote.totalCents
    ? quote.ownerPayoutCents
    : shareOfCents(kept, quote.ownerPayoutCents, quote.totalCents);
}

/**
 * While a damage claim on the deposit is open, or the return's extras are not settled, the payout waits: either may
 * add to it (issue 23, decisions 90 and 91).
 */
export function depositClaimOpen(state: Existing): boolean {
  return openClaimOf(state.claims) !== null || extrasUnsettled(state);
}

/**
 * What the deposit (and the card, beyond it) paid the owner: damages of settled claims and the return's extras, in
 * full (no commission).
 */
export function fromDepositCents(state: Existing): number {
  const extras = state.handovers.return.extras?.settlement;
  return settledDamagesCents(state.claims) + (extras?.capturedCents ?? 0) + (extras?.chargedCents ?? 0);
}

/**
 * What the transfer pays: the payout's net plus what the deposit paid the owner (damages are not a service the
 * platform sells, nor kilometres, fuel or lateness it did not provide).
 */
export function payoutTransferCents(state: Existing): number {
  return (state.payout?.netCents ?? 0) + fromDepositCents(state);
}

const hoursAfter = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

function schedule(state: Existing, now: string): PayoutEvent[] {
  if (state.payout) return [];
  if ((state.status !== 'completed' && state.status !== 'cancelled') || !state.closedAt)
    throw new DomainError('booking_not_closed', 'rule', 'A payout is scheduled once the booking is over.');
  if (depositClaimOpen(state)) return [];
  const grossCents = ownerGrossKeptCents(state);
  const commission = state.terms.commission;
  const rateBps = commission?.rateBps ?? 0;
  const earnings = ownerEarnings(grossCents, rateBps);
  if (earnings.netCents <= 0) return [];
  const { bookingId, ownerId, carId } = state.terms;
  return [
    {
      type: 'PayoutScheduled',
      data: {
        bookingId,
        ownerId,
        carId,
        payoutId: payoutIdOf(bookingId),
        ...earnings,
        commissionRateBps: rateBps,
        dueAt: hoursAfter(state.closedAt, payoutDelayHours(commission?.planId)),
        scheduledAt: now,
      },
    },
  ];
}

const notScheduled = () =>
  new DomainError('payout_not_scheduled', 'conflict', 'No payout is waiting to be sent for this booking.');

/** The owner's payout, decided on the booking's stream: a refund and a transfer never both take the same money. */
export function decidePayout(command: PayoutCommand, state: Existing): PayoutEvent[] {
  const { now } = command.metadata;
  const { bookingId, ownerId } = state.terms;
  const { payout } = state;
  switch (command.type) {
    case 'SchedulePayout':
      return schedule(state, now);
    case 'RecordPayoutSent': {
      if (payout?.status === 'paid' && payout.transferId === command.data.transferId) return [];
      if (payout?.status !== 'scheduled') throw notScheduled();
      if (depositClaimOpen(state))
        throw new DomainError('payout_claim_open', 'conflict', 'A damage claim is open: the payout waits.');
      const damagesCents = fromDepositCents(state);
      if (command.data.amountCents !== payout.netCents + damagesCents)
        throw new DomainError('payout_amount_mismatch', 'rule', 'The transfer is not the payout amount.');
      return [
        {
          type: 'PayoutSent',
          data: {
            bookingId,
            ownerId,
            payoutId: payout.payoutId,
            ...command.data,
            grossCents: payout.grossCents,
            commissionCents: payout.commissionCents,
            ...(damagesCents > 0 ? { damagesCents } : {}),
            sentAt: now,
          },
        },
      ];
    }
    case 'RecordPayoutFailure': {
      if (payout?.status !== 'scheduled') throw notScheduled();
      const { attempt, message } = command.data;
      if (attempt <= payout.attempts) return [];
      return [
        {
          type: 'PayoutFailed',
          data: {
            bookingId,
            ownerId,
            payoutId: payout.payoutId,
            attempt,
            message,
            final: attempt >= PAYOUT_MAX_ATTEMPTS,
            failedAt: now,
          },
        },
      ];
    }
    case 'CancelPayout': {
      if (!payout || payout.status === 'cancelled') return [];
      if (payout.status === 'paid') throw payoutAlreadySent();
      return [
        {
          type: 'PayoutCancelled',
          data: {
            bookingId,
            ownerId,
            payoutId: payout.payoutId,
            reason: command.data.reason,
            cancelledAt: now,
          },
        },
      ];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const payoutAlreadySent = () =>
  new DomainError('payout_already_sent', 'conflict', "The owner's payout has already been sent.");
