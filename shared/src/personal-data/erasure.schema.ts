import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

/** An administrator erases a person on their request, found by the e-mail address they wrote from. */
export const AdminErasureRequestSchema = z.strictObject({
  email: z.email().max(254),
});

/** The erasure asked for: the subjects it covers (an account, guest identities), done by the next sweep. */
export const ErasureRequestedSchema = z.object({
  status: z.literal('requested'),
  subjects: z.array(z.string()),
});
export type ErasureRequested = z.infer<typeof ErasureRequestedSchema>;

/** A signed-in person asks to erase their account: a link to confirm it is e-mailed, in this language (else theirs). */
export const AccountErasureRequestSchema = z
  .strictObject({ language: z.enum(LANGUAGES).optional() })
  .nullish();
export type AccountErasureRequest = z.infer<typeof AccountErasureRequestSchema>;

export const ErasureConfirmationSentSchema = z.object({ status: z.literal('confirmation_sent') });
export type ErasureConfirmationSent = z.infer<typeof ErasureConfirmationSentSchema>;

/** The token of the e-mailed link: it names the account, so no session is needed. */
export const ErasureConfirmRequestSchema = z.strictObject({ token: z.string().min(1).max(200) });
export type ErasureConfirmRequest = z.infer<typeof ErasureConfirmRequestSchema>;

export const SelfErasureRequestedSchema = z.object({ status: z.literal('requested') });
export type SelfErasureRequested = z.infer<typeof SelfErasureRequestedSchema>;

/** One erasure as administrators list them: the subject's id and dates, nothing that names the person. */
export const ErasureRecordSchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(['requested', 'erased']),
  requestedBy: z.enum(['self', 'administrator', 'retention']),
  requestedAt: z.iso.datetime(),
  erasedAt: z.iso.datetime().nullable(),
});
export type ErasureRecord = z.infer<typeof ErasureRecordSchema>;
