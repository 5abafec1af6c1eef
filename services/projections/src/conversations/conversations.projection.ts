import type { ConversationEvent } from '@grandtour/commands';
import { CONVERSATION_EVENT_TYPES } from '@grandtour/commands';
import type { Projection, SqlExecutor } from '@grandtour/event-store';
import { integerFromDatabase } from '@grandtour/event-store';
import { ownerResponseFigures } from '../booking-requests/owner-response-figures.ts';

const UNREAD_OF = { customer: 'customer_unread', owner: 'owner_unread' } as const;
const READ_SEQ_OF = { customer: 'customer_read_seq', owner: 'owner_read_seq' } as const;

async function partiesOf(sql: SqlExecutor, conversationId: string) {
  const { rows } = await sql.query(
    'SELECT owner_id, customer_key, version FROM conversations WHERE conversation_id = $1',
    [conversationId],
  );
  const row = rows[0];
  return row
    ? {
        ownerId: String(row.owner_id),
        customerKey: String(row.customer_key),
        version: integerFromDatabase(row.version as string | number),
      }
    : null;
}

/**
 * The owner's response time (decision 94): a customer's message opens a wait unless one is open; the owner's next
 * message closes it, and the owner's figures on their cars are recomputed.
 */
async function recordResponseTime(
  sql: SqlExecutor,
  message: { conversationId: string; ownerId: string; seq: number; author: string; postedAt: string },
) {
  const { conversationId, ownerId, seq, postedAt } = message;
  if (message.author === 'customer') {
    await sql.query(
      `INSERT INTO owner_message_responses (conversation_id, asked_seq, owner_id, asked_at)
       SELECT $1, $2, $3, $4 WHERE NOT EXISTS (
         SELECT 1 FROM owner_message_responses WHERE conversation_id = $1 AND answered_at IS NULL)
       ON CONFLICT DO NOTHING`,
      [conversationId, seq, ownerId, postedAt],
    );
    return;
  }
  const { rowCount } = await sql.query(
    `UPDATE owner_message_responses SET answered_at = $2 WHERE conversation_id = $1 AND answered_at IS NULL`,
    [conversationId, postedAt],
  );
  if (rowCount) await ownerResponseFigures.of(sql, [ownerId]);
}

/**
 * Conversations, their messages and their activity (decision 94), inline so a POST's answer and the next GET
 * agree. An event at or below the conversation's stored version (a replay) is skipped.
 */
export const conversationsProjection: Projection<ConversationEvent> = {
  name: 'conversations',
  handles: CONVERSATION_EVENT_TYPES,
  tables: [
    'conversations',
    'conversation_messages',
    'conversation_activity',
    'owner_message_responses',
    'cars',
  ],
  async apply(event, sql) {
    const version = Number(event.metadata.streamPosition);
    const { conversationId } = event.data;
    if (event.type === 'ConversationStarted') {
      const data = event.data;
      await sql.query(
        `INSERT INTO conversations (conversation_id, kind, booking_id, car_id, car_name, owner_id, owner_name,
           customer_key, customer_name, guest_email, language, started_at, last_activity_at, version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13)
         ON CONFLICT (conversation_id) DO NOTHING`,
        [
          conversationId,
          data.kind,
          data.bookingId,
          data.carId,
          data.carName,
          data.ownerId,
          data.ownerName,
          data.customerKey,
          data.customerName,
          data.guestEmail,
          data.language,
          data.startedAt,
          version,
        ],
      );
      return;
    }
    const parties = await partiesOf(sql, conversationId);
    if (!parties || parties.version >= version) return;
    const activity = (kind: 'message' | 'read', payload: object) =>
      sql.query(
        `INSERT INTO conversation_activity (position, conversation_id, owner_id, customer_key, kind, payload)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (position) DO NOTHING`,
        [
          event.metadata.logPosition.prepare.toString(),
          conversationId,
          parties.ownerId,
          parties.customerKey,
          kind,
          JSON.stringify(payload),
        ],
      );
    switch (event.type) {
      case 'MessagePosted': {
        const { messageId, seq, author, text, masked, photos, postedAt } = event.data;
        await sql.query(
          `INSERT INTO conversation_messages (message_id, conversation_id, seq, author, text, masked, photos, posted_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (message_id) DO NOTHING`,
          [
            messageId,
            conversationId,
            seq,
            author,
            text,
            JSON.stringify(masked),
            JSON.stringify(photos),
            postedAt,
          ],
        );
        const recipientUnread = UNREAD_OF[author === 'owner' ? 'customer' : 'owner'];
        await sql.query(
          `UPDATE conversations SET last_seq = $2, last_message_text = $3, last_message_author = $4,
             last_activity_at = $5, ${recipientUnread} = ${recipientUnread} + 1, version = $6
           WHERE conversation_id = $1`,
          [conversationId, seq, text, author, postedAt, version],
        );
        const message = { id: messageId, conversationId, seq, author, text, masked, photos, postedAt };
        await activity('message', { conversationId, message });
        await recordResponseTime(sql, { conversationId, ownerId: parties.ownerId, seq, author, postedAt });
        return;
      }
      case 'ConversationRead': {
        const { party, upToSeq } = event.data;
        await sql.query(
          `UPDATE conversations SET ${READ_SEQ_OF[party]} = $2, version = $4,
             ${UNREAD_OF[party]} = (SELECT count(*) FROM conversation_messages
               WHERE conversation_id = $1 AND author <> $3 AND seq > $2)
           WHERE conversation_id = $1`,
          [conversationId, upToSeq, party, version],
        );
        await activity('read', { conversationId, party, upToSeq });
        return;
      }
      case 'MessageReported': {
        const { messageId, party, reason, note, reportedAt } = event.data;
        await sql.query(
          `UPDATE conversation_messages SET reports = reports || $2::jsonb WHERE message_id = $1`,
          [messageId, JSON.stringify([{ party, reason, note, reportedAt }])],
        );
        await sql.query(
          `UPDATE conversations SET reported_at = COALESCE(reported_at, $2), version = $3 WHERE conversation_id = $1`,
          [conversationId, reportedAt, version],
        );
        return;
      }
      case 'ConversationClaimed': {
        // The conversation, and the activity a stream resumes from, are now the account's.
        const { customerKey } = event.data;
        await sql.query(
          'UPDATE conversations SET customer_key = $2, version = $3 WHERE conversation_id = $1',
          [conversationId, customerKey, version],
        );
        await sql.query('UPDATE conversation_activity SET customer_key = $2 WHERE conversation_id = $1', [
          conversationId,
          customerKey,
        ]);
        return;
      }
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  },
};
