import { z } from 'zod';
import {
  CONVERSATION_KINDS,
  CONVERSATION_PARTIES,
  MASKED_KINDS,
  MAX_MESSAGE_TEXT,
  REPORT_REASONS,
} from './conversation-limits.ts';

/*
 * Messages between customers and owners (issue 24, decision 94): a conversation per booking, and an inquiry per car
 * before any booking. Every message, read mark and report is an event on the conversation's stream; the pages read
 * the `conversations` read models and follow them live over Server-Sent Events.
 */

export * from './conversation-limits.ts';

/** `POST …/messages` as JSON; with photos it is multipart: a `text` field and up to four `photos` files. */
export const PostMessageRequestSchema = z.strictObject({
  text: z.string().trim().min(1).max(MAX_MESSAGE_TEXT),
});
export type PostMessageRequest = z.infer<typeof PostMessageRequestSchema>;

/** `POST /api/cars/:id/inquiries`: a signed-in customer, or a guest who gives an e-mail to be answered at. */
export const StartInquiryRequestSchema = z.strictObject({
  text: z.string().trim().min(1).max(MAX_MESSAGE_TEXT),
  email: z.email().max(254).optional(),
  name: z.string().trim().min(1).max(80).optional(),
});
export type StartInquiryRequest = z.infer<typeof StartInquiryRequestSchema>;

/** `POST …/read`: everything up to this message's `seq` has been seen. */
export const MarkReadRequestSchema = z.strictObject({ upToSeq: z.number().int().min(1).max(1_000_000) });
export const ReportMessageRequestSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS),
  note: z.string().trim().max(500).default(''),
});
export const ConversationParamsSchema = z.object({ id: z.uuid() });
export const MessageParamsSchema = z.object({ id: z.uuid(), messageId: z.uuid() });

export const MessagePhotoSchema = z.object({ url: z.string(), sha256: z.string() });
export const MessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** 1, 2, 3… within the conversation. */
  seq: z.number().int(),
  author: z.enum(CONVERSATION_PARTIES),
  text: z.string(),
  masked: z.array(z.enum(MASKED_KINDS)),
  photos: z.array(MessagePhotoSchema),
  postedAt: z.string(),
  /** Reported by the viewer (each side sees only its own reports). */
  reportedByMe: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(CONVERSATION_KINDS),
  bookingId: z.string().nullable(),
  carId: z.string(),
  carName: z.string(),
  /** The other side as the viewer sees them: the owner's display name, or the customer's first name. */
  counterpartName: z.string(),
  lastMessage: z
    .object({ text: z.string(), author: z.enum(CONVERSATION_PARTIES), postedAt: z.string() })
    .nullable(),
  unreadCount: z.number().int(),
  /** Contact details are masked until the booking is confirmed (an inquiry always). */
  masking: z.boolean(),
  reported: z.boolean(),
  startedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationThreadSchema = ConversationSummarySchema.extend({
  messages: z.array(MessageSchema),
  /** The other side's read mark: the viewer's messages up to it show "Lu". */
  readByOtherUpToSeq: z.number().int(),
});
export type ConversationThread = z.infer<typeof ConversationThreadSchema>;

/**
 * What the live stream (`text/event-stream`) carries, each with `id:` = the activity's position (resume with
 * `Last-Event-ID`): `message` (a new message in one of the viewer's conversations) and `read` (a read mark).
 */
export const LiveMessageEventSchema = z.object({ conversationId: z.string(), message: MessageSchema });
export const LiveReadEventSchema = z.object({
  conversationId: z.string(),
  party: z.enum(CONVERSATION_PARTIES),
  upToSeq: z.number().int(),
});
export type LiveMessageEvent = z.infer<typeof LiveMessageEventSchema>;
export type LiveReadEvent = z.infer<typeof LiveReadEventSchema>;

/** `filter` of a list (`GET /api/conversations`, `/api/owner/conversations`), ra-data-simple-rest style. */
export const ConversationListFilterSchema = z.strictObject({
  unread: z.boolean().optional(),
  kind: z.enum(CONVERSATION_KINDS).optional(),
  carId: z.string().max(100).optional(),
  q: z.string().max(100).optional(),
});
export const CONVERSATION_LIST_SORT_FIELDS = ['lastActivityAt', 'startedAt', 'unreadCount'] as const;

/** What an administrator reads of a reported thread: both sides, and every report with its reason. */
export const MessageReportSchema = z.object({
  party: z.enum(CONVERSATION_PARTIES),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  reportedAt: z.string(),
});
export const AdminConversationThreadSchema = ConversationThreadSchema.extend({
  ownerId: z.string(),
  ownerName: z.string(),
  customerName: z.string(),
  customerUserId: z.string().nullable(),
  reportedAt: z.string().nullable(),
  messages: z.array(MessageSchema.extend({ reports: z.array(MessageReportSchema) })),
});
export type AdminConversationThread = z.infer<typeof AdminConversationThreadSchema>;
export const AdminConversationsQuerySchema = z.strictObject({
  /** Administrators read reported threads only: the filter is there to say so. */
  reported: z.enum(['true']).default('true'),
});
