import { MAX_CLAIM_AMOUNT_CENTS, MAX_CLAIM_PHOTOS, MAX_CLAIM_TEXT } from '@grandtour/shared';
import { DomainError } from '../domain-error.ts';
import type { BookingState } from './booking.ts';
import type { ClaimEstimate, ClaimEvent, CardCharge, ClaimFile } from './claim-events.ts';
import type { ClaimFacts } from './claim-state.ts';
import { openClaimOf } from './claim-state.ts';

type Now = { metadata: { now: string } };

export type OpenClaim = {
  type: 'OpenClaim';
  data: {
    claimId: string;
    ownerId: string;
    amountCents: number;
    description: string;
    photos: ClaimFile[];
    estimate: ClaimEstimate;
  };
} & Now;
/** `chargeExcessToCard`: the customer consents to what the deposit cannot cover being charged to their card. */
export type AcceptClaim = {
  type: 'AcceptClaim';
  data: { claimId: string; customerId: string; chargeExcessToCard?: boolean };
} & Now;
export type ContestClaim = {
  type: 'ContestClaim';
  data: { claimId: string; customerId: string; message: string; photos: ClaimFile[] };
} & Now;
/** The sweep: a claim left unanswered past its deadline goes to the administrators. */
export type EscalateClaim = { type: 'EscalateClaim'; data: { claimId: string } } & Now;
/** An administrator's decision; the caller has checked the role. */
export type DecideClaim = {
  type: 'DecideClaim';
  data: { claimId: string; adminId: string; amountCents: number; note: string };
} & Now;
/**
 * The deposit was captured for the agreed amount (or there was nothing to capture), and the excess charged to the
 * card when the customer consented (`excessCharge`): the claim is over.
 */
export type RecordClaimSettlement = {
  type: 'RecordClaimSettlement';
  data: { claimId: string; excessCharge?: CardCharge };
} & Now;
export type WithdrawClaim = { type: 'WithdrawClaim'; data: { claimId: string; ownerId: string } } & Now;

export type ClaimCommand =
  | OpenClaim
  | AcceptClaim
  | ContestClaim
  | EscalateClaim
  | DecideClaim
  | RecordClaimSettlement
  | WithdrawClaim;

type Existing = Exclude<BookingState, { status: 'none' }>;

const HOUR = 3_600_000;
/** The owner opens a claim within a day of the return; the customer answers within three. */
export const CLAIM_OPEN_WINDOW_MS = 24 * HOUR;
export const CLAIM_RESPONSE_MS = 72 * HOUR;

/**
 * When the car came back: the return report sealed (decision 87), or, for a rental handed back without one, the
 * booking's completion.
 */
export function returnedAt(state: Existing): string | null {
  const returned = state.handovers.return.seal?.sealedAt;
  if (returned) return returned;
  return state.status === 'completed' ? state.closedAt : null;
}

const forbidden = (message: string) => new DomainError('forbidden', 'forbidden', message);
const notFound = () => new DomainError('claim_not_found', 'not_found', 'No such claim for this booking.');
const notAnswerable = () =>
  new DomainError('claim_not_answerable', 'conflict', 'This claim is no longer waiting for an answer.');

const hoursAfter = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

function checkAmount(amountCents: number, min: number, max: number) {
  if (!Number.isInteger(amountCents) || amountCents < min || amountCents > max)
    throw new DomainError('claim_amount_invalid', 'rule', 'The amount is not a valid claim amount.');
}

function checkText(text: string, required: boolean) {
  const length = text.trim().length;
  if ((required && length === 0) || text.length > MAX_CLAIM_TEXT)
    throw new DomainError('claim_text_invalid', 'rule', 'The text is empty or too long.');
}

function checkPhotos(photos: readonly ClaimFile[], min: number) {
  if (photos.length < min || photos.length > MAX_CLAIM_PHOTOS)
    throw new DomainError('claim_photos_invalid', 'rule', 'A claim needs between 1 and 20 photos.');
}

function open(command: OpenClaim, state: Existing, now: string): ClaimEvent[] {
  const { claimId, ownerId, amountCents, description, photos, estimate } = command.data;
  const { bookingId, carId, userId } = state.terms;
  if (state.terms.ownerId !== ownerId) throw forbidden('Only the owner of the car can open a claim.');
  if (state.claims.has(claimId)) return [];
  const returned = returnedAt(state);
  if (!returned)
    throw new DomainError('claim_not_returned', 'rule', 'A claim can be opened once the car is returned.');
  if (Date.parse(now) > Date.parse(returned) + CLAIM_OPEN_WINDOW_MS)
    throw new DomainError(
      'claim_window_closed',
      'rule',
      'Claims must be opened within 24 hours of the return.',
    );
  if (openClaimOf(state.claims))
    throw new DomainError('claim_already_open', 'conflict', 'A claim is already open for this booking.');
  checkAmount(amountCents, 1, MAX_CLAIM_AMOUNT_CENTS);
  checkText(description, true);
  checkPhotos(photos, 1);
  return [
    {
      type: 'ClaimOpened',
      data: {
        bookingId,
        carId,
        ownerId,
        customerId: userId,
        claimId,
        amountCents,
        description,
        photos,
        estimate,
        openedAt: now,
        respondBy: hoursAfter(now, CLAIM_RESPONSE_MS),
      },
    },
  ];
}

