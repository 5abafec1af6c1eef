import { z } from 'zod';
import { HANDOVER_ANGLES, HANDOVER_LIMITS, HANDOVER_PARTIES, HANDOVER_PHASES } from './handover.ts';

const instant = z.iso.datetime({ offset: true });
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** An angle of HANDOVER_ANGLES, or `damage-{n}` (1 to damagesMax) for a damage's photo. */
export const HANDOVER_SLOT = new RegExp(`^(${HANDOVER_ANGLES.join('|')}|damage-[1-9][0-9]?)$`);
export const DAMAGE_SLOT = /^damage-[1-9][0-9]?$/;

export const HandoverParamsSchema = z.object({ id: z.uuid(), phase: z.enum(HANDOVER_PHASES) });
export const HandoverSlotParamsSchema = HandoverParamsSchema.extend({
  slot: z.string().regex(HANDOVER_SLOT),
});

export const HandoverReadingsRequestSchema = z.strictObject({
  odometerKm: z.number().int().min(0).max(HANDOVER_LIMITS.odometerKmMax),
  fuelPercent: z.number().int().min(0).max(100),
});
export type HandoverReadingsRequest = z.infer<typeof HandoverReadingsRequestSchema>;

export const HandoverDamageRequestSchema = z.strictObject({
  /** The slot of the damage's photo, already uploaded (`damage-1`…). */
  slot: z.string().regex(DAMAGE_SLOT),
  note: z.string().trim().min(1).max(HANDOVER_LIMITS.damageNoteMaxLength),
});
export type HandoverDamageRequest = z.infer<typeof HandoverDamageRequestSchema>;

/** On the owner's route: `party=customer` signs for the customer on the owner's phone, with their one-time code. */
export const HandoverSignatureQuerySchema = z.strictObject({
  party: z.enum(HANDOVER_PARTIES).optional(),
});

export const HandoverSigningCodeResponseSchema = z.object({
  /** Shown once; only its hash is kept. */
  code: z.string().regex(new RegExp(`^[0-9]{${HANDOVER_LIMITS.signingCodeDigits}}$`)),
  expiresAt: instant,
});
export type HandoverSigningCodeResponse = z.infer<typeof HandoverSigningCodeResponseSchema>;

export const HandoverSlotSchema = z.object({
  slot: z.string(),
  /** Served only to the booking's parties and admins; null while no photo was taken. */
  photoUrl: z.string().nullable(),
  sha256: sha256.nullable(),
  addedBy: z.enum(HANDOVER_PARTIES).nullable(),
  addedAt: instant.nullable(),
});

export const HandoverReportSchema = z.object({
  bookingId: z.uuid(),
  phase: z.enum(HANDOVER_PHASES),
  /** Every angle in the guided flow's order, then the damage photos. */
  slots: z.array(HandoverSlotSchema),
  readings: z
    .object({
      odometerKm: z.number().int(),
      fuelPercent: z.number().int(),
      recordedBy: z.enum(HANDOVER_PARTIES),
      recordedAt: instant,
    })
    .nullable(),
  damages: z.array(
    z.object({
      damageId: z.string(),
      note: z.string(),
      photoSlot: z.string(),
      notedBy: z.enum(HANDOVER_PARTIES),
      notedAt: instant,
    }),
  ),
  signatures: z.array(
    z.object({
      party: z.enum(HANDOVER_PARTIES),
      signedAt: instant,
      /** Signed on the report's current content; false once something was added after. */
      current: z.boolean(),
    }),
  ),
  completeness: z.object({
    missingAngles: z.array(z.enum(HANDOVER_ANGLES)),
    readings: z.boolean(),
    signedBy: z.array(z.enum(HANDOVER_PARTIES)),
  }),
  /** What a signature now signs. */
  contentSha256: sha256,
  sealed: z.boolean(),
  sealSha256: sha256.nullable(),
  sealedAt: instant.nullable(),
  /** While a customer's one-time code is valid. */
  signingCodeExpiresAt: instant.nullable(),
  /** The return's extras under the booking's frozen terms, once the return report is sealed (decision 88). */
  extras: z
    .object({
      drivenKm: z.number().int(),
      /** null: unlimited kilometres. */
      includedKm: z.number().int().nullable(),
      extraKm: z.number().int(),
      extraKmCents: z.number().int(),
      refuelCents: z.number().int(),
      lateHours: z.number().int(),
      lateCents: z.number().int(),
      totalCents: z.number().int(),
      dueBackAt: instant,
      returnedAt: instant,
    })
    .nullable(),
});
export type HandoverReport = z.infer<typeof HandoverReportSchema>;
