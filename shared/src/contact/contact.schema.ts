import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

/** Spec §5: the contact form's subjects; `general` is the placeholder the form starts with. */
export const CONTACT_SUBJECTS = ['general', 'reservation', 'pricing', 'partnership', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** `POST /api/contact`: names, a valid e-mail and a message are required; phone and subject are optional. */
export const ContactRequestSchema = z.strictObject({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^(\+?[\d ().-]{4,30})?$/, 'Expected a phone number')
    .nullish()
    .transform((value) => (value ? value : null)),
  subject: z
    .enum(CONTACT_SUBJECTS)
    .or(z.literal(''))
    .nullish()
    .transform((value) => (value ? value : 'general')),
  message: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX_LENGTH),
  language: z.enum(LANGUAGES).optional(),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({
  id: z.uuid(),
  subject: z.enum(CONTACT_SUBJECTS),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
