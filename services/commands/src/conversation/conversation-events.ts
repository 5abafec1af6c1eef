import type { DomainEvent } from '@grandtour/event-store';
import type {
  ConversationKind,
  ConversationParty,
  LanguageCode,
  MaskedKind,
  REPORT_REASONS,
} from '@grandtour/shared';

/*
 * Conversations between a customer and a car's owner (issue 24, decision 94): one per booking, one per inquiry about
 * a car. Every message, read mark and report is a fact on the stream `conversation-{id}`.
 */

export const conversationStreamName = (conversationId: string) => `conversation-${conversationId}`;

/** A message's photo as kept in the object store (re-encoded, decision 52): its key and the hash of its bytes. */
export interface MessagePhoto {
  objectKey: string;
  sha256: string;
}
export type ReportReason = (typeof REPORT_REASONS)[number];

export type ConversationStarted = DomainEvent<
  'ConversationStarted',
  {
    conversationId: string;
    kind: ConversationKind;
    /** The booking's conversation; null for an inquiry. */
    bookingId: string | null;
    carId: string;
    carName: string;
    ownerId: string;
    ownerName: string;
    /** `user:{id}` for an account, the browser's `guest:{uuid}` for a guest (see customerKeyOf). */
    customerKey: string;
    customerUserId: string | null;
    /** Where a guest who inquired is answered. */
    guestEmail: string | null;
    customerName: string;
    language: LanguageCode;
    startedAt: string;
  }
>;
export type MessagePosted = DomainEvent<
  'MessagePosted',
  {
    conversationId: string;
    messageId: string;
    /** 1, 2, 3… within the conversation. */
    seq: number;
    author: ConversationParty;
    /** Whose words they are (a data subject: `user:{id}`, `guest:{uuid}`), sealed under their key (decision 99). */
    authorKey: string;
    /** The text as kept: masked when it was written before the booking was confirmed. */
    text: string;
    masked: MaskedKind[];
    photos: MessagePhoto[];
    postedAt: string;
  }
>;
export type ConversationRead = DomainEvent<
  'ConversationRead',
  { conversationId: string; party: ConversationParty; upToSeq: number; readAt: string }
>;
export type MessageReported = DomainEvent<
  'MessageReported',
  {
    conversationId: string;
    messageId: string;
    party: ConversationParty;
    /** The reporter as a data subject, whose note it is (decision 99). */
    reporterKey: string;
    reason: ReportReason;
    note: string;
    reportedAt: string;
  }
>;

/** A guest signed in: their conversation is now the account's, as their bookings are (ClaimBooking). */
export type ConversationClaimed = DomainEvent<
  'ConversationClaimed',
  { conversationId: string; fromCustomerKey: string; customerKey: string; claimedAt: string }
>;

export type ConversationEvent =
  ConversationStarted | MessagePosted | ConversationRead | MessageReported | ConversationClaimed;
export const CONVERSATION_EVENT_TYPES: readonly ConversationEvent['type'][] = [
  'ConversationStarted',
  'MessagePosted',
  'ConversationRead',
  'MessageReported',
  'ConversationClaimed',
];
