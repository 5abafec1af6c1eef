import type { HandoverParty, HandoverPhase, ReturnExtras } from '@grandtour/shared';
import type { DomainEvent } from '@grandtour/event-store';
import type { CardCharge } from './claim-events.ts';

/*
 * The handover reports (issue 23, decision 87): a report at pickup and one at return, on the booking's own stream.
 * Photos stay in the object store; events carry their keys and the SHA-256 of the bytes kept.
 */

/** A photo kept for a slot: an angle of HANDOVER_ANGLES, or `damage-{n}` for the n-th damage noted. */
export type HandoverPhotoAdded = DomainEvent<
  'HandoverPhotoAdded',
  {
    bookingId: string;
    phase: HandoverPhase;
    slot: string;
    objectKey: string;
    sha256: string;
    contentType: string;
    bytes: number;
    addedBy: HandoverParty;
    addedAt: string;
  }
>;
export type HandoverReadingsRecorded = DomainEvent<
  'HandoverReadingsRecorded',
  {
    bookingId: string;
    phase: HandoverPhase;
    odometerKm: number;
    /** Fuel, or charge for an electric car, in whole percent. */
    fuelPercent: number;
    recordedBy: HandoverParty;
    recordedAt: string;
  }
>;
/** Damage seen on the car, with the slot of its photo; noted again under the same id, its note is replaced. */
export type HandoverDamageNoted = DomainEvent<
  'HandoverDamageNoted',
  {
    bookingId: string;
    phase: HandoverPhase;
    damageId: string;
    note: string;
    photoSlot: string;
    notedBy: HandoverParty;
    notedAt: string;
  }
>;
/** The one-time code the customer signs with away from their own session; only its hash is kept. */
export type HandoverSigningCodeIssued = DomainEvent<
  'HandoverSigningCodeIssued',
  { bookingId: string; phase: HandoverPhase; codeHash: string; expiresAt: string; issuedAt: string }
>;
/** A wrong code entered: five of them spend the code. */
export type HandoverSigningCodeRejected = DomainEvent<
  'HandoverSigningCodeRejected',
  { bookingId: string; phase: HandoverPhase; failedTries: number; rejectedAt: string }
>;
/** A party signed the report's content as it stood (`contentSha256`): anything added after makes it stale. */
export type HandoverSigned = DomainEvent<
  'HandoverSigned',
  {
    bookingId: string;
    phase: HandoverPhase;
    party: HandoverParty;
    signatureKey: string;
    signatureSha256: string;
    contentSha256: string;
    signedAt: string;
  }
>;
/** Complete and signed by both on its current content: nothing is added any more. */
export type HandoverSealed = DomainEvent<
  'HandoverSealed',
  { bookingId: string; phase: HandoverPhase; sealSha256: string; sealedAt: string }
>;

/**
 * The extras the return owes under the booking's frozen terms (decision 88), computed from both reports' readings when
 * the return report is sealed: `returnedAt` is when the return readings were taken, `dueBackAt` the end date's
 * pickup hour.
 */
export type ReturnExtrasAssessed = DomainEvent<
  'ReturnExtrasAssessed',
  ReturnExtras & {
    bookingId: string;
    phase: 'return';
    dueBackAt: string;
    returnedAt: string;
    assessedAt: string;
  }
>;

/**
 * The extras settled (decision 91): what the deposit's captures took for them (`DepositCaptured.extrasCents`), and
 * the rest charged to the booking's card (`charge`) or else recorded as a debt for operators.
 */
export type ReturnExtrasSettled = DomainEvent<
  'ReturnExtrasSettled',
  {
    bookingId: string;
    phase: 'return';
    capturedCents: number;
    excessCents: number;
    /** Beyond what the deposit captured: charged to the booking's card, or a debt for operators. */
    excess: 'charged' | 'debt' | 'none';
    charge?: CardCharge;
    settledAt: string;
  }
>;

export type HandoverEvent =
  | HandoverPhotoAdded
  | HandoverReadingsRecorded
  | HandoverDamageNoted
  | HandoverSigningCodeIssued
  | HandoverSigningCodeRejected
  | HandoverSigned
  | HandoverSealed
  | ReturnExtrasAssessed
  | ReturnExtrasSettled;
export const HANDOVER_EVENT_TYPES: readonly HandoverEvent['type'][] = [
  'HandoverPhotoAdded',
  'HandoverReadingsRecorded',
  'HandoverDamageNoted',
  'HandoverSigningCodeIssued',
  'HandoverSigningCodeRejected',
  'HandoverSigned',
  'HandoverSealed',
  'ReturnExtrasAssessed',
  'ReturnExtrasSettled',
];
