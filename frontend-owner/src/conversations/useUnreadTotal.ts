import { unreadTotal, type ConversationSummary } from '@grandtour/shared';
import { useGetList } from 'react-admin';

/**
 * How many customers' messages the owner has not read, for the menu: the conversations with any unread, newest
 * first (the order the live stream updates in place, without reading them again).
 */
export function useUnreadTotal(): number {
  const { data } = useGetList<ConversationSummary>('conversations', {
    filter: { unread: true },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'lastActivityAt', order: 'DESC' },
  });
  return unreadTotal(data);
}
