// Kept apart from the schemas so that a page using them does not load zod.
/** Spec §5: the contact form's subjects; `general` is the placeholder the form starts with. */
export const CONTACT_SUBJECTS = ['general', 'reservation', 'pricing', 'partnership', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
