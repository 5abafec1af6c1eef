import type { ConversationSummary, ConversationThread, Message } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import {
  isReadByOwner,
  readMarkToSend,
  summariesWithMessage,
  threadWithMessage,
  threadWithReadMark,
  unreadTotal,
} from './conversationCache.ts';

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
      thread([message(1, 'customer'), message(3, 'customer')]),
      message(2, 'owner'),
    );
    expect(next.messages.map((row) => row.seq)).toEqual([1, 2, 3]);
    expect(next.unreadCount).toBe(1);
    expect(next.lastMessage?.text).toBe('message 3');
  });

  it('counts the same message once, whether from the POST’s answer or the stream', () => {
    const once = threadWithMessage(thread([]), message(1, 'owner'));
    expect(threadWithMessage(once, message(1, 'owner'))).toBe(once);
  });

  it('does not count the customer’s own message as unread, nor touch another conversation', () => {
    expect(threadWithMessage(thread([]), message(1, 'customer')).unreadCount).toBe(0);
    const other = thread([]);
    expect(threadWithMessage(other, message(1, 'owner', 'c2'))).toBe(other);
  });
});

describe('read marks', () => {
  it('moves the owner’s mark forward only, which shows "Lu" on the customer’s messages up to it', () => {
    const read = threadWithReadMark(thread([message(1, 'customer')]), {
      conversationId: 'c1',
      party: 'owner',
      upToSeq: 2,
    });
    expect(read.readByOtherUpToSeq).toBe(2);
    expect(
      threadWithReadMark(read, { conversationId: 'c1', party: 'owner', upToSeq: 1 }).readByOtherUpToSeq,
    ).toBe(2);
    expect(isReadByOwner(message(2, 'customer'), 2)).toBe(true);
    expect(isReadByOwner(message(3, 'customer'), 2)).toBe(false);
    expect(isReadByOwner(message(1, 'owner'), 2)).toBe(false);
  });

  it('clears what the customer read in another tab', () => {
    const unread = thread([message(1, 'owner'), message(2, 'owner')], 2);
    expect(
      threadWithReadMark(unread, { conversationId: 'c1', party: 'customer', upToSeq: 1 }).unreadCount,
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
    const next = summariesWithMessage(list, message(2, 'owner'), false)!;
    expect(next.map((row) => row.id)).toEqual(['c1', 'c2']);
    expect(next[0]).toMatchObject({ unreadCount: 2, lastMessage: { text: 'message 2', author: 'owner' } });
    expect(summariesWithMessage(list, message(2, 'owner'), true)![0]!.unreadCount).toBe(1);
    expect(unreadTotal(next)).toBe(2);
  });

  it('answers undefined for a conversation it does not hold, to be read again', () => {
    expect(summariesWithMessage([summary('c2')], message(1, 'owner'), false)).toBeUndefined();
    expect(unreadTotal(undefined)).toBe(0);
  });
});
