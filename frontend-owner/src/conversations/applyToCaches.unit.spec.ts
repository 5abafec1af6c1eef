import type { ConversationSummary, ConversationThread, Message } from '@grandtour/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyMessage, applyReadMark, applySummary, bookingThreadKey } from './applyToCaches.ts';

const summary: ConversationSummary = {
  id: 'c1',
  kind: 'booking',
  bookingId: 'b1',
  carId: 'car',
  carName: 'Ferrari Roma',
  counterpartName: 'Inès',
  lastMessage: null,
  unreadCount: 0,
  masking: true,
  reported: false,
  startedAt: '2026-11-26T08:00:00.000Z',
};
const message = (seq: number, author: Message['author'] = 'customer'): Message => ({
  id: `m${seq}`,
  conversationId: 'c1',
  seq,
  author,
  text: `message ${seq}`,
  masked: [],
  photos: [],
  postedAt: `2026-11-26T10:0${seq}:00.000Z`,
  reportedByMe: false,
});
const thread: ConversationThread = { ...summary, messages: [], readByOtherUpToSeq: 0 };

const listKey = [
  'conversations',
  'getList',
  { pagination: { page: 1, perPage: 25 }, sort: { field: 'lastActivityAt', order: 'DESC' }, filter: {} },
];
const oneKey = ['conversations', 'getOne', { id: 'c1' }];

function caches(one: ConversationSummary | ConversationThread) {
  const client = new QueryClient();
  client.setQueryData(listKey, { data: [summary], total: 1 });
  client.setQueryData(oneKey, one);
  return client;
}

describe('the back office’s caches taking a live message', () => {
  it('puts it in the open thread and the inbox, counted once', () => {
    const client = caches(thread);
    expect(applyMessage(client, message(1))).toBe(false);
    expect(applyMessage(client, message(1))).toBe(false);
    expect(client.getQueryData<ConversationThread>(oneKey)!.messages).toHaveLength(1);
    expect(client.getQueryData<{ data: ConversationSummary[] }>(listKey)!.data[0]!.unreadCount).toBe(1);
  });

  it('leaves a list row copied into the thread’s place as it is, until the thread is read', () => {
    const client = caches(summary);
    applyMessage(client, message(1));
    expect(client.getQueryData(oneKey)).toEqual(summary);
  });

  it('asks for a read when a booking’s thread is still empty and a new conversation speaks', () => {
    const client = new QueryClient();
    client.setQueryData(bookingThreadKey('b1'), null);
    expect(applyMessage(client, message(1))).toBe(true);
  });

  it('moves the "Lu" mark on the owner’s messages and takes the answered summary', () => {
    const client = caches({ ...thread, messages: [message(1, 'owner')] });
    expect(applyReadMark(client, { conversationId: 'c1', party: 'customer', upToSeq: 1 })).toBe(false);
    expect(client.getQueryData<ConversationThread>(oneKey)!.readByOtherUpToSeq).toBe(1);
    applySummary(client, { ...summary, unreadCount: 0, lastMessage: null });
    expect(client.getQueryData<{ data: ConversationSummary[] }>(listKey)!.data[0]!.unreadCount).toBe(0);
  });
});
