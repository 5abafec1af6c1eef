import { z } from 'zod';
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
