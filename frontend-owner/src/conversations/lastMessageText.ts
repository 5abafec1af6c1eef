import type { ConversationSummary } from '@grandtour/shared';

/** The list's glimpse of the last message, the owner's own prefixed ("Vous : "), cut to one short line. */
export function lastMessageText(conversation: ConversationSummary, youPrefix: string, length = 80): string {
  const last = conversation.lastMessage;
  if (!last) return '';
  const text = last.text.replace(/\s+/g, ' ').trim();
  const cut = text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
  return last.author === 'owner' ? `${youPrefix}${cut}` : cut;
}
