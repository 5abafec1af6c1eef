import {
  addDays,
  computeReturnExtras,
  HANDOVER_ANGLES,
  HANDOVER_LIMITS,
  instantInParis,
  PICKUP_HOUR,
  pickupInstant,
  startOfDayInParis,
  type HandoverParty,
  type HandoverPhase,
} from '@grandtour/shared';
import { DomainError } from '../domain-error.ts';
import type { BookingEvent, BookingState } from './booking.ts';
import { securedDeposit } from './decide-deposit.ts';
import type { HandoverEvent } from './handover-events.ts';
import { evolveHandovers, type HandoverReportState } from './handover-state.ts';
import {
  handoverCompleteness,
  handoverContentHash,
  handoverSealHash,
  signingCodeHash,
} from './handover-seal.ts';

type Now = { metadata: { now: string } };
/** Who acts, from their own session: the booking's owner or its customer. */
export interface HandoverActor {
  party: HandoverParty;
  userId: string;
}
type On = { phase: HandoverPhase; actor: HandoverActor };

export type AddHandoverPhoto = {
  type: 'AddHandoverPhoto';
  data: On & { slot: string; objectKey: string; sha256: string; contentType: string; bytes: number };
} & Now;
export type RecordHandoverReadings = {
  type: 'RecordHandoverReadings';
  data: On & { odometerKm: number; fuelPercent: number };
} & Now;
/** `damageId` is the slot of its photo (`damage-{n}`), already added. */
export type NoteHandoverDamage = {
  type: 'NoteHandoverDamage';
  data: On & { damageId: string; note: string };
} & Now;
/** The owner asks for the customer's one-time code; `code` is drawn by the caller (ids and chance arrive as data). */
export type IssueHandoverSigningCode = {
  type: 'IssueHandoverSigningCode';
  data: On & { code: string };
} & Now;
/**
 * `party` signs the report as it stands. The customer signs from their own session, or on the owner's phone with
 * the one-time code (`code`), which proves they are there.
 */
export type SignHandover = {
  type: 'SignHandover';
  data: On & { party: HandoverParty; code: string | null; signatureKey: string; signatureSha256: string };
} & Now;

export type HandoverCommand =
  AddHandoverPhoto | RecordHandoverReadings | NoteHandoverDamage | IssueHandoverSigningCode | SignHandover;

type Existing = Exclude<BookingState, { status: 'none' }>;

const DAMAGE_SLOT = /^damage-([1-9][0-9]?)$/;
const SHA256 = /^[0-9a-f]{64}$/;

export const isHandoverSlot = (slot: string) => {
  const damage = DAMAGE_SLOT.exec(slot);
  return (
    (HANDOVER_ANGLES as readonly string[]).includes(slot) ||
    (damage !== null && Number(damage[1]) <= HANDOVER_LIMITS.damagesMax)
  );
};

const refused = (code: string, message: string, details?: unknown) =>
  new DomainError(code, 'rule', message, details);

function mustBeAParty(state: Existing, { party, userId }: HandoverActor) {
  const expected = party === 'owner' ? state.terms.ownerId : state.terms.userId;
  if (expected !== userId)
    throw new DomainError(
      'forbidden',
      'forbidden',
      'Only the owner and the customer of this booking can do this.',
    );
}

/** When the pickup report may be written: from a day before the pickup until the rental's end (decision 87). */
export function pickupReportWindow(startDate: string, endDate: string) {
  return {
    opensAt: new Date(pickupInstant(startDate).getTime() - 24 * 3_600_000),
    closesAt: startOfDayInParis(addDays(endDate, 1)),
  };
}

/** One more photo or signature would be more than a report may keep. */
function mustHaveRoom(report: HandoverReportState) {
  if ((report.filesKept ?? 0) >= HANDOVER_LIMITS.filesPerReportMax)
    throw refused(
      'handover_files_exhausted',
      'This report has kept as many photos and signatures as it may.',
      {
        filesPerReportMax: HANDOVER_LIMITS.filesPerReportMax,
      },
    );
}

/** The report can still take additions now, or why not. */
function mustBeOpen(state: Existing, phase: HandoverPhase, now: string) {
  const report = state.handovers[phase];
  if (report.seal) throw new DomainError('handover_sealed', 'conflict', 'This report is sealed.');
  if (phase === 'return') {
    if (!state.handovers.pickup.seal)
      throw refused('pickup_not_sealed', 'The return report opens once the pickup report is sealed.');
    return report;
  }
  if (state.status !== 'confirmed')
    throw refused('booking_not_pickable', 'Only a confirmed booking can be handed over.');
  const { opensAt, closesAt } = pickupReportWindow(state.terms.startDate, state.terms.endDate);
  const at = new Date(now).getTime();
  if (at < opensAt.getTime())
    throw refused('handover_too_early', 'The pickup report opens 24 hours before the pickup.', {
      opensAt: opensAt.toISOString(),
    });
  if (at >= closesAt.getTime()) throw refused('handover_closed', 'The rental is over.');
  return report;
}

