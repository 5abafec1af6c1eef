import type { ConversationParty, LanguageCode } from '@grandtour/shared';
import type { Line, RenderedEmail } from './render.ts';
import { UNREAD_MESSAGES_TEXTS } from './unread-messages-texts.ts';

/** What the e-mail of unread messages says (decision 94): the text is the last message as kept (masked or not). */
export interface UnreadMessagesView {
  conversationId: string;
  recipient: ConversationParty;
  language: LanguageCode;
  recipientName: string;
  senderName: string;
  carName: string;
  unreadCount: number;
  lastMessageText: string;
}

type Body = { title: string; paragraphs: string[]; lines: Line[]; link?: [string, string] };

/** What the shared renderer lends: its layout and its filling. */
interface Kit {
  compose: (subject: string, body: Body) => RenderedEmail;
  fill: (template: string, values: Record<string, string | number>) => string;
  greeting: string;
}

const EXCERPT_LINES = 4;
const EXCERPT_CHARACTERS = 300;

/** The first lines of a message, cut at a word where it is long. */
export function excerptOf(text: string): string {
  const lines = text
    .trim()
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  let excerpt = lines.slice(0, EXCERPT_LINES).join('\n');
  let cut = lines.length > EXCERPT_LINES;
  if (excerpt.length > EXCERPT_CHARACTERS) {
    const end = excerpt.lastIndexOf(' ', EXCERPT_CHARACTERS);
    excerpt = excerpt.slice(0, end > EXCERPT_CHARACTERS / 2 ? end : EXCERPT_CHARACTERS).trimEnd();
    cut = true;
  }
  return cut ? `${excerpt} …` : excerpt;
}

/** The thread's address for its reader: the customer's messages page, or the owner's back office. */
export const threadUrlFor = (publicUrl: string, recipient: ConversationParty, conversationId: string) =>
  recipient === 'owner'
    ? `${publicUrl}/owner-dashboard#/conversations/${conversationId}/show`
    : `${publicUrl}/messages/${conversationId}`;

export function renderUnreadMessagesEmail(
  view: UnreadMessagesView,
  publicUrl: string,
  kit: Kit,
): RenderedEmail {
  const t = UNREAD_MESSAGES_TEXTS[view.language];
  const values = { sender: view.senderName, car: view.carName, count: view.unreadCount };
  return kit.compose(kit.fill(t.subject, values), {
    title: t.title,
    paragraphs: [
      kit.fill(kit.greeting, { name: view.recipientName }).replace(' ,', ','),
      kit.fill(view.unreadCount > 1 ? t.introMany : t.introOne, values),
      `${t.lastMessage}\n« ${excerptOf(view.lastMessageText)} »`,
    ],
    lines: [
      [t.car, view.carName],
      [t.unread, String(view.unreadCount), true],
    ],
    link: [
      view.recipient === 'owner' ? t.ownerOpen : t.customerOpen,
      threadUrlFor(publicUrl, view.recipient, view.conversationId),
    ],
  });
}
