import type { ConversationSummary, ConversationThread, Message } from './conversation.schema.ts';
import { describe, expect, it } from 'vitest';
import {
  isReadByOtherSide,
  parseLiveMessage,
  parseLiveReadMark,
  readMarkToSend,
  summariesWithMessage,
  threadWithMessage,
  threadWithReadMark,
  unreadTotal,
} from './conversation-cache.ts';

const message = (seq: number, author: Message['author'], conversationId = 'c1'): Message => ({
  id: `m${seq}-${conversationId}`,
  conversationId,
  seq,
  author,
  text: `message ${seq}`,
  masked: [],
  photos: [],
  postedAt: `2026-11-26T10:0${seq}:00.000Z`,
  reportedByMe: false,
});

const summary = (id: string, unreadCount = 0): ConversationSummary => ({
  id,
  kind: 'inquiry',
  bookingId: null,
  carId: 'car',
  carName: 'Porsche 911',
  counterpartName: 'Claire',
  lastMessage: null,
  unreadCount,
  masking: true,
  reported: false,
  startedAt: '2026-11-26T10:00:00.000Z',
});

const thread = (messages: Message[], unreadCount = 0): ConversationThread => ({
  ...summary('c1', unreadCount),
  messages,
  readByOtherUpToSeq: 0,
});

describe('a thread receiving a message', () => {
  it('adds an owner’s message in seq order and counts it unread', () => {
    const next = threadWithMessage(
      'customer',
      thread([message(1, 'customer'), message(3, 'customer')]),
      message(2, 'owner'),
    );
    expect(next.messages.map((row) => row.seq)).toEqual([1, 2, 3]);
    expect(next.unreadCount).toBe(1);
    expect(next.lastMessage?.text).toBe('message 3');
  });

  it('counts the same message once, whether from the POST’s answer or the stream', () => {
    const once = threadWithMessage('customer', thread([]), message(1, 'owner'));
    expect(threadWithMessage('customer', once, message(1, 'owner'))).toBe(once);
  });

  it('does not count the customer’s own message as unread, nor touch another conversation', () => {
    expect(threadWithMessage('customer', thread([]), message(1, 'customer')).unreadCount).toBe(0);
    const other = thread([]);
    expect(threadWithMessage('customer', other, message(1, 'owner', 'c2'))).toBe(other);
  });
});

describe('read marks', () => {
  it('moves the owner’s mark forward only, which shows "Lu" on the customer’s messages up to it', () => {
    const read = threadWithReadMark('customer', thread([message(1, 'customer')]), {
      conversationId: 'c1',
      party: 'owner',
      upToSeq: 2,
    });
    expect(read.readByOtherUpToSeq).toBe(2);
    expect(
      threadWithReadMark('customer', read, { conversationId: 'c1', party: 'owner', upToSeq: 1 })
        .readByOtherUpToSeq,
    ).toBe(2);
    expect(isReadByOtherSide('customer', message(2, 'customer'), 2)).toBe(true);
    expect(isReadByOtherSide('customer', message(3, 'customer'), 2)).toBe(false);
    expect(isReadByOtherSide('customer', message(1, 'owner'), 2)).toBe(false);
  });

  it('clears what the customer read in another tab', () => {
    const unread = thread([message(1, 'owner'), message(2, 'owner')], 2);
    expect(
      threadWithReadMark('customer', unread, { conversationId: 'c1', party: 'customer', upToSeq: 1 })
        .unreadCount,
    ).toBe(1);
  });

  it('asks to mark read up to the last message only while something is unread', () => {
    expect(readMarkToSend(thread([message(1, 'owner'), message(2, 'customer')], 1))).toBe(2);
    expect(readMarkToSend(thread([message(1, 'owner')], 0))).toBeNull();
  });
});

describe('the list of conversations', () => {
  it('puts the conversation with a new message first, counting an owner’s message unread once', () => {
    const list = [summary('c2'), summary('c1', 1)];
    const next = summariesWithMessage('customer', list, message(2, 'owner'), false)!;
    expect(next.map((row) => row.id)).toEqual(['c1', 'c2']);
    expect(next[0]).toMatchObject({ unreadCount: 2, lastMessage: { text: 'message 2', author: 'owner' } });
    expect(summariesWithMessage('customer', list, message(2, 'owner'), true)![0]!.unreadCount).toBe(1);
    expect(unreadTotal(next)).toBe(2);
  });

  it('answers undefined for a conversation it does not hold, to be read again', () => {
    expect(summariesWithMessage('customer', [summary('c2')], message(1, 'owner'), false)).toBeUndefined();
    expect(unreadTotal(undefined)).toBe(0);
  });
});

describe('seen from the owner’s side', () => {
  it('counts the customer’s messages unread and the owner’s own not', () => {
    const next = threadWithMessage('owner', thread([]), message(1, 'customer'));
    expect(next.unreadCount).toBe(1);
    expect(threadWithMessage('owner', next, message(2, 'owner')).unreadCount).toBe(1);
    const list = summariesWithMessage('owner', [summary('c1')], message(1, 'customer'), false)!;
    expect(list[0]!.unreadCount).toBe(1);
  });

  it('shows "Lu" on the owner’s messages up to the customer’s mark', () => {
    const read = threadWithReadMark('owner', thread([message(1, 'owner')]), {
      conversationId: 'c1',
      party: 'customer',
      upToSeq: 1,
    });
    expect(read.readByOtherUpToSeq).toBe(1);
    expect(isReadByOtherSide('owner', message(1, 'owner'), 1)).toBe(true);
    expect(isReadByOtherSide('owner', message(1, 'customer'), 1)).toBe(false);
  });
});

describe('the live stream’s data', () => {
  it('reads a message and a read mark, and nothing else', () => {
    const live = { conversationId: 'c1', message: message(1, 'owner') };
    expect(parseLiveMessage(JSON.stringify(live))).toEqual(live);
    expect(parseLiveMessage('{"message":{}}')).toBeNull();
    expect(parseLiveMessage('not json')).toBeNull();
    expect(parseLiveMessage('null')).toBeNull();
    const mark = { conversationId: 'c1', party: 'customer', upToSeq: 3 };
    expect(parseLiveReadMark(JSON.stringify(mark))).toEqual(mark);
    expect(parseLiveReadMark('{"conversationId":"c1","upToSeq":"3"}')).toBeNull();
  });
});
