import { z } from 'zod';
import { CalendarDateSchema } from '../time/calendar-date.ts';

/** What a driver uploads (issue 22): both sides of the driving licence and an identity document. */
export const DRIVER_DOCUMENT_KINDS = ['licence_front', 'licence_back', 'identity'] as const;
export type DriverDocumentKind = (typeof DRIVER_DOCUMENT_KINDS)[number];

/** Why documents are refused: a short fixed list, each shown to the driver in their language. */
export const DRIVER_REJECTION_REASONS = [
  'unreadable',
  'expired',
  'name_mismatch',
  'incomplete',
  'not_accepted',
  'other',
] as const;
export type DriverRejectionReason = (typeof DRIVER_REJECTION_REASONS)[number];

/** none: nothing uploaded; submitted: waiting for a check; verified or rejected by an owner or an administrator. */
export const DRIVER_VERIFICATION_STATUSES = ['none', 'submitted', 'verified', 'rejected'] as const;
export type DriverVerificationStatus = (typeof DRIVER_VERIFICATION_STATUSES)[number];

/**
 * How long before pickup the driver must be verified: from then, the owner is warned of an unverified driver, and a
 * booking whose driver's documents stand refused is cancelled and refunded in full.
 */
export const DRIVER_CHECK_HOURS_BEFORE_PICKUP = 24;

/** A document as uploaded: a phone photo or a scan may be large; what is kept is re-encoded and smaller. */
export const MAX_DRIVER_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const DriverDocumentKindParamsSchema = z.object({ kind: z.enum(DRIVER_DOCUMENT_KINDS) });

export const DriverDocumentSchema = z.object({
  kind: z.enum(DRIVER_DOCUMENT_KINDS),
  contentType: z.enum(['image/jpeg', 'application/pdf']),
  uploadedAt: z.string(),
});
export type DriverDocument = z.infer<typeof DriverDocumentSchema>;

/** Where a driver stands: their documents (never their bytes), and the last decision on them. */
export const DriverDocumentsStatusSchema = z.object({
  status: z.enum(DRIVER_VERIFICATION_STATUSES),
  documents: z.array(DriverDocumentSchema),
  rejection: z.object({ reason: z.enum(DRIVER_REJECTION_REASONS), note: z.string().nullable() }).nullable(),
  decidedAt: z.string().nullable(),
  /** A verified driver is verified until then, when the booking told us the licence's expiry. */
  licenceExpiresOn: CalendarDateSchema.nullable(),
});
export type DriverDocumentsStatus = z.infer<typeof DriverDocumentsStatusSchema>;

/** The driver's own view: with how long their documents are kept after their last rental. */
export const OwnDriverDocumentsSchema = DriverDocumentsStatusSchema.extend({
  retentionDays: z.number().int(),
});
export type OwnDriverDocuments = z.infer<typeof OwnDriverDocumentsSchema>;

export const RejectDriverDocumentsRequestSchema = z.strictObject({
  reason: z.enum(DRIVER_REJECTION_REASONS),
  note: z.string().trim().max(500).optional(),
});
export type RejectDriverDocumentsRequest = z.infer<typeof RejectDriverDocumentsRequestSchema>;

/**
 * Whether the driver counts as verified on a date (a booking's return, say): verified, and their licence, when its
 * expiry is known, still valid then. A verified account books instantly until its licence expires (issue 22).
 */
export const isDriverVerifiedOn = (
  driver: Pick<DriverDocumentsStatus, 'status' | 'licenceExpiresOn'>,
  date: string,
): boolean =>
  driver.status === 'verified' && (driver.licenceExpiresOn === null || driver.licenceExpiresOn >= date);
