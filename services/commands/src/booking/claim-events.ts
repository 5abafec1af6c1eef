import type { DomainEvent } from '@grandtour/event-store';

/*
 * Damage claims on the deposit (issue 23): opened by the owner within a day of the return, answered by the customer
 * within 72 hours, decided by an administrator when contested or left unanswered, then settled from the deposit.
 * Events of the booking's own stream, so the deposit's release and the owner's payout wait for an open claim.
 */

/** A stored file and the SHA-256 of the bytes kept (photos re-encoded, decision 52). */
export interface ClaimFile {
  objectKey: string;
  sha256: string;
}
export interface ClaimEstimate extends ClaimFile {
  contentType: string;
}

export type ClaimOpened = DomainEvent<
  'ClaimOpened',
  {
    bookingId: string;
    carId: string;
    ownerId: string;
    customerId: string;
    claimId: string;
    amountCents: number;
    description: string;
    photos: ClaimFile[];
    estimate: ClaimEstimate;
    openedAt: string;
    /** The customer's deadline to accept or contest: 72 hours after opening. */
    respondBy: string;
  }
>;
export type ClaimAccepted = DomainEvent<
  'ClaimAccepted',
  {
    bookingId: string;
    claimId: string;
    customerId: string;
    amountCents: number;
    acceptedAt: string;
    /** The customer's consent to have what the deposit cannot cover charged to the card they paid with. */
    chargeExcessToCard?: boolean;
  }
>;
/**
 * What the deposit could not cover, charged to the card the booking was paid with (a claim's excess with the
 * customer's consent; the return's extras under the terms the booking froze).
 */
export interface CardCharge {
  /** The provider's payment (a PaymentIntent on the saved card) and its capture. */
  chargeId: string;
  captureId: string;
  amountCents: number;
  provider: 'demo' | 'stripe';
}
export type ClaimContested = DomainEvent<
  'ClaimContested',
  {
    bookingId: string;
    claimId: string;
    customerId: string;
    /** The amount claimed, for readers of this event alone (the owner's e-mail). */
    amountCents: number;
    message: string;
    photos: ClaimFile[];
    contestedAt: string;
  }
>;
/** The customer let the 72 hours pass: an administrator decides, as for a contested claim. */
export type ClaimEscalated = DomainEvent<
  'ClaimEscalated',
  { bookingId: string; claimId: string; escalatedAt: string }
>;
export type ClaimDecided = DomainEvent<
  'ClaimDecided',
  {
    bookingId: string;
    claimId: string;
    /** The administrator's user id. */
    decidedBy: string;
    /** What the customer owes, from 0 to the amount claimed. */
    amountCents: number;
    note: string;
    decidedAt: string;
  }
>;
/**
 * The agreed amount taken: `capturedCents` from the deposit (the provider released the rest), `excessCents` beyond
 * what the deposit held: charged to the card with the customer's consent (`excess: 'charged'`, `excessCharge`), or
 * else recorded as a debt for operators.
 */
export type ClaimSettled = DomainEvent<
  'ClaimSettled',
  {
    bookingId: string;
    claimId: string;
    ownerId: string;
    agreedCents: number;
    capturedCents: number;
    excessCents: number;
    excess: 'charged' | 'debt' | 'none';
    excessCharge?: CardCharge;
    settledAt: string;
  }
>;
export type ClaimWithdrawn = DomainEvent<
  'ClaimWithdrawn',
  { bookingId: string; claimId: string; ownerId: string; withdrawnAt: string }
>;

export type ClaimEvent =
  | ClaimOpened
  | ClaimAccepted
  | ClaimContested
  | ClaimEscalated
  | ClaimDecided
  | ClaimSettled
  | ClaimWithdrawn;
export const CLAIM_EVENT_TYPES: readonly ClaimEvent['type'][] = [
  'ClaimOpened',
  'ClaimAccepted',
  'ClaimContested',
  'ClaimEscalated',
  'ClaimDecided',
  'ClaimSettled',
  'ClaimWithdrawn',
];
