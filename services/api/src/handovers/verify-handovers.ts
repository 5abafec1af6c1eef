import {
  bookingDecider,
  foldEvents,
  handoverSealHash,
  sha256Hex,
  type BookingEvent,
  type HandoverReportState,
} from '@grandtour/commands';
import type { ObjectStore } from '@grandtour/platform';
import { HANDOVER_PHASES, type HandoverPhase } from '@grandtour/shared';

/** One difference between what the events recorded and what the store holds. */
export interface HandoverMismatch {
  phase: HandoverPhase;
  /** A photo's slot, `signature:{party}`, or `seal`. */
  item: string;
  expected: string;
  /** The SHA-256 of what the store holds, or 'missing'. */
  found: string;
}

export interface HandoverVerification {
  /** Objects read back and hashed. */
  objectsChecked: number;
  sealsChecked: number;
  mismatches: HandoverMismatch[];
}

/**
 * Every photo and signature of a booking's reports read back from the store and hashed, and each seal computed
 * again from the hashes found (decision 87): a photo altered or lost shows as itself and as a broken seal.
 */
export async function verifyHandovers(
  events: readonly BookingEvent[],
  objects: ObjectStore,
): Promise<HandoverVerification> {
  const state = foldEvents(bookingDecider, events);
  const result: HandoverVerification = { objectsChecked: 0, sealsChecked: 0, mismatches: [] };
  if (state.status === 'none') return result;
  const { bookingId } = state.terms;
  const hashOf = async (key: string) => {
    result.objectsChecked++;
    const object = await objects.get(key);
    return object ? sha256Hex(object.bytes) : 'missing';
  };
  for (const phase of HANDOVER_PHASES) {
    const report = state.handovers[phase];
    const photos = new Map(report.photos);
    for (const [slot, photo] of report.photos) {
      const found = await hashOf(photo.objectKey);
      if (found === photo.sha256) continue;
      result.mismatches.push({ phase, item: slot, expected: photo.sha256, found });
      photos.set(slot, { ...photo, sha256: found });
    }
    const signatures = new Map(report.signatures);
    for (const [party, signature] of report.signatures) {
      const found = await hashOf(signature.signatureKey);
      if (found === signature.signatureSha256) continue;
      result.mismatches.push({
        phase,
        item: `signature:${party}`,
        expected: signature.signatureSha256,
        found,
      });
      signatures.set(party, { ...signature, signatureSha256: found });
    }
    if (!report.seal) continue;
    result.sealsChecked++;
    const asFound: HandoverReportState = { ...report, photos, signatures };
    const seal = handoverSealHash(bookingId, phase, asFound);
    if (seal !== report.seal.sealSha256)
      result.mismatches.push({ phase, item: 'seal', expected: report.seal.sealSha256, found: seal });
  }
  return result;
}
