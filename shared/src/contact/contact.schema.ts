import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SUBJECTS } from './contact.constants.ts';

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
