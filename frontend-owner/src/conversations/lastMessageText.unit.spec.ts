import type { ConversationSummary } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { lastMessageText } from './lastMessageText.ts';

const withLast = (text: string, author: 'owner' | 'customer') =>
  ({ lastMessage: { text, author, postedAt: '2026-11-26T10:00:00.000Z' } }) as ConversationSummary;

describe('the glimpse of the last message', () => {
  it('prefixes the owner’s own and keeps the customer’s as written, on one line', () => {
    expect(lastMessageText(withLast('Bonjour,\n\nà demain', 'customer'), 'Vous : ')).toBe(
      'Bonjour, à demain',
    );
    expect(lastMessageText(withLast('Entendu', 'owner'), 'Vous : ')).toBe('Vous : Entendu');
  });

  it('cuts a long message with an ellipsis, and says nothing without a message', () => {
    expect(lastMessageText(withLast('a'.repeat(100), 'customer'), '', 10)).toBe(`${'a'.repeat(9)}…`);
    expect(lastMessageText({ lastMessage: null } as ConversationSummary, '')).toBe('');
  });
});
