import type { DomainEvent } from '@grandtour/event-store';

/*
 * The owner's payout for a booking: the owner's share of what the booking kept (rental and delivery, or their share of
 * a cancellation fee) less the commission frozen at booking. Events of the booking's own stream, so a refund and a
 * payout are decided one after the other, never both on the same money.
 */

export type PayoutProviderName = 'demo' | 'stripe';

export type PayoutScheduled = DomainEvent<
  'PayoutScheduled',
  {
    bookingId: string;
    ownerId: string;
    /** The booking's car, for the revenue ledger's rows (absent on events written before it was carried). */
    carId?: string;
    /** Names the provider's idempotency key: one transfer per payout id, ever. */
    payoutId: string;
    grossCents: number;
    commissionCents: number;
    netCents: number;
    commissionRateBps: number;
    dueAt: string;
    scheduledAt: string;
  }
>;
/** The transfer went out. */
export type PayoutSent = DomainEvent<
  'PayoutSent',
  {
    bookingId: string;
    ownerId: string;
    payoutId: string;
    provider: PayoutProviderName;
    /** The owner's connected account it went to. */
    accountId: string;
    transferId: string;
    amountCents: number;
    /** What the net was made of, for the owner's notice (absent on events written before they were carried). */
    grossCents?: number;
    commissionCents?: number;
    /** What the deposit paid the owner (damages of settled claims, the return's extras), on top of the net (issue 23). */
    damagesCents?: number;
    sentAt: string;
  }
>;
/** A transfer attempt failed; `final` once the retries are spent and an operator must act. */
export type PayoutFailed = DomainEvent<
  'PayoutFailed',
  {
    bookingId: string;
    ownerId: string;
    payoutId: string;
    attempt: number;
    message: string;
    final: boolean;
    failedAt: string;
  }
>;
/** Nothing is owed after all (the money was refunded before the payout). */
export type PayoutCancelled = DomainEvent<
  'PayoutCancelled',
  { bookingId: string; ownerId: string; payoutId: string; reason: string; cancelledAt: string }
>;

export type PayoutEvent = PayoutScheduled | PayoutSent | PayoutFailed | PayoutCancelled;
export const PAYOUT_EVENT_TYPES: readonly PayoutEvent['type'][] = [
  'PayoutScheduled',
  'PayoutSent',
  'PayoutFailed',
  'PayoutCancelled',
];
