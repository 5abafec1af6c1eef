import type { ConversationParty } from '@grandtour/shared';
import { UNREAD_EMAIL_AFTER_MINUTES } from '@grandtour/shared';
import type { PlannedDelivery } from './notification-jobs.ts';

/** One side of a conversation as the sweep finds it: what they have seen, what was e-mailed, what came since. */
export interface UnreadRecipient {
  conversationId: string;
  recipient: ConversationParty;
  /** The recipient's read mark, and the last message they wrote themselves: either says they saw what came before. */
  readSeq: number;
  ownSeq: number;
  /** The last message an earlier unread e-mail covered. */
  emailedSeq: number;
  /** The other side's messages after the read mark, in order. */
  messages: readonly { seq: number; postedAt: string }[];
}

export const UNREAD_EMAIL_AFTER_MS = UNREAD_EMAIL_AFTER_MINUTES * 60_000;

export const unreadTemplateFor = (recipient: ConversationParty) =>
  recipient === 'owner' ? ('owner-messages-unread' as const) : ('messages-unread' as const);

/** One delivery per batch: the conversation, its template (its recipient) and the last message it covers. */
export const unreadDeliveryId = (conversationId: string, recipient: ConversationParty, lastSeq: number) =>
  `conversation:${conversationId}:${unreadTemplateFor(recipient)}:${lastSeq}`;

/**
 * Pure: the e-mail a recipient is due, if any (decision 94). Their messages not yet seen nor e-mailed form the batch;
 * once its first has waited UNREAD_EMAIL_AFTER_MINUTES, one e-mail covers the whole batch, up to its last message.
 * The same state always gives the same delivery id, so two sweeps never plan two e-mails for one batch.
 */
export function planUnreadEmail(state: UnreadRecipient, now: Date): PlannedDelivery | null {
  const seen = Math.max(state.readSeq, state.ownSeq, state.emailedSeq);
  const batch = state.messages.filter((message) => message.seq > seen);
  const first = batch[0];
  if (!first || now.getTime() - Date.parse(first.postedAt) < UNREAD_EMAIL_AFTER_MS) return null;
  const lastSeq = batch.at(-1)!.seq;
  return {
    job: {
      kind: 'conversation',
      deliveryId: unreadDeliveryId(state.conversationId, state.recipient, lastSeq),
      template: unreadTemplateFor(state.recipient),
      conversationId: state.conversationId,
      lastSeq,
    },
    runAt: now,
  };
}