function addPhoto({ data, metadata }: AddHandoverPhoto, state: Existing): HandoverEvent[] {
  const { phase, slot, actor, sha256 } = data;
  if (!isHandoverSlot(slot)) throw refused('handover_slot_unknown', 'No such photo in a report.');
  if (!SHA256.test(sha256)) throw new Error(`Not a SHA-256: ${sha256}`);
  // A photo sent again after a dropped connection: recorded once.
  if (state.handovers[phase].photos.get(slot)?.sha256 === sha256) return [];
  mustHaveRoom(mustBeOpen(state, phase, metadata.now));
  const { objectKey, contentType, bytes } = data;
  return [
    {
      type: 'HandoverPhotoAdded',
      data: {
        bookingId: state.terms.bookingId,
        phase,
        slot,
        objectKey,
        sha256,
        contentType,
        bytes,
        addedBy: actor.party,
        addedAt: metadata.now,
      },
    },
  ];
}

function recordReadings({ data, metadata }: RecordHandoverReadings, state: Existing): HandoverEvent[] {
  const { phase, odometerKm, fuelPercent, actor } = data;
  const valid = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;
  if (!valid(odometerKm, HANDOVER_LIMITS.odometerKmMax) || !valid(fuelPercent, 100))
    throw refused('handover_readings_invalid', 'The odometer or the fuel level is out of range.');
  const current = state.handovers[phase].readings;
  if (current?.odometerKm === odometerKm && current.fuelPercent === fuelPercent) return [];
  mustBeOpen(state, phase, metadata.now);
  const atPickup = state.handovers.pickup.readings?.odometerKm;
  if (phase === 'return' && atPickup !== undefined && odometerKm < atPickup)
    throw refused('odometer_below_pickup', 'The odometer cannot read less than at pickup.', {
      pickupOdometerKm: atPickup,
    });
  return [
    {
      type: 'HandoverReadingsRecorded',
      data: {
        bookingId: state.terms.bookingId,
        phase,
        odometerKm,
        fuelPercent,
        recordedBy: actor.party,
        recordedAt: metadata.now,
      },
    },
  ];
}

function noteDamage({ data, metadata }: NoteHandoverDamage, state: Existing): HandoverEvent[] {
  const { phase, damageId, actor } = data;
  const note = data.note.trim();
  if (!DAMAGE_SLOT.test(damageId) || !isHandoverSlot(damageId))
    throw refused('handover_slot_unknown', 'No such photo in a report.');
  if (note.length === 0 || note.length > HANDOVER_LIMITS.damageNoteMaxLength)
    throw refused('handover_damage_note_invalid', 'Describe the damage in at most 500 characters.');
  const report = state.handovers[phase];
  if (report.damages.some((damage) => damage.damageId === damageId && damage.note === note)) return [];
  mustBeOpen(state, phase, metadata.now);
  if (!report.photos.has(damageId))
    throw refused('handover_damage_photo_missing', 'Take the photo of the damage first.');
  return [
    {
      type: 'HandoverDamageNoted',
      data: {
        bookingId: state.terms.bookingId,
        phase,
        damageId,
        note,
        photoSlot: damageId,
        notedBy: actor.party,
        notedAt: metadata.now,
      },
    },
  ];
}

function issueCode({ data, metadata }: IssueHandoverSigningCode, state: Existing): HandoverEvent[] {
  const { phase, actor, code } = data;
  // The customer's own phone shows it; typed on the owner's phone, it proves the customer is there (decision 89).
  if (actor.party !== 'customer')
    throw new DomainError('forbidden', 'forbidden', 'Only the customer of the booking can do this.');
  // The API gives the code peppered (an HMAC under its key): the hash kept says nothing without the key.
  if (!/^[0-9a-f]{64}$/.test(code)) throw new Error('A signing code is given peppered by the API');
  mustBeOpen(state, phase, metadata.now);
  const { bookingId } = state.terms;
  const expiresAt = new Date(new Date(metadata.now).getTime() + HANDOVER_LIMITS.signingCodeMinutes * 60_000);
  return [
    {
      type: 'HandoverSigningCodeIssued',
      data: {
        bookingId,
        phase,
        codeHash: signingCodeHash(bookingId, phase, code),
        expiresAt: expiresAt.toISOString(),
        issuedAt: metadata.now,
      },
    },
  ];
}

export const SIGNING_CODE_TRIES = 5;

