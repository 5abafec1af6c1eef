import type { LogPosition } from '@grandtour/event-store';
import type {
  CONVERSATION_LIST_SORT_FIELDS,
  ConversationKind,
  ConversationParty,
  MaskedKind,
} from '@grandtour/shared';
import type { SqlExecutor } from '@grandtour/event-store';
import { integerFromDatabase } from '@grandtour/event-store';

/** A conversation as its row keeps it; the API shapes it for the viewer's side. */
export interface ConversationRecord {
  id: string;
  kind: ConversationKind;
  bookingId: string | null;
  carId: string;
  carName: string;
  ownerId: string;
  ownerName: string;
  customerKey: string;
  customerName: string;
  guestEmail: string | null;
  language: string;
  startedAt: string;
  lastSeq: number;
  lastMessage: { text: string; author: ConversationParty; postedAt: string } | null;
  readSeq: Record<ConversationParty, number>;
  unread: Record<ConversationParty, number>;
  reportedAt: string | null;
  /** The booking is confirmed (or completed): its messages are no longer masked. */
  confirmed: boolean;
}

export interface MessagePhotoRow {
  objectKey: string;
  sha256: string;
}
export interface MessageReportRow {
  party: ConversationParty;
  reason: string;
  note: string;
  reportedAt: string;
}
export interface MessageRecord {
  id: string;
  conversationId: string;
  seq: number;
  author: ConversationParty;
  text: string;
  masked: MaskedKind[];
  photos: MessagePhotoRow[];
  postedAt: string;
  reports: MessageReportRow[];
}

/** One row of the live stream's source: a message or a read mark, at its position in the log. */
export interface ConversationActivityRecord {
  position: LogPosition;
  conversationId: string;
  ownerId: string;
  customerKey: string;
  kind: 'message' | 'read';
  payload: Record<string, unknown>;
}

export type ConversationViewer = { ownerId: string } | { customerKey: string };

export interface ConversationListParams {
  sort: [(typeof CONVERSATION_LIST_SORT_FIELDS)[number], 'ASC' | 'DESC'];
  range: [number, number];
  filter: { unread?: boolean; kind?: ConversationKind; carId?: string; q?: string };
}

const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const count = (value: unknown) => integerFromDatabase(value as string | number);

function conversationOf(row: Record<string, unknown>): ConversationRecord {
  return {
    id: String(row.conversation_id),
    kind: row.kind as ConversationKind,
    bookingId: row.booking_id === null ? null : String(row.booking_id),
    carId: String(row.car_id),
    carName: String(row.car_name),
    ownerId: String(row.owner_id),
    ownerName: String(row.owner_name),
    customerKey: String(row.customer_key),
    customerName: String(row.customer_name),
    guestEmail: row.guest_email === null ? null : String(row.guest_email),
    language: String(row.language),
    startedAt: iso(row.started_at),
    lastSeq: count(row.last_seq),
    lastMessage:
      row.last_message_text === null
        ? null
        : {
            text: String(row.last_message_text),
            author: row.last_message_author as ConversationParty,
            postedAt: iso(row.last_activity_at),
          },
    readSeq: { customer: count(row.customer_read_seq), owner: count(row.owner_read_seq) },
    unread: { customer: count(row.customer_unread), owner: count(row.owner_unread) },
    reportedAt: row.reported_at === null ? null : iso(row.reported_at),
    confirmed: row.booking_confirmed === true,
  };
}

const messageOf = (row: Record<string, unknown>): MessageRecord => ({
  id: String(row.message_id),
  conversationId: String(row.conversation_id),
  seq: count(row.seq),
  author: row.author as ConversationParty,
  text: String(row.text),
  masked: row.masked as MaskedKind[],
  photos: row.photos as MessagePhotoRow[],
  postedAt: iso(row.posted_at),
  reports: row.reports as MessageReportRow[],
});

const SORT_COLUMNS = { lastActivityAt: 'last_activity_at', startedAt: 'started_at' } as const;
/** A conversation with whether its booking is confirmed, which decides the masking shown. */
const SELECT = `SELECT c.*, coalesce(b.status IN ('confirmed', 'completed'), false) AS booking_confirmed
  FROM conversations c LEFT JOIN bookings b ON b.id = c.booking_id`;

/**
 * A page of conversations in the back office's dialect. `scope` is the viewer's own condition (its column is this
 * file's own, never input); `unreadColumn` the viewer's unread count.
 */
