import type { ConversationWorkflow } from '@grandtour/commands';
import type { ConversationQueries } from '@grandtour/projections';

/**
 * A guest who signs in takes their conversations into the account, as their bookings (decision 94): each is claimed
 * on its own stream, idempotently, so a sign-in cut short is finished by the next one.
 */
export async function claimGuestConversations(
  conversations: { workflow: ConversationWorkflow; queries: ConversationQueries },
  guestId: string,
  userId: string,
) {
  for (const conversationId of await conversations.queries.conversationIdsOf(guestId))
    await conversations.workflow.claim(conversationId, { fromCustomerKey: guestId, toUserId: userId });
}
