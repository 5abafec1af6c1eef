import { createHash } from 'node:crypto';
import { HANDOVER_ANGLES, HANDOVER_PARTIES, type HandoverCompleteness } from '@grandtour/shared';
import type { HandoverPhase } from '@grandtour/shared';
import type { HandoverReportState } from './handover-state.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** JSON with every object's keys sorted, so the same content always gives the same text (and hash). */
export function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key]!)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** What the parties sign: every photo's hash by slot, the readings, the damage noted. */
function contentOf(bookingId: string, phase: HandoverPhase, report: HandoverReportState) {
  return {
    bookingId,
    phase,
    photos: Object.fromEntries([...report.photos].map(([slot, photo]) => [slot, photo.sha256])),
    readings: report.readings && {
      odometerKm: report.readings.odometerKm,
      fuelPercent: report.readings.fuelPercent,
    },
    damages: report.damages.map(({ damageId, note, photoSlot }) => ({ damageId, note, photoSlot })),
  };
}

/** The SHA-256 of the report's content: a signature on another hash is stale. */
export function handoverContentHash(
  bookingId: string,
  phase: HandoverPhase,
  report: HandoverReportState,
): string {
  return sha256Hex(canonicalJson(contentOf(bookingId, phase, report)));
}

/** The seal: the content and both signatures, hashed together (decision 87). */
export function handoverSealHash(
  bookingId: string,
  phase: HandoverPhase,
  report: HandoverReportState,
): string {
  const signatures = Object.fromEntries(
    [...report.signatures].map(([party, { signatureSha256, contentSha256 }]) => [
      party,
      { signatureSha256, contentSha256 },
    ]),
  );
  return sha256Hex(canonicalJson({ ...contentOf(bookingId, phase, report), signatures }));
}

/** What the report still lacks; `signedBy` counts only signatures on its current content. */
export function handoverCompleteness(
  bookingId: string,
  phase: HandoverPhase,
  report: HandoverReportState,
): HandoverCompleteness {
  const content = handoverContentHash(bookingId, phase, report);
  return {
    missingAngles: HANDOVER_ANGLES.filter((angle) => !report.photos.has(angle)),
    readings: report.readings !== null,
    signedBy: HANDOVER_PARTIES.filter((party) => report.signatures.get(party)?.contentSha256 === content),
  };
}

/** The one-time code as kept: salted with the report, so one hash says nothing of another report's code. */
export const signingCodeHash = (bookingId: string, phase: HandoverPhase, code: string) =>
  sha256Hex(`handover-code\n${bookingId}\n${phase}\n${code}`);

/** Where a report's photos and signatures are kept. */
export const handoverObjectKey = (
  bookingId: string,
  phase: HandoverPhase,
  sha256: string,
  extension: 'webp' | 'png',
) => `handovers/${bookingId}/${phase}/${sha256}.${extension}`;
