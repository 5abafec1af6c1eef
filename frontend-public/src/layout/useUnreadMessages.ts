import { unreadTotal, type ConversationSummary } from '@grandtour/shared';
import { useQuery } from '@tanstack/react-query';
import { useAccount } from '../account/useAccount.ts';
import { useHydrated } from '../common/useHydrated.ts';
import { hasGuestConversations } from '../messages/guestConversations.ts';
import { CONVERSATIONS_KEY } from '../messages/messagesApi.ts';

/**
 * How many owners' messages the visitor has not read, for the header: asked only of someone who can have
 * conversations (signed in, or a guest who asked an owner from this browser), read again when the page comes back
 * into view; the messages pages keep the same list up to date live.
 */
export function useUnreadMessages(): number {
  const hydrated = useHydrated();
  const signedIn = Boolean(useAccount().data);
  const enabled = hydrated && (signedIn || hasGuestConversations());
  const list = useQuery<ConversationSummary[]>({
    queryKey: CONVERSATIONS_KEY,
    enabled,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
  return enabled ? unreadTotal(list.data) : 0;
}
