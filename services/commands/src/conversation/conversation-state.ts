import type { ConversationKind, ConversationParty } from '@grandtour/shared';
import type { ConversationEvent } from './conversation-events.ts';

export type ConversationState =
  | { status: 'none' }
  | {
      status: 'open';
      conversationId: string;
      kind: ConversationKind;
      bookingId: string | null;
      ownerId: string;
      customerKey: string;
      lastSeq: number;
      /** Each message's author, by message id. */
      authors: ReadonlyMap<string, ConversationParty>;
      readUpTo: Readonly<Record<ConversationParty, number>>;
      /** `{messageId}:{party}` for each report made. */
      reports: ReadonlySet<string>;
    };

export const reportKey = (messageId: string, party: ConversationParty) => `${messageId}:${party}`;

/** Who the customer is, as a conversation records it: an account, or a browser's guest id (`guest:{uuid}`). */
export const customerKeyOf = (customer: { userId: string } | { guestKey: string }) =>
  'userId' in customer ? `user:${customer.userId}` : customer.guestKey;

export function evolveConversation(state: ConversationState, event: ConversationEvent): ConversationState {
  switch (event.type) {
    case 'ConversationStarted': {
      const { conversationId, kind, bookingId, ownerId, customerKey } = event.data;
      return {
        status: 'open',
        conversationId,
        kind,
        bookingId,
        ownerId,
        customerKey,
        lastSeq: 0,
        authors: new Map(),
        readUpTo: { customer: 0, owner: 0 },
        reports: new Set(),
      };
    }
    case 'MessagePosted':
      if (state.status !== 'open') return state;
      return {
        ...state,
        lastSeq: event.data.seq,
        authors: new Map(state.authors).set(event.data.messageId, event.data.author),
      };
    case 'ConversationRead':
      if (state.status !== 'open') return state;
      return { ...state, readUpTo: { ...state.readUpTo, [event.data.party]: event.data.upToSeq } };
    case 'MessageReported':
      if (state.status !== 'open') return state;
      return {
        ...state,
        reports: new Set(state.reports).add(reportKey(event.data.messageId, event.data.party)),
      };
    case 'ConversationClaimed':
      if (state.status !== 'open') return state;
      return { ...state, customerKey: event.data.customerKey };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
