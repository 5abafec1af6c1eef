import type { HandoverParty, HandoverPhase, ReturnExtras } from '@grandtour/shared';
import type { HandoverEvent } from './handover-events.ts';

export interface HandoverPhoto {
  objectKey: string;
  sha256: string;
  contentType: string;
  bytes: number;
  addedBy: HandoverParty;
  addedAt: string;
}
export interface HandoverReadings {
  odometerKm: number;
  fuelPercent: number;
  recordedBy: HandoverParty;
  recordedAt: string;
}
export interface HandoverDamage {
  damageId: string;
  note: string;
  photoSlot: string;
  notedBy: HandoverParty;
  notedAt: string;
}
export interface HandoverSignature {
  signatureKey: string;
  signatureSha256: string;
  contentSha256: string;
  signedAt: string;
}
export interface HandoverSigningCode {
  codeHash: string;
  expiresAt: string;
  failedTries: number;
}

/** One report as its events left it. */
export interface HandoverReportState {
  photos: ReadonlyMap<string, HandoverPhoto>;
  readings: HandoverReadings | null;
  /** In the order they were first noted. */
  damages: readonly HandoverDamage[];
  signatures: ReadonlyMap<HandoverParty, HandoverSignature>;
  code: HandoverSigningCode | null;
  seal: { sealSha256: string; sealedAt: string } | null;
  /** Photos and signatures recorded, each kept as evidence even once replaced (absent in reports stored before). */
  filesKept?: number;
  /** The return's extras, assessed when the return report was sealed (decision 88), and how they were settled. */
  extras?:
    | (ReturnExtras & {
        dueBackAt: string;
        returnedAt: string;
        settlement?: {
          capturedCents: number;
          excessCents: number;
          /** Of the excess, what the booking's card paid (absent before cards were charged). */
          chargedCents?: number;
          settledAt: string;
        } | null;
      })
    | null;
}

export type HandoverReports = Readonly<Record<HandoverPhase, HandoverReportState>>;

export const EMPTY_HANDOVER_REPORT: HandoverReportState = {
  photos: new Map(),
  readings: null,
  damages: [],
  signatures: new Map(),
  code: null,
  seal: null,
};
export const NO_HANDOVERS: HandoverReports = {
  pickup: EMPTY_HANDOVER_REPORT,
  return: EMPTY_HANDOVER_REPORT,
};

/** One report's fold: the booking decider's and the handover_reports read model's. */
export function evolveHandoverReport(report: HandoverReportState, event: HandoverEvent): HandoverReportState {
  switch (event.type) {
    case 'HandoverPhotoAdded': {
      const { slot, objectKey, sha256, contentType, bytes, addedBy, addedAt } = event.data;
      const photos = new Map(report.photos);
      photos.set(slot, { objectKey, sha256, contentType, bytes, addedBy, addedAt });
      return { ...report, photos, filesKept: (report.filesKept ?? 0) + 1 };
    }
    case 'HandoverReadingsRecorded': {
      const { odometerKm, fuelPercent, recordedBy, recordedAt } = event.data;
      return { ...report, readings: { odometerKm, fuelPercent, recordedBy, recordedAt } };
    }
    case 'HandoverDamageNoted': {
      const { damageId, note, photoSlot, notedBy, notedAt } = event.data;
      const damage = { damageId, note, photoSlot, notedBy, notedAt };
      const known = report.damages.some((noted) => noted.damageId === damageId);
      return {
        ...report,
        damages: known
          ? report.damages.map((noted) => (noted.damageId === damageId ? damage : noted))
          : [...report.damages, damage],
      };
    }
    case 'HandoverSigningCodeIssued':
      return {
        ...report,
        code: { codeHash: event.data.codeHash, expiresAt: event.data.expiresAt, failedTries: 0 },
      };
    case 'HandoverSigningCodeRejected':
      return report.code
        ? { ...report, code: { ...report.code, failedTries: event.data.failedTries } }
        : report;
    case 'HandoverSigned': {
      const { party, signatureKey, signatureSha256, contentSha256, signedAt } = event.data;
      const signatures = new Map(report.signatures);
      signatures.set(party, { signatureKey, signatureSha256, contentSha256, signedAt });
      // A code serves one signature.
      return {
        ...report,
        signatures,
        code: party === 'customer' ? null : report.code,
        filesKept: (report.filesKept ?? 0) + 1,
      };
    }
    case 'HandoverSealed':
      return { ...report, seal: { sealSha256: event.data.sealSha256, sealedAt: event.data.sealedAt } };
    case 'ReturnExtrasAssessed': {
      const { bookingId: _booking, phase: _phase, assessedAt: _at, ...extras } = event.data;
      return { ...report, extras: { ...extras, settlement: null } };
    }
    case 'ReturnExtrasSettled': {
      if (!report.extras) return report;
      const { capturedCents, excessCents, settledAt } = event.data;
      const chargedCents = event.data.charge?.amountCents ?? 0;
      return {
        ...report,
        extras: { ...report.extras, settlement: { capturedCents, excessCents, chargedCents, settledAt } },
      };
    }
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export function evolveHandovers(reports: HandoverReports, event: HandoverEvent): HandoverReports {
  const { phase } = event.data;
  return { ...reports, [phase]: evolveHandoverReport(reports[phase], event) };
}
