import type { ConversationParty } from '@grandtour/shared';
import { MAX_MESSAGE_PHOTOS, MAX_MESSAGE_TEXT, maskContactDetails } from '@grandtour/shared';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type {
  ConversationEvent,
  ConversationStarted,
  MessagePhoto,
  ReportReason,
} from './conversation-events.ts';
import type { ConversationState } from './conversation-state.ts';
import { customerKeyOf, evolveConversation, reportKey } from './conversation-state.ts';

type Now = { metadata: { now: string } };

/** Who acts, as the API established it: the owner's account, or the customer's account or guest id. */
export type ConversationActor =
  { party: ConversationParty; userId: string } | { party: 'customer'; guestKey: string };

export type StartConversation = {
  type: 'StartConversation';
  data: Omit<ConversationStarted['data'], 'startedAt'>;
} & Now;
export type PostMessage = {
  type: 'PostMessage';
  data: {
    actor: ConversationActor;
    messageId: string;
    text: string;
    photos: MessagePhoto[];
    /** Whether the booking is confirmed now: until then (and always for an inquiry) contact details are masked. */
    bookingConfirmed: boolean;
  };
} & Now;
export type MarkConversationRead = {
  type: 'MarkConversationRead';
  data: { actor: ConversationActor; upToSeq: number };
} & Now;
export type ReportMessage = {
  type: 'ReportMessage';
  data: { actor: ConversationActor; messageId: string; reason: ReportReason; note: string };
} & Now;

/** The guest `fromCustomerKey` signed in to the account `toUserId`. */
export type ClaimConversation = {
  type: 'ClaimConversation';
  data: { fromCustomerKey: string; toUserId: string };
} & Now;

export type ConversationCommand =
  StartConversation | PostMessage | MarkConversationRead | ReportMessage | ClaimConversation;
type Open = Extract<ConversationState, { status: 'open' }>;

const notFound = () =>
  new DomainError('conversation_not_found', 'not_found', 'No such conversation for this caller.');

/** A party as a data subject: whose key seals what they write (decision 99). */
const partyKey = (state: Open, party: ConversationParty) =>
  party === 'owner' ? `user:${state.ownerId}` : state.customerKey;

/** The actor's party if they are that party of this conversation; anybody else finds no conversation. */
function partyOf(state: Open, actor: ConversationActor): ConversationParty {
  const isParty =
    actor.party === 'owner'
      ? 'userId' in actor && actor.userId === state.ownerId
      : customerKeyOf(actor) === state.customerKey;
  if (!isParty) throw notFound();
  return actor.party;
}

function post(command: PostMessage, state: Open): ConversationEvent[] {
  const { actor, messageId, photos, bookingConfirmed } = command.data;
  const author = partyOf(state, actor);
  if (state.authors.has(messageId)) return [];
  const text = command.data.text.trim();
  if (text.length === 0 || text.length > MAX_MESSAGE_TEXT)
    throw new DomainError('message_text_invalid', 'rule', 'A message has between 1 and 2000 characters.');
  if (photos.length > MAX_MESSAGE_PHOTOS)
    throw new DomainError('message_photos_invalid', 'rule', 'A message has at most 4 photos.');
  const masking = state.kind === 'inquiry' || !bookingConfirmed;
  const kept = masking ? maskContactDetails(text) : { text, masked: [] };
  return [
    {
      type: 'MessagePosted',
      data: {
        conversationId: state.conversationId,
        messageId,
        seq: state.lastSeq + 1,
        author,
        authorKey: partyKey(state, author),
        text: kept.text,
        masked: kept.masked,
        photos,
        postedAt: command.metadata.now,
      },
    },
  ];
}

function decide(command: ConversationCommand, state: ConversationState): ConversationEvent[] {
  const { now } = command.metadata;
  if (command.type === 'StartConversation') {
    if (state.status === 'open') return [];
    return [{ type: 'ConversationStarted', data: { ...command.data, startedAt: now } }];
  }
  if (state.status === 'none') throw notFound();
  const { conversationId } = state;
  switch (command.type) {
    case 'PostMessage':
      return post(command, state);
    case 'MarkConversationRead': {
      const party = partyOf(state, command.data.actor);
      // A mark beyond the last message (a page that raced a new one) counts up to what exists.
      const upToSeq = Math.min(command.data.upToSeq, state.lastSeq);
      if (upToSeq <= state.readUpTo[party]) return [];
      return [{ type: 'ConversationRead', data: { conversationId, party, upToSeq, readAt: now } }];
    }
    case 'ReportMessage': {
      const { actor, messageId, reason, note } = command.data;
      const party = partyOf(state, actor);
      const author = state.authors.get(messageId);
      if (!author) throw new DomainError('message_not_found', 'not_found', 'No such message.');
      if (author === party)
        throw new DomainError('message_report_own', 'rule', 'One cannot report one’s own message.');
      if (state.reports.has(reportKey(messageId, party))) return [];
      return [
        {
          type: 'MessageReported',
          data: {
            conversationId,
            messageId,
            party,
            reporterKey: partyKey(state, party),
            reason,
            note: note.trim(),
            reportedAt: now,
          },
        },
      ];
    }
    case 'ClaimConversation': {
      const customerKey = customerKeyOf({ userId: command.data.toUserId });
      // Claimed already (a sign-in finishing an interrupted one): nothing to do.
      if (state.customerKey === customerKey) return [];
      if (state.customerKey !== command.data.fromCustomerKey || !state.customerKey.startsWith('guest:'))
        throw notFound();
      return [
        {
          type: 'ConversationClaimed',
          data: { conversationId, fromCustomerKey: state.customerKey, customerKey, claimedAt: now },
        },
      ];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const conversationDecider: Decider<ConversationCommand, ConversationEvent, ConversationState> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveConversation,
  decide,
};
