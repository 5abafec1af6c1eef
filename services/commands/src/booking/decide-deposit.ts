import type { PaymentMethod } from '@grandtour/shared';
import { startOfDayInParis } from '@grandtour/shared';
import { DomainError } from '../domain-error.ts';
import type { BookingState, PaymentProviderName } from './booking.ts';
import type { DepositEvent, DepositReleaseReason } from './deposit-events.ts';
import type { DepositHoldInPlace } from './deposit-state.ts';

type Now = { metadata: { now: string } };

export type RecordDepositHeld = {
  type: 'RecordDepositHeld';
  data: DepositHoldInPlace;
} & Now;
export type RecordDepositHoldFailure = {
  type: 'RecordDepositHoldFailure';
  data: {
    provider: PaymentProviderName;
    method: PaymentMethod;
    sequence: number;
    message: string;
    declineCode: string | null;
  };
} & Now;
export type RecordDepositRelease = {
  type: 'RecordDepositRelease';
  data: { holdId: string; reason: DepositReleaseReason };
} & Now;
export type RecordDepositCapture = {
  type: 'RecordDepositCapture';
  data: {
    holdId: string;
    captureId: string;
    amountCents: number;
    claimId: string | null;
    /** The part taken for the return's extras (decision 91). */
    extrasCents?: number;
    reason: string;
  };
} & Now;
/** The owner hands the car over without a deposit secured. */
export type WaiveDeposit = { type: 'WaiveDeposit'; data: { ownerId: string } } & Now;
export type MarkPickedUp = { type: 'MarkPickedUp'; data: { ownerId: string } } & Now;

export type DepositCommand =
  | RecordDepositHeld
  | RecordDepositHoldFailure
  | RecordDepositRelease
  | RecordDepositCapture
  | WaiveDeposit
  | MarkPickedUp;

type Existing = Exclude<BookingState, { status: 'none' }>;

const holdsOf = (state: Existing) =>
  state.deposit.hold ? [state.deposit.hold, ...state.deposit.olderHolds] : state.deposit.olderHolds;

const notNeeded = () =>
  new DomainError('deposit_not_needed', 'conflict', 'This booking no longer needs a deposit.');

function mustBeTheOwner(state: Existing, ownerId: string) {
  if (state.terms.ownerId !== ownerId)
    throw new DomainError('forbidden', 'forbidden', 'Only the owner of the car can do this.');
}

/** How the deposit is secured for the handover, or deposit_not_secured: held, or waived by the owner. */
export function securedDeposit(state: Existing): 'held' | 'waived' {
  const { deposit } = state;
  const secured = deposit.hold ? 'held' : deposit.waived ? 'waived' : null;
  if (!secured)
    throw new DomainError(
      'deposit_not_secured',
      'rule',
      'The deposit is not secured: hold it or waive it before handing the car over.',
    );
  return secured;
}

/** The deposit's commands, decided on the booking's own stream (decision 68). */
export function decideDeposit(command: DepositCommand, state: Existing): DepositEvent[] {
  const { now } = command.metadata;
  const { bookingId, carId, ownerId } = state.terms;
  const { deposit } = state;
  switch (command.type) {
    case 'RecordDepositHeld': {
      if (holdsOf(state).some((hold) => hold.holdId === command.data.holdId)) return [];
      // A hold made for a booking that no longer needs one: the caller lets it go.
      if (state.status === 'cancelled' || deposit.settled) throw notNeeded();
      return [{ type: 'DepositHeld', data: { bookingId, ...command.data, heldAt: now } }];
    }
    case 'RecordDepositHoldFailure': {
      const { sequence } = command.data;
      if (sequence <= deposit.sequence) return [];
      return [{ type: 'DepositHoldFailed', data: { bookingId, ...command.data, failedAt: now } }];
    }
    case 'RecordDepositRelease': {
      const hold = holdsOf(state).find(({ holdId }) => holdId === command.data.holdId);
      if (!hold) return [];
      return [
        {
          type: 'DepositReleased',
          data: {
            bookingId,
            holdId: hold.holdId,
            amountCents: hold.amountCents,
            reason: command.data.reason,
            releasedAt: now,
          },
        },
      ];
    }
    case 'RecordDepositCapture': {
      const hold = holdsOf(state).find(({ holdId }) => holdId === command.data.holdId);
      if (!hold) {
        if (deposit.capturedCents > 0) return [];
        throw new DomainError('deposit_not_held', 'conflict', 'No such deposit hold is in place.');
      }
      const { amountCents } = command.data;
      if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > hold.amountCents)
        throw new DomainError('capture_exceeds_hold', 'rule', 'A capture cannot exceed the deposit held.');
      const extrasCents = command.data.extrasCents ?? 0;
      if (!Number.isInteger(extrasCents) || extrasCents < 0 || extrasCents > amountCents)
        throw new Error('The extras part of a capture is a whole number of cents within it');
      return [
        {
          type: 'DepositCaptured',
          data: {
            bookingId,
            carId,
            ownerId,
            ...command.data,
            releasedCents: hold.amountCents - amountCents,
            capturedAt: now,
          },
        },
      ];
    }
    case 'WaiveDeposit': {
      mustBeTheOwner(state, command.data.ownerId);
      if (deposit.waived) return [];
      if (state.status !== 'confirmed' || deposit.pickedUpAt)
        throw new DomainError('deposit_not_waivable', 'rule', 'The deposit can no longer be waived.');
      return [{ type: 'DepositWaived', data: { bookingId, ownerId, waivedAt: now } }];
    }
    case 'MarkPickedUp': {
      mustBeTheOwner(state, command.data.ownerId);
      if (deposit.pickedUpAt) return [];
      if (state.status !== 'confirmed')
        throw new DomainError('booking_not_pickable', 'rule', 'Only a confirmed booking can be picked up.');
      if (new Date(now).getTime() < startOfDayInParis(state.terms.startDate).getTime())
        throw new DomainError('pickup_too_early', 'rule', 'The rental has not started yet.');
      const secured = securedDeposit(state);
      return [
        {
          type: 'BookingPickedUp',
          data: { bookingId, carId, ownerId, deposit: secured, pickedUpAt: now },
        },
      ];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}
