import type { MessageBus } from '@grandtour/platform';
import type pg from 'pg';
import { announce, conversationTopics } from './live-topics.ts';

/**
 * After a conversation's append is committed (its activity projected inline): both sides' streams, on every node,
 * are told the conversation's latest activity position (decision 95). A notice lost is caught up by the heartbeat.
 */
export function conversationAnnouncer(pool: pg.Pool, bus: MessageBus) {
  return async (conversationId: string): Promise<void> => {
    await tell(conversationId).catch(() => undefined);
  };

  async function tell(conversationId: string) {
    const { rows } = await pool.query<{
      owner_id: string;
      customer_key: string;
      commit: string;
      prepare: string;
    }>(
      `SELECT owner_id, customer_key, transaction_id::text AS commit, position::text AS prepare
         FROM conversation_activity WHERE conversation_id = $1
        ORDER BY transaction_id DESC, position DESC LIMIT 1`,
      [conversationId],
    );
    const row = rows[0];
    if (!row) return;
    await announce(
      bus,
      [conversationTopics.owner(row.owner_id), conversationTopics.customer(row.customer_key)],
      { commit: BigInt(row.commit), prepare: BigInt(row.prepare) },
    );
  }
}
