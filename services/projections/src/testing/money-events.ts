import {
  bookingDecider,
  bookingStreamName,
  handleCommand,
  type DepositReleaseReason,
  type PaymentProviderName,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';

/**
 * Deposit and payout facts on a booking's stream, for read-model tests: the deposit commands through the booking's
 * decider, the payout's events appended as the payout run records them, with the provider's ids given.
 */
export function moneyEvents(deps: { store: EventStore; clock: () => Date }) {
  const { store, clock } = deps;
  const on = (bookingId: string, command: Parameters<typeof bookingDecider.decide>[0]) =>
    handleCommand(store, bookingStreamName(bookingId), bookingDecider, command);
  const metadata = () => ({ now: clock().toISOString() });

  return {
    async hold(
      bookingId: string,
      hold: { holdId: string; amountCents: number; provider?: PaymentProviderName; sequence?: number },
    ) {
      await on(bookingId, {
        type: 'RecordDepositHeld',
        data: {
          holdId: hold.holdId,
          provider: hold.provider ?? 'demo',
          method: hold.provider === 'paypal' ? 'paypal' : 'card',
          amountCents: hold.amountCents,
          expiresAt: new Date(clock().getTime() + 4 * 86_400_000).toISOString(),
          offSession: true,
          sequence: hold.sequence ?? 1,
        },
        metadata: metadata(),
      });
    },
    async release(bookingId: string, holdId: string, reason: DepositReleaseReason = 'claim_window_passed') {
      await on(bookingId, {
        type: 'RecordDepositRelease',
        data: { holdId, reason },
        metadata: metadata(),
      });
    },
    async capture(bookingId: string, capture: { holdId: string; captureId: string; amountCents: number }) {
      await on(bookingId, {
        type: 'RecordDepositCapture',
        data: { ...capture, claimId: null, reason: 'damage' },
        metadata: metadata(),
      });
    },
    async payOut(
      bookingId: string,
      payout: {
        ownerId: string;
        payoutId: string;
        grossCents: number;
        commissionCents: number;
        commissionRateBps: number;
        transferId: string;
        provider?: 'demo' | 'stripe';
      },
    ) {
      const at = clock().toISOString();
      const { ownerId, payoutId, grossCents, commissionCents, commissionRateBps } = payout;
      const netCents = grossCents - commissionCents;
      await store.appendToStream(
        bookingStreamName(bookingId),
        [
          {
            type: 'PayoutScheduled',
            data: {
              bookingId,
              ownerId,
              payoutId,
              grossCents,
              commissionCents,
              netCents,
              commissionRateBps,
              dueAt: at,
              scheduledAt: at,
            },
          },
          {
            type: 'PayoutSent',
            data: {
              bookingId,
              ownerId,
              payoutId,
              provider: payout.provider ?? 'demo',
              accountId: 'acct_demo_owner',
              transferId: payout.transferId,
              amountCents: netCents,
              sentAt: at,
            },
          },
        ],
        { expectedVersion: 'any' },
      );
    },
  };
}
