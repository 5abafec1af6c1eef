import type { PaymentMethod } from '@grandtour/shared';
import type { PaymentProviderName } from './booking.ts';
import type { DepositEvent } from './deposit-events.ts';

export interface DepositHoldInPlace {
  holdId: string;
  provider: PaymentProviderName;
  method: PaymentMethod;
  amountCents: number;
  expiresAt: string;
  offSession: boolean;
  sequence: number;
}

/** Where the booking's deposit stands. */
export interface DepositFacts {
  /** The newest hold not yet released or captured; a renewal briefly has two (the older is in `olderHolds`). */
  hold: DepositHoldInPlace | null;
  /** Holds replaced by a newer one and not yet released. */
  olderHolds: readonly DepositHoldInPlace[];
  /** The highest sequence used by a hold or a failed attempt: the next attempt is sequence + 1. */
  sequence: number;
  /** The last refusal, until a hold succeeds. */
  failure: { sequence: number; message: string; declineCode: string | null; failedAt: string } | null;
  capturedCents: number;
  /** Of what was captured, what the return's extras took (decision 91). */
  extrasCapturedCents: number;
  /** A hold was captured or released at the end: nothing more is held for this booking. */
  settled: boolean;
  waived: boolean;
  pickedUpAt: string | null;
}

export const NO_DEPOSIT: DepositFacts = {
  hold: null,
  olderHolds: [],
  sequence: 0,
  failure: null,
  capturedCents: 0,
  extrasCapturedCents: 0,
  settled: false,
  waived: false,
  pickedUpAt: null,
};

const withoutHold = (facts: DepositFacts, holdId: string): DepositFacts =>
  facts.hold?.holdId === holdId
    ? { ...facts, hold: null }
    : { ...facts, olderHolds: facts.olderHolds.filter((hold) => hold.holdId !== holdId) };

export function evolveDeposit(facts: DepositFacts, event: DepositEvent): DepositFacts {
  switch (event.type) {
    case 'DepositHeld': {
      const { holdId, provider, method, amountCents, expiresAt, offSession, sequence } = event.data;
      return {
        ...facts,
        hold: { holdId, provider, method, amountCents, expiresAt, offSession, sequence },
        olderHolds: facts.hold ? [...facts.olderHolds, facts.hold] : facts.olderHolds,
        sequence: Math.max(facts.sequence, sequence),
        failure: null,
      };
    }
    case 'DepositHoldFailed': {
      const { sequence, message, declineCode, failedAt } = event.data;
      return {
        ...facts,
        sequence: Math.max(facts.sequence, sequence),
        failure: { sequence, message, declineCode, failedAt },
      };
    }
    case 'DepositReleased': {
      const released = withoutHold(facts, event.data.holdId);
      const final = event.data.reason !== 'renewed' && released.hold === null;
      return { ...released, settled: released.settled || final };
    }
    case 'DepositCaptured':
      return {
        ...withoutHold(facts, event.data.holdId),
        capturedCents: facts.capturedCents + event.data.amountCents,
        extrasCapturedCents: facts.extrasCapturedCents + (event.data.extrasCents ?? 0),
        settled: true,
      };
    case 'DepositWaived':
      return { ...facts, waived: true };
    case 'BookingPickedUp':
      return { ...facts, pickedUpAt: event.data.pickedUpAt };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
