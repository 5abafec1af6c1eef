/*
 * The conversations' words and limits (decision 94), apart from their schemas: the public site's pages use them
 * without bringing zod into their chunks.
 */

export const CONVERSATION_KINDS = ['booking', 'inquiry'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];
export const CONVERSATION_PARTIES = ['customer', 'owner'] as const;
export type ConversationParty = (typeof CONVERSATION_PARTIES)[number];
/** What was masked in a message written before the booking was confirmed (the note says why). */
export const MASKED_KINDS = ['phone', 'email', 'link'] as const;
export type MaskedKind = (typeof MASKED_KINDS)[number];
export const REPORT_REASONS = ['spam', 'abuse', 'off_platform', 'other'] as const;

export const MAX_MESSAGE_TEXT = 2000;
export const MAX_MESSAGE_PHOTOS = 4;
/** Unread this long, a message is e-mailed to its recipient (one e-mail per batch of unread messages). */
export const UNREAD_EMAIL_AFTER_MINUTES = 10;
