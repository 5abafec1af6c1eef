import { describe, it } from 'vitest';
import { specFor } from '../decider.spec-helpers.ts';
import type { ConversationEvent, ConversationStarted, MessagePosted } from './conversation-events.ts';
import type { ConversationActor, ConversationCommand, PostMessage } from './decide-conversation.ts';
import { conversationDecider } from './decide-conversation.ts';

const given = specFor(conversationDecider);
const NOW = '2027-03-01T10:00:00.000Z';
const metadata = { now: NOW };
const ID = 'conv-1';
const owner: ConversationActor = { party: 'owner', userId: 'owner-1' };
const customer: ConversationActor = { party: 'customer', userId: 'user-1' };
const guest: ConversationActor = { party: 'customer', guestKey: 'guest:g-1' };

const startData: ConversationStarted['data'] = {
  conversationId: ID,
  kind: 'booking',
  bookingId: 'booking-1',
  carId: 'car-1',
  carName: 'Ferrari 488',
  ownerId: 'owner-1',
  ownerName: 'Claire',
  customerKey: 'user:user-1',
  customerUserId: 'user-1',
  guestEmail: null,
  customerName: 'Jean',
  language: 'fr',
  startedAt: NOW,
};
const started: ConversationEvent = { type: 'ConversationStarted', data: startData };
const inquiry: ConversationEvent = {
  type: 'ConversationStarted',
  data: {
    ...startData,
    kind: 'inquiry',
    bookingId: null,
    customerKey: 'guest:g-1',
    customerUserId: null,
    guestEmail: 'jean@example.com',
  },
};

const post = (data: Partial<PostMessage['data']> = {}): ConversationCommand => ({
  type: 'PostMessage',
  data: {
    actor: customer,
    messageId: 'm1',
    text: 'Bonjour',
    photos: [],
    bookingConfirmed: false,
    ...data,
  },
  metadata,
});
const posted = (data: Partial<MessagePosted['data']> = {}): ConversationEvent => ({
  type: 'MessagePosted',
  data: {
    conversationId: ID,
    messageId: 'm1',
    seq: 1,
    author: 'customer',
    authorKey: data.author === 'owner' ? 'user:owner-1' : 'user:user-1',
    text: 'Bonjour',
    masked: [],
    photos: [],
    postedAt: NOW,
    ...data,
  },
});
const read = (actor: ConversationActor, upToSeq: number): ConversationCommand => ({
  type: 'MarkConversationRead',
  data: { actor, upToSeq },
  metadata,
});
const report = (actor: ConversationActor, messageId = 'm1'): ConversationCommand => ({
  type: 'ReportMessage',
  data: { actor, messageId, reason: 'spam', note: ' insistant ' },
  metadata,
});

describe('starting a conversation', () => {
  const { startedAt: _, ...data } = startData;
  it('records who the parties are', () =>
    given([]).when({ type: 'StartConversation', data, metadata }).then([started]));
  it('changes nothing when it was started already (its id names the booking or the inquiry)', () =>
    given([started]).when({ type: 'StartConversation', data, metadata }).then([]));
});

describe('posting a message', () => {
  it('numbers the messages 1, 2, 3 whoever writes them', () =>
    given([started, posted()])
      .when(post({ actor: owner, messageId: 'm2', text: ' Bienvenue ' }))
      .then([posted({ messageId: 'm2', seq: 2, author: 'owner', text: 'Bienvenue' })]));

  it('lets the customer and the owner write, and nobody else', () => {
    given([started])
      .when(post({ actor: { party: 'owner', userId: 'owner-2' } }))
      .thenThrows('conversation_not_found');
    given([started])
      .when(post({ actor: { party: 'customer', userId: 'user-2' } }))
      .thenThrows('conversation_not_found');
    given([started])
      .when(post({ actor: { party: 'customer', userId: 'owner-1' } }))
      .thenThrows('conversation_not_found');
    given([started])
      .when(post({ actor: { party: 'owner', userId: 'user-1' } }))
      .thenThrows('conversation_not_found');
    given([started])
      .when(post({ actor: guest }))
      .thenThrows('conversation_not_found');
  });

  it('lets the guest who inquired write, with this browser’s guest id', () => {
    given([inquiry])
      .when(post({ actor: guest }))
      .then([posted({ authorKey: 'guest:g-1' })]);
    given([inquiry])
      .when(post({ actor: { party: 'customer', guestKey: 'guest:g-2' } }))
      .thenThrows('conversation_not_found');
  });

  it('finds no conversation that was never started', () =>
    given([]).when(post()).thenThrows('conversation_not_found'));

  it('masks contact details while the booking is not confirmed', () =>
    given([started])
      .when(post({ text: 'Appelez le 06 12 34 56 78 ou jean@example.com' }))
      .then([posted({ text: 'Appelez le ••• ou •••', masked: ['phone', 'email'] })]));

  it('keeps them once the booking is confirmed', () =>
    given([started])
      .when(post({ text: 'Appelez le 06 12 34 56 78', bookingConfirmed: true }))
      .then([posted({ text: 'Appelez le 06 12 34 56 78' })]));

  it('always masks them in an inquiry', () =>
    given([inquiry])
      .when(post({ actor: guest, text: 'www.example.fr', bookingConfirmed: true }))
      .then([posted({ text: '•••', masked: ['link'], authorKey: 'guest:g-1' })]));

  it('changes nothing when the same message is posted again', () =>
    given([started, posted()])
      .when(post({ text: 'Autre chose' }))
      .then([]));

  it('keeps the photos it is given, four at most', () => {
    const photo = { objectKey: 'messages/conv-1/a.webp', sha256: 'a'.repeat(64) };
    given([started])
      .when(post({ photos: [photo] }))
      .then([posted({ photos: [photo] })]);
    given([started])
      .when(post({ photos: Array(5).fill(photo) }))
      .thenThrows('message_photos_invalid');
  });

  it('refuses an empty or too long text', () => {
    given([started])
      .when(post({ text: '   ' }))
      .thenThrows('message_text_invalid');
    given([started])
      .when(post({ text: 'x'.repeat(2001) }))
      .thenThrows('message_text_invalid');
  });
});