/** The customer answers while the claim waits for them, before its deadline. */
function answerable(state: Existing, claim: ClaimFacts, customerId: string, now: string) {
  if (state.terms.userId !== customerId) throw forbidden('Only the customer can answer this claim.');
  if (claim.status !== 'open') throw notAnswerable();
  if (Date.parse(now) > Date.parse(claim.respondBy))
    throw new DomainError('claim_response_late', 'rule', 'The time to answer this claim has passed.');
}

/** A claim's commands, decided on the booking's own stream (issue 23). */
export function decideClaim(command: ClaimCommand, state: Existing): ClaimEvent[] {
  const { now } = command.metadata;
  const { bookingId, ownerId } = state.terms;
  if (command.type === 'OpenClaim') return open(command, state, now);
  const claim = state.claims.get(command.data.claimId);
  if (!claim) throw notFound();
  const { claimId } = claim;
  switch (command.type) {
    case 'AcceptClaim': {
      if (claim.status === 'accepted' && state.terms.userId === command.data.customerId) return [];
      answerable(state, claim, command.data.customerId, now);
      const { customerId } = command.data;
      const consent = command.data.chargeExcessToCard === true ? { chargeExcessToCard: true } : {};
      return [
        {
          type: 'ClaimAccepted',
          data: {
            bookingId,
            claimId,
            customerId,
            amountCents: claim.amountCents,
            acceptedAt: now,
            ...consent,
          },
        },
      ];
    }
    case 'ContestClaim': {
      const { customerId, message, photos } = command.data;
      if (claim.status === 'contested' && state.terms.userId === customerId) return [];
      answerable(state, claim, customerId, now);
      checkText(message, true);
      checkPhotos(photos, 0);
      return [
        {
          type: 'ClaimContested',
          data: {
            bookingId,
            claimId,
            customerId,
            amountCents: claim.amountCents,
            message,
            photos,
            contestedAt: now,
          },
        },
      ];
    }
    case 'EscalateClaim': {
      if (claim.status !== 'open' || Date.parse(now) <= Date.parse(claim.respondBy)) return [];
      return [{ type: 'ClaimEscalated', data: { bookingId, claimId, escalatedAt: now } }];
    }
    case 'DecideClaim': {
      const { adminId, amountCents, note } = command.data;
      if (claim.status !== 'contested' && claim.status !== 'escalated')
        throw new DomainError(
          'claim_not_decidable',
          'conflict',
          'Only a contested or unanswered claim is decided.',
        );
      checkAmount(amountCents, 0, claim.amountCents);
      checkText(note, false);
      return [
        {
          type: 'ClaimDecided',
          data: { bookingId, claimId, decidedBy: adminId, amountCents, note, decidedAt: now },
        },
      ];
    }
    case 'RecordClaimSettlement': {
      if (claim.status === 'settled') return [];
      if ((claim.status !== 'accepted' && claim.status !== 'decided') || claim.agreedCents === null)
        throw new DomainError('claim_not_agreed', 'conflict', 'The claim has no agreed amount yet.');
      const agreedCents = claim.agreedCents;
      // The deposit still held must be captured first: settling before would let it be released.
      if (agreedCents > claim.capturedCents && state.deposit.hold)
        throw new DomainError('claim_capture_pending', 'conflict', 'The deposit has not been captured yet.');
      const capturedCents = Math.min(claim.capturedCents, agreedCents);
      const excessCents = agreedCents - capturedCents;
      const { excessCharge } = command.data;
      if (excessCharge && (!claim.chargeExcessToCard || excessCharge.amountCents !== excessCents))
        throw new Error(
          `A charge of the excess needs the customer's consent and the excess (${excessCents})`,
        );
      return [
        {
          type: 'ClaimSettled',
          data: {
            bookingId,
            claimId,
            ownerId,
            agreedCents,
            capturedCents,
            excessCents,
            excess: excessCents === 0 ? 'none' : excessCharge ? 'charged' : 'debt',
            ...(excessCharge ? { excessCharge } : {}),
            settledAt: now,
          },
        },
      ];
    }
    case 'WithdrawClaim': {
      if (state.terms.ownerId !== command.data.ownerId)
        throw forbidden('Only the owner can withdraw the claim.');
      if (claim.status === 'withdrawn') return [];
      if (claim.status !== 'open' && claim.status !== 'contested' && claim.status !== 'escalated')
        throw new DomainError('claim_not_withdrawable', 'conflict', 'This claim can no longer be withdrawn.');
      return [{ type: 'ClaimWithdrawn', data: { bookingId, claimId, ownerId, withdrawnAt: now } }];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}
