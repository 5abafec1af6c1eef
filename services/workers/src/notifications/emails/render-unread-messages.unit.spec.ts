import { LANGUAGES } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { renderUnreadMessages } from './render.ts';
import { excerptOf, type UnreadMessagesView } from './render-unread-messages.ts';

const ID = '6f1c1e4e-7d3b-4a51-9c39-0d3f3f0b5a10';
const view: UnreadMessagesView = {
  conversationId: ID,
  recipient: 'owner',
  language: 'fr',
  recipientName: 'Claire',
  senderName: 'Léa',
  carName: 'Ferrari Roma',
  unreadCount: 2,
  lastMessageText: 'Bonjour, mon numéro : •••\nÀ bientôt',
};

describe('the e-mail of unread messages', () => {
  it('names the sender, the car, the count and the last message as kept, with the owner’s link, in each language', () => {
    for (const language of LANGUAGES) {
      const email = renderUnreadMessages({ ...view, language }, 'https://grandtour.example');
      expect(email.subject).toContain('Léa');
      expect(email.subject).toContain('Ferrari Roma');
      for (const part of ['Léa', 'Ferrari Roma', 'Bonjour, mon numéro : •••', 'À bientôt']) {
        expect(email.text).toContain(part);
        expect(email.html).toContain(part);
      }
      expect(email.text).toContain(`https://grandtour.example/owner-dashboard#/conversations/${ID}/show`);
    }
    expect(renderUnreadMessages(view, 'https://grandtour.example').text).toContain(
      'Léa vous a envoyé 2 messages au sujet de la voiture Ferrari Roma',
    );
  });

  it('links the customer to their messages page and speaks of one message in the singular', () => {
    const email = renderUnreadMessages(
      { ...view, recipient: 'customer', language: 'en', unreadCount: 1, senderName: 'Claire' },
      'https://grandtour.example',
    );
    expect(email.subject).toBe('Unread message from Claire: Ferrari Roma');
    expect(email.text).toContain('Claire wrote to you about the Ferrari Roma');
    expect(email.text).toContain(`https://grandtour.example/messages/${ID}`);
  });

  it('keeps the first lines of a long message and says it was cut', () => {
    expect(excerptOf('one\ntwo\n\nthree\nfour\nfive')).toBe('one\ntwo\nthree\nfour …');
    const long = excerptOf('word '.repeat(200));
    expect(long.length).toBeLessThanOrEqual(302);
    expect(long.endsWith(' …')).toBe(true);
    expect(excerptOf('  short  ')).toBe('short');
  });
});
