/* The drivers' documents' words and rules, without zod: pages import these; the schemas are in the .schema file. */

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

/**
 * Whether the driver counts as verified on a date (a booking's return, say): verified, and their licence, when its
 * expiry is known, still valid then. A verified account books instantly until its licence expires (issue 22).
 */
export const isDriverVerifiedOn = (
  driver: { status: DriverVerificationStatus; licenceExpiresOn: string | null },
  date: string,
): boolean =>
  driver.status === 'verified' && (driver.licenceExpiresOn === null || driver.licenceExpiresOn >= date);
