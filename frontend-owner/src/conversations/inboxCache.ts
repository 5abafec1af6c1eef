import {
  summariesWithSummary,
  summaryWithMessage,
  type ConversationSummary,
  type LiveReadEvent,
  type Message,
} from '@grandtour/shared';

/*
 * How one page of react-admin's `conversations` list (its getList cache: the rows, the total, the list's own sort and
 * filter) takes a new message or read mark seen by the owner. `refetch`: the page cannot tell by itself (a
 * conversation it does not hold, a count it cannot recompute) and must be read again.
 */

export interface InboxPage {
  data: ConversationSummary[];
  total?: number;
}
export interface InboxParams {
  sort?: { field: string; order: string };
  filter?: { unread?: boolean };
}
export type InboxChange = InboxPage | 'refetch';

const newestFirst = (params: InboxParams) =>
  (params.sort?.field ?? 'lastActivityAt') === 'lastActivityAt' && (params.sort?.order ?? 'DESC') === 'DESC';

/** `alreadyCounted`: the message is already in an open thread, which counted it. */
export function inboxWithMessage(
  page: InboxPage,
  params: InboxParams,
  message: Message,
  alreadyCounted: boolean,
): InboxChange {
  const found = page.data.find((summary) => summary.id === message.conversationId);
  if (!found) return 'refetch';
  const updated = summaryWithMessage('owner', found, message, alreadyCounted);
  if (updated.unreadCount !== found.unreadCount && params.sort?.field === 'unreadCount') return 'refetch';
  const others = page.data.filter((summary) => summary.id !== found.id);
  if (newestFirst(params)) return { ...page, data: [updated, ...others] };
  return { ...page, data: page.data.map((summary) => (summary.id === found.id ? updated : summary)) };
}

/**
 * A read mark: the customer's changes nothing in the list; the owner's own (another tab, or the echo of this tab's)
 * leaves a conversation already read as it is and asks for the page again otherwise.
 */
export function inboxWithReadMark(page: InboxPage, mark: LiveReadEvent): InboxChange {
  if (mark.party === 'customer') return page;
  const found = page.data.find((summary) => summary.id === mark.conversationId);
  return found && found.unreadCount > 0 ? 'refetch' : page;
}

/** The summary a read mark answered, in place: a conversation read stays in an "unread only" page until it is read again. */
export const inboxWithSummary = (page: InboxPage, summary: ConversationSummary): InboxPage =>
  page.data.some((known) => known.id === summary.id)
    ? { ...page, data: summariesWithSummary(page.data, summary) }
    : page;