/** A wrong code is an event (the tries are counted), which the caller answers as a refusal. */
function checkCode(state: Existing, report: HandoverReportState, data: SignHandover['data'], now: string) {
  const { code: issued } = report;
  if (!issued || issued.expiresAt <= now || issued.failedTries >= SIGNING_CODE_TRIES)
    throw refused('signing_code_expired', 'The signing code has expired: ask for a new one.');
  if (data.code !== null && signingCodeHash(state.terms.bookingId, data.phase, data.code) === issued.codeHash)
    return [];
  const rejected: HandoverEvent = {
    type: 'HandoverSigningCodeRejected',
    data: {
      bookingId: state.terms.bookingId,
      phase: data.phase,
      failedTries: issued.failedTries + 1,
      rejectedAt: now,
    },
  };
  return [rejected];
}

function sign(command: SignHandover, state: Existing): BookingEvent[] {
  const { data, metadata } = command;
  const { now } = metadata;
  const { phase, party, actor } = data;
  const { bookingId } = state.terms;
  const report = state.handovers[phase];
  const content = handoverContentHash(bookingId, phase, report);
  const signed = report.signatures.get(party);
  if (signed?.signatureSha256 === data.signatureSha256 && signed.contentSha256 === content) return [];
  if (party !== actor.party && !(party === 'customer' && actor.party === 'owner'))
    throw new DomainError('forbidden', 'forbidden', 'Only the owner signs as the owner.');
  mustBeOpen(state, phase, now);
  const { missingAngles, readings } = handoverCompleteness(bookingId, phase, report);
  if (missingAngles.length > 0 || !readings)
    throw refused('handover_incomplete', 'Every photo and the readings are needed before signing.', {
      missingAngles,
      readings,
    });
  if (party !== actor.party) {
    const rejected = checkCode(state, report, data, now);
    if (rejected.length > 0) return rejected;
  }
  mustHaveRoom(report);
  const signature: HandoverEvent = {
    type: 'HandoverSigned',
    data: {
      bookingId,
      phase,
      party,
      signatureKey: data.signatureKey,
      signatureSha256: data.signatureSha256,
      contentSha256: content,
      signedAt: now,
    },
  };
  const after = evolveHandovers(state.handovers, signature)[phase];
  if (handoverCompleteness(bookingId, phase, after).signedBy.length < 2) return [signature];
  return [signature, ...seal(state, phase, after, now)];
}

/** Both signed the complete content: sealed, and the pickup report sealed is the handover (decision 87). */
/** The return's extras under the frozen terms (decision 88); none for a booking made before terms were frozen. */
function assessExtras(state: Existing, report: HandoverReportState, now: string): BookingEvent[] {
  const terms = state.terms.returnTerms;
  const atPickup = state.handovers.pickup.readings;
  const atReturn = report.readings;
  if (!terms || !atPickup || !atReturn) return [];
  const dueBackAt = instantInParis(state.terms.endDate, PICKUP_HOUR).toISOString();
  const extras = computeReturnExtras(terms, {
    days: state.terms.quote.days,
    pickupOdometerKm: atPickup.odometerKm,
    returnOdometerKm: atReturn.odometerKm,
    pickupFuelPercent: atPickup.fuelPercent,
    returnFuelPercent: atReturn.fuelPercent,
    dueBackAt,
    returnedAt: atReturn.recordedAt,
  });
  const { bookingId } = state.terms;
  return [
    {
      type: 'ReturnExtrasAssessed',
      data: {
        bookingId,
        phase: 'return',
        ...extras,
        dueBackAt,
        returnedAt: atReturn.recordedAt,
        assessedAt: now,
      },
    },
  ];
}

function seal(
  state: Existing,
  phase: HandoverPhase,
  report: HandoverReportState,
  now: string,
): BookingEvent[] {
  const { bookingId, carId, ownerId } = state.terms;
  const sealed: BookingEvent = {
    type: 'HandoverSealed',
    data: { bookingId, phase, sealSha256: handoverSealHash(bookingId, phase, report), sealedAt: now },
  };
  if (phase === 'return') return [sealed, ...assessExtras(state, report, now)];
  if (state.deposit.pickedUpAt) return [sealed];
  const deposit = securedDeposit(state);
  return [sealed, { type: 'BookingPickedUp', data: { bookingId, carId, ownerId, deposit, pickedUpAt: now } }];
}

/** The handover reports' commands, decided on the booking's own stream (decision 87). */
export function decideHandover(command: HandoverCommand, state: Existing): BookingEvent[] {
  mustBeAParty(state, command.data.actor);
  switch (command.type) {
    case 'AddHandoverPhoto':
      return addPhoto(command, state);
    case 'RecordHandoverReadings':
      return recordReadings(command, state);
    case 'NoteHandoverDamage':
      return noteDamage(command, state);
    case 'IssueHandoverSigningCode':
      return issueCode(command, state);
    case 'SignHandover':
      return sign(command, state);
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}
