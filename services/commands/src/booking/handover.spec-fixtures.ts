import { HANDOVER_ANGLES, type HandoverParty, type HandoverPhase } from '@grandtour/shared';
import type { BookingEvent } from './booking.ts';
import { ids, terms } from './booking.spec-fixtures.ts';
import type { HandoverActor, HandoverCommand } from './decide-handover.ts';
import { handoverObjectKey, sha256Hex } from './handover-seal.ts';

/** The March 2027 booking's handover: its pickup is at 10:00 Paris (09:00Z) on 10 March. */
export const DURING_PICKUP = '2027-03-10T09:05:00.000Z';
export const owner: HandoverActor = { party: 'owner', userId: ids.ownerId };
export const customer: HandoverActor = { party: 'customer', userId: terms.userId };
export const hashOf = (name: string) => sha256Hex(name);

export const addPhoto = (
  slot: string,
  sha256 = hashOf(slot),
  {
    phase = 'pickup',
    actor = owner,
    now = DURING_PICKUP,
  }: { phase?: HandoverPhase; actor?: HandoverActor; now?: string } = {},
): HandoverCommand => ({
  type: 'AddHandoverPhoto',
  data: {
    phase,
    actor,
    slot,
    sha256,
    objectKey: handoverObjectKey(ids.bookingId, phase, sha256, 'webp'),
    contentType: 'image/webp',
    bytes: 1000,
  },
  metadata: { now },
});
export const photoAdded = (
  slot: string,
  sha256 = hashOf(slot),
  {
    phase = 'pickup',
    by = 'owner',
    now = DURING_PICKUP,
  }: { phase?: HandoverPhase; by?: HandoverParty; now?: string } = {},
): BookingEvent => ({
  type: 'HandoverPhotoAdded',
  data: {
    bookingId: ids.bookingId,
    phase,
    slot,
    objectKey: handoverObjectKey(ids.bookingId, phase, sha256, 'webp'),
    sha256,
    contentType: 'image/webp',
    bytes: 1000,
    addedBy: by,
    addedAt: now,
  },
});
export const readingsRecorded = (
  odometerKm: number,
  phase: HandoverPhase = 'pickup',
  now = DURING_PICKUP,
): BookingEvent => ({
  type: 'HandoverReadingsRecorded',
  data: {
    bookingId: ids.bookingId,
    phase,
    odometerKm,
    fuelPercent: 80,
    recordedBy: 'owner',
    recordedAt: now,
  },
});
/** Every angle photographed and the readings in: ready to sign. */
export const complete = (
  phase: HandoverPhase = 'pickup',
  odometerKm = 12_000,
  now = DURING_PICKUP,
): BookingEvent[] => [
  ...HANDOVER_ANGLES.map((angle) => photoAdded(angle, hashOf(`${phase}${angle}`), { phase, now })),
  readingsRecorded(odometerKm, phase, now),
];
export const sign = (
  party: HandoverParty,
  {
    phase = 'pickup',
    actor = party === 'owner' ? owner : customer,
    code = null,
    now = DURING_PICKUP,
    signature = hashOf(`sig${party}`),
  }: {
    phase?: HandoverPhase;
    actor?: HandoverActor;
    code?: string | null;
    now?: string;
    signature?: string;
  } = {},
): HandoverCommand => ({
  type: 'SignHandover',
  data: {
    phase,
    actor,
    party,
    code,
    signatureKey: handoverObjectKey(ids.bookingId, phase, signature, 'png'),
    signatureSha256: signature,
  },
  metadata: { now },
});
