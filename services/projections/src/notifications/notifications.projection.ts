import {
  BOOKING_NOTIFICATION_FLAGS,
  NOTIFICATION_EVENT_TYPES,
  type NotificationEvent,
} from '@grandtour/commands';
import type { Projection, RecordedEvent, SqlExecutor } from '@grandtour/event-store';

/**
 * Records sent e-mails in one statement (three data-modifying parts): the notifications, the bookings' flags (one
 * update per booking, however many of its e-mails are in the batch) and the deliveries marked sent. The bookings and
 * deliveries are also named by key arrays: the planner cannot see how few rows a JSON record set holds, and joined
 * on it alone it read the whole deliveries table for every batch.
 */
async function record(events: readonly RecordedEvent<NotificationEvent>[], sql: SqlExecutor) {
  const sent = events.map(({ data }) => ({
    id: data.notificationId,
    user_id: data.userId,
    type: data.template,
    title: data.title,
    message: data.message,
    booking_id: data.bookingId,
    recipient: data.recipient,
    language: data.language,
    sent_at: data.sentAt,
    flag: (data.bookingId && BOOKING_NOTIFICATION_FLAGS[data.template]) ?? null,
    delivery_id: data.deliveryId,
  }));
  await sql.query(
    `WITH sent AS (
       SELECT * FROM json_to_recordset($1::json) AS sent (id uuid, user_id text, type text, title text, message text,
         booking_id uuid, recipient text, language text, sent_at timestamptz, flag text, delivery_id text)),
     recorded AS (
       INSERT INTO notifications (id, user_id, type, title, message, booking_id, recipient, language, sent_at, created_at)
       SELECT id, user_id, type, title, message, booking_id, recipient, language, sent_at, sent_at FROM sent
       ON CONFLICT (id) DO NOTHING RETURNING id),
     flagged AS (
       UPDATE bookings SET notifications_sent = notifications_sent || flags.added
         FROM (SELECT booking_id, jsonb_object_agg(flag, true) AS added FROM sent
                WHERE flag IS NOT NULL GROUP BY booking_id) AS flags
        WHERE bookings.id = flags.booking_id AND bookings.id = ANY($2::uuid[]) RETURNING bookings.id),
     delivered AS (
       UPDATE notification_deliveries SET status = 'sent', sent_at = sent.sent_at, claimed_until = NULL,
              updated_at = sent.sent_at
         FROM sent
        WHERE notification_deliveries.id = sent.delivery_id AND notification_deliveries.id = ANY($3::text[])
          AND status <> 'sent'
       RETURNING notification_deliveries.id)
     SELECT (SELECT count(*) FROM recorded) AS recorded`,
    [
      JSON.stringify(sent),
      [...new Set(sent.flatMap(({ booking_id, flag }) => (booking_id && flag ? [booking_id] : [])))],
      sent.map(({ delivery_id }) => delivery_id),
    ],
  );
}

/**
 * What was actually sent (spec §3 Notification), and the booking's notificationsSent flags, from `NotificationSent`
 * only: a flag is never set for an e-mail that did not go out. Applied in the append's transaction, which also marks
 * the delivery sent (the workers' own table), so "sent" and its record cannot part.
 */
export const notificationsProjection: Projection<NotificationEvent> = {
  name: 'notifications',
  handles: NOTIFICATION_EVENT_TYPES,
  tables: ['notifications', 'bookings'],
  sideTables: ['notification_deliveries'],
  async apply(event, sql) {
    await record([event], sql);
  },
  // The workers append many NotificationSent at once (the e-mails that finished together): one statement for them all.
  async applyBatch(events, sql) {
    await record(events, sql);
  },
};
