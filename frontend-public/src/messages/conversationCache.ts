import type {
  ConversationParty,
  ConversationSummary,
  ConversationThread,
  LiveReadEvent,
  Message,
} from '@grandtour/shared';

/*
 * How a new message or read mark changes what the pages hold (the list and the threads), whether it came as the
 * answer to the customer's own POST or over the live stream: the same message twice (both ways) counts once.
 */

const VIEWER: ConversationParty = 'customer';

const lastMessageOf = (message: Message) => ({
  text: message.text,
  author: message.author,
  postedAt: message.postedAt,
});

/** The thread with the message in its place by `seq`; unread grows when it is the owner's and new. */
export function threadWithMessage(thread: ConversationThread, message: Message): ConversationThread {
  if (thread.id !== message.conversationId) return thread;
  if (thread.messages.some((known) => known.id === message.id)) return thread;
  const messages = [...thread.messages, message].sort((a, b) => a.seq - b.seq);
  const latest = messages.at(-1)!;
  return {
    ...thread,
    messages,
    lastMessage: lastMessageOf(latest),
    unreadCount: thread.unreadCount + (message.author === VIEWER ? 0 : 1),
  };
}

/** The thread after a read mark: the owner's moves the "Lu" marks, the customer's (another tab) clears unread. */
export function threadWithReadMark(thread: ConversationThread, mark: LiveReadEvent): ConversationThread {
  if (thread.id !== mark.conversationId) return thread;
  if (mark.party !== VIEWER)
    return { ...thread, readByOtherUpToSeq: Math.max(thread.readByOtherUpToSeq, mark.upToSeq) };
  const unreadCount = thread.messages.filter(
    (message) => message.author !== VIEWER && message.seq > mark.upToSeq,
  ).length;
  return { ...thread, unreadCount: Math.min(thread.unreadCount, unreadCount) };
}

/**
 * The list with a conversation's new message on top; undefined when the conversation is not in it (a new one: the
 * list must be read again). `alreadyCounted`: the message was seen before (in a thread), so it does not count twice.
 */
export function summariesWithMessage(
  summaries: readonly ConversationSummary[],
  message: Message,
  alreadyCounted: boolean,
): ConversationSummary[] | undefined {
  const found = summaries.find((summary) => summary.id === message.conversationId);
  if (!found) return undefined;
  const newer = !found.lastMessage || found.lastMessage.postedAt <= message.postedAt;
  const updated: ConversationSummary = {
    ...found,
    lastMessage: newer ? lastMessageOf(message) : found.lastMessage,
    unreadCount: found.unreadCount + (message.author !== VIEWER && !alreadyCounted ? 1 : 0),
  };
  return [updated, ...summaries.filter((summary) => summary.id !== found.id)];
}

/** The list with one conversation's summary as the API answered it (after a read mark). */
export const summariesWithSummary = (
  summaries: readonly ConversationSummary[],
  summary: ConversationSummary,
): ConversationSummary[] => summaries.map((known) => (known.id === summary.id ? summary : known));

/** What the header's badge counts. */
export const unreadTotal = (summaries: readonly ConversationSummary[] | undefined): number =>
  (summaries ?? []).reduce((total, summary) => total + summary.unreadCount, 0);

/** The seq to mark read up to when the thread is seen: its last message, if any of it is still unread. */
export const readMarkToSend = (thread: ConversationThread): number | null =>
  thread.unreadCount > 0 && thread.messages.length > 0 ? thread.messages.at(-1)!.seq : null;

/** Whether the owner has read this message of the customer's ("Lu"). */
export const isReadByOwner = (message: Message, readByOtherUpToSeq: number): boolean =>
  message.author === VIEWER && message.seq <= readByOtherUpToSeq;
