import type { ConversationParty } from './conversation-limits.ts';
import type {
  ConversationSummary,
  ConversationThread,
  LiveMessageEvent,
  LiveReadEvent,
  Message,
} from './conversation.schema.ts';

/*
 * How a new message or read mark changes what a page holds (lists and threads), seen from one side (`viewer`):
 * whether it came as the answer to the viewer's own POST or over the live stream, the same message twice counts once.
 * Pure and without zod, so both the public site and the back office use it without growing their bundles.
 */

const lastMessageOf = (message: Message) => ({
  text: message.text,
  author: message.author,
  postedAt: message.postedAt,
});

/** The thread with the message in its place by `seq`; unread grows when it is the other side's and new. */
export function threadWithMessage(
  viewer: ConversationParty,
  thread: ConversationThread,
  message: Message,
): ConversationThread {
  if (thread.id !== message.conversationId) return thread;
  if (thread.messages.some((known) => known.id === message.id)) return thread;
  const messages = [...thread.messages, message].sort((a, b) => a.seq - b.seq);
  const latest = messages.at(-1)!;
  return {
    ...thread,
    messages,
    lastMessage: lastMessageOf(latest),
    unreadCount: thread.unreadCount + (message.author === viewer ? 0 : 1),
  };
}

/** The thread after a read mark: the other side's moves the "Lu" marks, the viewer's own (another tab) clears unread. */
export function threadWithReadMark(
  viewer: ConversationParty,
  thread: ConversationThread,
  mark: LiveReadEvent,
): ConversationThread {
  if (thread.id !== mark.conversationId) return thread;
  if (mark.party !== viewer)
    return { ...thread, readByOtherUpToSeq: Math.max(thread.readByOtherUpToSeq, mark.upToSeq) };
  const unreadCount = thread.messages.filter(
    (message) => message.author !== viewer && message.seq > mark.upToSeq,
  ).length;
  return { ...thread, unreadCount: Math.min(thread.unreadCount, unreadCount) };
}

/** One conversation's summary after a new message; `alreadyCounted`: seen before (in a thread), not counted twice. */
export function summaryWithMessage(
  viewer: ConversationParty,
  summary: ConversationSummary,
  message: Message,
  alreadyCounted: boolean,
): ConversationSummary {
  const newer = !summary.lastMessage || summary.lastMessage.postedAt <= message.postedAt;
  return {
    ...summary,
    lastMessage: newer ? lastMessageOf(message) : summary.lastMessage,
    unreadCount: summary.unreadCount + (message.author !== viewer && !alreadyCounted ? 1 : 0),
  };
}

/**
 * The list with a conversation's new message on top; undefined when the conversation is not in it (a new one: the
 * list must be read again).
 */
export function summariesWithMessage(
  viewer: ConversationParty,
  summaries: readonly ConversationSummary[],
  message: Message,
  alreadyCounted: boolean,
): ConversationSummary[] | undefined {
  const found = summaries.find((summary) => summary.id === message.conversationId);
  if (!found) return undefined;
  const updated = summaryWithMessage(viewer, found, message, alreadyCounted);
  return [updated, ...summaries.filter((summary) => summary.id !== found.id)];
}

/** The list with one conversation's summary as the API answered it (after a read mark). */
export const summariesWithSummary = <Summary extends ConversationSummary>(
  summaries: readonly Summary[],
  summary: ConversationSummary,
): Summary[] => summaries.map((known) => (known.id === summary.id ? { ...known, ...summary } : known));

/** What a menu's or header's badge counts. */
export const unreadTotal = (summaries: readonly ConversationSummary[] | undefined): number =>
  (summaries ?? []).reduce((total, summary) => total + summary.unreadCount, 0);

/** The seq to mark read up to when the thread is seen: its last message, if any of it is still unread. */
export const readMarkToSend = (thread: ConversationThread): number | null =>
  thread.unreadCount > 0 && thread.messages.length > 0 ? thread.messages.at(-1)!.seq : null;

/** Whether the other side has read this message of the viewer's ("Lu"). */
export const isReadByOtherSide = (
  viewer: ConversationParty,
  message: Message,
  readByOtherUpToSeq: number,
): boolean => message.author === viewer && message.seq <= readByOtherUpToSeq;

/** A stream event's data, or null for anything else (the API and the page may briefly differ during a deployment). */
function parseData<T>(data: unknown, looksRight: (value: Partial<T>) => boolean): T | null {
  try {
    const value = JSON.parse(String(data)) as Partial<T> | null;
    return value && typeof value === 'object' && looksRight(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

export const parseLiveMessage = (data: unknown) =>
  parseData<LiveMessageEvent>(data, (value) => Boolean(value.message?.id && value.message.conversationId));
export const parseLiveReadMark = (data: unknown) =>
  parseData<LiveReadEvent>(
    data,
    (value) => typeof value.upToSeq === 'number' && Boolean(value.conversationId),
  );
