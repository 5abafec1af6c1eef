import type { ConversationSummary, Message } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { inboxWithMessage, inboxWithReadMark, inboxWithSummary } from './inboxCache.ts';

const summary = (id: string, unreadCount = 0): ConversationSummary => ({
  id,
  kind: 'booking',
  bookingId: `b-${id}`,
  carId: 'car',
  carName: 'Ferrari Roma',
  counterpartName: 'Inès',
  lastMessage: { text: 'avant', author: 'customer', postedAt: '2026-11-26T09:00:00.000Z' },
  unreadCount,
  masking: true,
  reported: false,
  startedAt: '2026-11-26T08:00:00.000Z',
});

const message = (conversationId: string, author: Message['author'], seq = 2): Message => ({
  id: `m${seq}`,
  conversationId,
  seq,
  author,
  text: 'Bonjour',
  masked: [],
  photos: [],
  postedAt: '2026-11-26T10:00:00.000Z',
  reportedByMe: false,
});

const page = { data: [summary('c1'), summary('c2', 1)], total: 2 };
const newestFirst = { sort: { field: 'lastActivityAt', order: 'DESC' } };

describe('a page of the inbox receiving a message', () => {
  it('puts the conversation on top when newest first, counting a customer’s message unread', () => {
    const next = inboxWithMessage(page, newestFirst, message('c2', 'customer'), false);
    expect(next).not.toBe('refetch');
    const { data, total } = next as typeof page;
    expect(data.map((row) => row.id)).toEqual(['c2', 'c1']);
    expect(data[0]).toMatchObject({ unreadCount: 2, lastMessage: { text: 'Bonjour', author: 'customer' } });
    expect(total).toBe(2);
  });

  it('counts neither the owner’s own message nor one an open thread already counted', () => {
    const own = inboxWithMessage(page, newestFirst, message('c2', 'owner'), false) as typeof page;
    expect(own.data[0]!.unreadCount).toBe(1);
    const counted = inboxWithMessage(page, newestFirst, message('c2', 'customer'), true) as typeof page;
    expect(counted.data[0]!.unreadCount).toBe(1);
  });

  it('keeps the rows in place under another order', () => {
    const next = inboxWithMessage(
      page,
      { sort: { field: 'startedAt', order: 'DESC' } },
      message('c2', 'customer'),
      false,
    ) as typeof page;
    expect(next.data.map((row) => row.id)).toEqual(['c1', 'c2']);
    expect(next.data[1]!.unreadCount).toBe(2);
  });

  it('asks for the page again for a conversation it does not hold, or an order by unread count that changes', () => {
    expect(inboxWithMessage(page, newestFirst, message('c3', 'customer'), false)).toBe('refetch');
    const byUnread = { sort: { field: 'unreadCount', order: 'DESC' } };
    expect(inboxWithMessage(page, byUnread, message('c1', 'customer'), false)).toBe('refetch');
    expect(inboxWithMessage(page, byUnread, message('c1', 'owner'), false)).not.toBe('refetch');
  });
});

describe('read marks in the inbox', () => {
  it('change nothing when the customer reads, nor for a conversation already read', () => {
    expect(inboxWithReadMark(page, { conversationId: 'c2', party: 'customer', upToSeq: 3 })).toBe(page);
    expect(inboxWithReadMark(page, { conversationId: 'c1', party: 'owner', upToSeq: 3 })).toBe(page);
  });

  it('ask for the page again when the owner read a conversation counted unread (another tab)', () => {
    expect(inboxWithReadMark(page, { conversationId: 'c2', party: 'owner', upToSeq: 3 })).toBe('refetch');
  });

  it('take the summary a read mark answered in place', () => {
    const read = inboxWithSummary(page, { ...summary('c2'), unreadCount: 0 });
    expect(read.data.map((row) => [row.id, row.unreadCount])).toEqual([
      ['c1', 0],
      ['c2', 0],
    ]);
    expect(inboxWithSummary(page, summary('c9'))).toBe(page);
  });
});