describe('marking a conversation read', () => {
  const two = [started, posted(), posted({ messageId: 'm2', seq: 2 })];
  const ownerRead = (upToSeq: number): ConversationEvent => ({
    type: 'ConversationRead',
    data: { conversationId: ID, party: 'owner', upToSeq, readAt: NOW },
  });

  it('records the party’s mark', () =>
    given(two)
      .when(read(owner, 1))
      .then([ownerRead(1)]));
  it('only moves forward', () => {
    given([...two, ownerRead(2)])
      .when(read(owner, 1))
      .then([]);
    given([...two, ownerRead(2)])
      .when(read(owner, 2))
      .then([]);
  });
  it('counts up to the last message at most', () =>
    given(two)
      .when(read(owner, 9))
      .then([ownerRead(2)]));
  it('keeps each party’s mark apart', () =>
    given([...two, ownerRead(2)])
      .when(read(customer, 2))
      .then([
        {
          type: 'ConversationRead',
          data: { conversationId: ID, party: 'customer', upToSeq: 2, readAt: NOW },
        },
      ]));
  it('is refused to anybody else', () =>
    given(two)
      .when(read({ party: 'owner', userId: 'owner-2' }, 1))
      .thenThrows('conversation_not_found'));
});

describe('reporting a message', () => {
  const reported: ConversationEvent = {
    type: 'MessageReported',
    data: {
      conversationId: ID,
      messageId: 'm1',
      party: 'owner',
      reporterKey: 'user:owner-1',
      reason: 'spam',
      note: 'insistant',
      reportedAt: NOW,
    },
  };
  it('records the report of the other side’s message', () =>
    given([started, posted()]).when(report(owner)).then([reported]));
  it('counts one report per message and party', () =>
    given([started, posted(), reported]).when(report(owner)).then([]));
  it('refuses a report of one’s own message or of a message that does not exist', () => {
    given([started, posted()]).when(report(customer)).thenThrows('message_report_own');
    given([started, posted()]).when(report(owner, 'm9')).thenThrows('message_not_found');
  });
  it('is refused to anybody else', () =>
    given([started, posted()])
      .when(report({ party: 'owner', userId: 'x' }))
      .thenThrows('conversation_not_found'));
});

describe('claiming a guest’s conversation on signing in', () => {
  const claim = (fromCustomerKey: string, toUserId = 'user-9'): ConversationCommand => ({
    type: 'ClaimConversation',
    data: { fromCustomerKey, toUserId },
    metadata,
  });
  const claimed: ConversationEvent = {
    type: 'ConversationClaimed',
    data: { conversationId: ID, fromCustomerKey: 'guest:g-1', customerKey: 'user:user-9', claimedAt: NOW },
  };

  it('makes the account the customer: it writes, the guest id no longer does', () => {
    given([inquiry]).when(claim('guest:g-1')).then([claimed]);
    given([inquiry, claimed])
      .when(post({ actor: { party: 'customer', userId: 'user-9' } }))
      .then([posted({ text: 'Bonjour', authorKey: 'user:user-9' })]);
    given([inquiry, claimed])
      .when(post({ actor: guest }))
      .thenThrows('conversation_not_found');
  });
  it('changes nothing the second time (a sign-in finishing one cut short)', () =>
    given([inquiry, claimed]).when(claim('guest:g-1')).then([]));
  it('is refused for another guest’s conversation or an account’s', () => {
    given([inquiry]).when(claim('guest:g-2')).thenThrows('conversation_not_found');
    given([started]).when(claim('user:user-1')).thenThrows('conversation_not_found');
    given([]).when(claim('guest:g-1')).thenThrows('conversation_not_found');
  });
});
