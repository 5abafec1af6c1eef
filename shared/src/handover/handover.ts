/**
 * The handover's vocabulary (issue 23, decision 87): a report at pickup and one at return, each with photos from set
 * angles, the readings, damage noted, and both parties' signatures, sealed by the SHA-256 of everything in it.
 */
export const HANDOVER_PHASES = ['pickup', 'return'] as const;
export type HandoverPhase = (typeof HANDOVER_PHASES)[number];

/** The photos every report needs, in the order the guided flow asks for them. */
export const HANDOVER_ANGLES = [
  'front',
  'back',
  'left',
  'right',
  'front_left',
  'front_right',
  'rear_left',
  'rear_right',
  'interior',
  'dashboard',
] as const;
export type HandoverAngle = (typeof HANDOVER_ANGLES)[number];

export const HANDOVER_PARTIES = ['owner', 'customer'] as const;
export type HandoverParty = (typeof HANDOVER_PARTIES)[number];

export const HANDOVER_LIMITS = {
  /** No road car has done more. */
  odometerKmMax: 2_000_000,
  /** Damage noted per report, each with one photo. */
  damagesMax: 20,
  damageNoteMaxLength: 500,
  /** A photo as uploaded (it is re-encoded and stripped of metadata before it is kept). */
  photoBytesMax: 15 * 1024 * 1024,
  /** A drawn signature, PNG. */
  signatureBytesMax: 512 * 1024,
  /** Photos and signatures kept for one report, retakes and new signatures included: what one report may store. */
  filesPerReportMax: 80,
  /** The customer's one-time code to sign on their own phone: six digits, valid 15 minutes. */
  signingCodeDigits: 6,
  signingCodeMinutes: 15,
} as const;

/** A report can be sealed once every angle has a photo, the readings are in and both parties have signed. */
export interface HandoverCompleteness {
  missingAngles: HandoverAngle[];
  readings: boolean;
  signedBy: HandoverParty[];
}
