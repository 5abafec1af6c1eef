import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

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