async function listPage(
  sql: SqlExecutor,
  scope: { column: string; value: string | null },
  unreadColumn: string,
  params: ConversationListParams,
): Promise<{ rows: ConversationRecord[]; total: number }> {
  const { filter, range, sort } = params;
  const [field, direction] = sort;
  const order = field === 'unreadCount' ? unreadColumn : SORT_COLUMNS[field];
  const q = filter.q?.trim() ? `%${filter.q.trim().replace(/[\\%_]/g, '\\$&')}%` : null;
  const { rows } = await sql.query(
    `SELECT page.*, count(*) OVER () AS total FROM (${SELECT}) page
      WHERE ${scope.column === 'reported' ? 'reported_at IS NOT NULL AND $1::text IS NULL' : `${scope.column} = $1`}
        AND ($2::boolean IS NOT TRUE OR ${unreadColumn} > 0)
        AND ($3::text IS NULL OR kind = $3)
        AND ($4::text IS NULL OR car_id = $4)
        AND ($5::text IS NULL OR car_name ILIKE $5 OR owner_name ILIKE $5 OR customer_name ILIKE $5
             OR last_message_text ILIKE $5)
      ORDER BY ${order} ${direction === 'ASC' ? 'ASC' : 'DESC'}, conversation_id
      OFFSET $6 LIMIT $7`,
    [
      scope.value,
      filter.unread ?? null,
      filter.kind ?? null,
      filter.carId ?? null,
      q,
      range[0],
      range[1] - range[0] + 1,
    ],
  );
  const total = rows[0] ? count(rows[0].total) : 0;
  return { rows: rows.map(conversationOf), total };
}

export function createConversationQueries(sql: SqlExecutor) {
  return {
    async findConversation(conversationId: string): Promise<ConversationRecord | null> {
      const { rows } = await sql.query(`${SELECT} WHERE c.conversation_id = $1`, [conversationId]);
      return rows[0] ? conversationOf(rows[0]) : null;
    },

    async conversationOfBooking(bookingId: string): Promise<ConversationRecord | null> {
      const { rows } = await sql.query(`${SELECT} WHERE c.booking_id = $1`, [bookingId]);
      return rows[0] ? conversationOf(rows[0]) : null;
    },

    async findMessage(messageId: string): Promise<MessageRecord | null> {
      const { rows } = await sql.query('SELECT * FROM conversation_messages WHERE message_id = $1', [
        messageId,
      ]);
      return rows[0] ? messageOf(rows[0]) : null;
    },

    /** Every conversation of a customer (a guest's, to be claimed when they sign in). */
    async conversationIdsOf(customerKey: string): Promise<string[]> {
      const { rows } = await sql.query('SELECT conversation_id FROM conversations WHERE customer_key = $1', [
        customerKey,
      ]);
      return rows.map((row) => String(row.conversation_id));
    },

    /** The customer's inquiry about a car, whatever key started it (a guest's, since claimed). */
    async inquiryOf(carId: string, customerKey: string): Promise<string | null> {
      const { rows } = await sql.query(
        `SELECT conversation_id FROM conversations WHERE kind = 'inquiry' AND car_id = $1 AND customer_key = $2
          ORDER BY started_at LIMIT 1`,
        [carId, customerKey],
      );
      return rows[0] ? String(rows[0].conversation_id) : null;
    },

    /** The thread's messages in order. */
    async messagesOf(conversationId: string): Promise<MessageRecord[]> {
      const { rows } = await sql.query(
        'SELECT * FROM conversation_messages WHERE conversation_id = $1 ORDER BY seq',
        [conversationId],
      );
      return rows.map(messageOf);
    },

    listForCustomer: (customerKey: string, params: ConversationListParams) =>
      listPage(sql, { column: 'customer_key', value: customerKey }, 'customer_unread', params),

    listForOwner: (ownerId: string, params: ConversationListParams) =>
      listPage(sql, { column: 'owner_id', value: ownerId }, 'owner_unread', params),

    /** The administrators' list: only threads in which a message was reported. */
    listReported: (params: ConversationListParams) =>
      listPage(sql, { column: 'reported', value: null }, 'owner_unread', params),

    /** The viewer's messages and read marks after a position, in the log's order (all of them, settled or not). */
    async activitySince(
      viewer: ConversationViewer,
      after: LogPosition | null,
      limit = 200,
    ): Promise<ConversationActivityRecord[]> {
      const [column, value] =
        'ownerId' in viewer ? ['owner_id', viewer.ownerId] : ['customer_key', viewer.customerKey];
      const from = after ?? { commit: 0n, prepare: 0n };
      const { rows } = await sql.query(
        `SELECT transaction_id::text AS commit, position::text AS prepare, conversation_id, owner_id, customer_key,
                kind, payload
           FROM conversation_activity
          WHERE ${column} = $1 AND (transaction_id, position) > ($2::text::xid8, $3::bigint)
          ORDER BY transaction_id, position LIMIT $4`,
        [value, from.commit.toString(), from.prepare.toString(), limit],
      );
      return rows.map((row) => ({
        position: { commit: BigInt(String(row.commit)), prepare: BigInt(String(row.prepare)) },
        conversationId: String(row.conversation_id),
        ownerId: String(row.owner_id),
        customerKey: String(row.customer_key),
        kind: row.kind as 'message' | 'read',
        payload: row.payload as Record<string, unknown>,
      }));
    },
  };
}
export type ConversationQueries = ReturnType<typeof createConversationQueries>;
