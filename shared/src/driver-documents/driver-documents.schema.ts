import { z } from 'zod';
import { CalendarDateSchema } from '../time/calendar-date.ts';
import {
  DRIVER_DOCUMENT_KINDS,
  DRIVER_REJECTION_REASONS,
  DRIVER_VERIFICATION_STATUSES,
} from './driver-documents.ts';

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
 * `GET /api/admin/drivers`: drivers whose documents an administrator may decide on (issue 22), those waiting first,
 * soonest pickup first; named as their latest booking gives them (a guest has no account).
 */
export const AdminDriverSchema = z.object({
  userId: z.string(),
  status: z.enum(DRIVER_VERIFICATION_STATUSES),
  documents: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  nextPickup: CalendarDateSchema.nullable(),
  updatedAt: z.string(),
});
export type AdminDriver = z.infer<typeof AdminDriverSchema>;
export const AdminDriversQuerySchema = z.strictObject({
  status: z.enum(DRIVER_VERIFICATION_STATUSES).optional(),
});
