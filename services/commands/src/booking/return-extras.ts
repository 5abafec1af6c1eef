import { DomainError } from '../domain-error.ts';
import type { BookingState } from './booking.ts';
import type { CardCharge } from './claim-events.ts';
import type { HandoverEvent } from './handover-events.ts';

type Existing = Exclude<BookingState, { status: 'none' }>;
type Now = { metadata: { now: string } };

/**
 * Records how the return's extras were paid once the deposit's captures are done (decision 91); `charge`: what no
 * hold could pay, charged to the booking's card (exactly the excess).
 */
export type SettleReturnExtras = { type: 'SettleReturnExtras'; data?: { charge?: CardCharge } } & Now;

/** The return's extras not yet taken from the deposit; 0 when none were assessed or they are settled. */
export function extrasDueCents(state: Existing): number {
  const extras = state.handovers.return.extras;
  if (!extras || extras.settlement) return 0;
  return Math.max(0, extras.totalCents - state.deposit.extrasCapturedCents);
}

/** Assessed and not settled yet: the deposit is not let go without them, and the payout waits. */
export const extrasUnsettled = (state: Existing): boolean => {
  const extras = state.handovers.return.extras;
  return Boolean(extras && extras.totalCents > 0 && !extras.settlement);
};

/**
 * Settles the extras: what the captures took, the rest charged to the booking's card or else a debt for operators.
 * Refused while a hold could still pay them (it must be captured first, or it would be let go with the extras unpaid).
 */
export function decideReturnExtras(command: SettleReturnExtras, state: Existing): HandoverEvent[] {
  const extras = state.handovers.return.extras;
  if (!extras || extras.settlement) return [];
  if (extrasDueCents(state) > 0 && state.deposit.hold)
    throw new DomainError('extras_capture_pending', 'conflict', 'The deposit has not been captured yet.');
  const capturedCents = Math.min(state.deposit.extrasCapturedCents, extras.totalCents);
  const excessCents = extras.totalCents - capturedCents;
  const charge = command.data?.charge;
  if (charge && charge.amountCents !== excessCents)
    throw new Error(
      `A charge of the extras must be their excess (${excessCents}), not ${charge.amountCents}`,
    );
  return [
    {
      type: 'ReturnExtrasSettled',
      data: {
        bookingId: state.terms.bookingId,
        phase: 'return',
        capturedCents,
        excessCents,
        excess: excessCents === 0 ? 'none' : charge ? 'charged' : 'debt',
        ...(charge ? { charge } : {}),
        settledAt: command.metadata.now,
      },
    },
  ];
}
