import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { INVOICE_RECORD_FIELDS, PAYMENT_REFERENCE_FIELDS } from './retention.ts';

const Days = z.number().int().min(1);

/**
 * GET /api/privacy: how long personal data is kept, from the server's settings (DOCUMENT_RETENTION_DAYS,
 * CONTACT_MESSAGE_RETENTION_DAYS, GUEST_DATA_RETENTION_DAYS) and the legal durations (retention.ts). The privacy page
 * is written from it.
 */
export const PrivacyRetentionSchema = z.object({
  /** Days after the end of the driver's last rental when their licence and ID documents are erased. */
  driverDocumentDays: Days,
  /** Days after a contact-form message was received when it is erased. */
  contactMessageDays: Days,
  /** Days after the last activity of a guest who never booked when the guest's data is erased. */
  guestDataDays: Days,
  invoices: z.object({
    years: z.number().int().min(1),
    fields: z.array(z.enum(INVOICE_RECORD_FIELDS)),
  }),
  paymentReferences: z.object({
    /** Months after the booking's last payment. */
    months: z.number().int().min(1),
    fields: z.array(z.enum(PAYMENT_REFERENCE_FIELDS)),
  }),
});
export type PrivacyRetention = z.infer<typeof PrivacyRetentionSchema>;

/** `POST /api/privacy/export-link`: a guest asks for a link to their data, sent to this address (issue 25). */
export const DataExportLinkRequestSchema = z.strictObject({
  email: z.email().max(254),
  language: z.enum(LANGUAGES).optional(),
});
export type DataExportLinkRequest = z.infer<typeof DataExportLinkRequestSchema>;

/** The same answer whether or not the address is known: nobody learns from it who booked here. */
export const DataExportLinkResponseSchema = z.object({ status: z.literal('sent_if_known') });
export type DataExportLinkResponse = z.infer<typeof DataExportLinkResponseSchema>;

export const DataExportQuerySchema = z.object({ token: z.string().min(1).max(2000) });
