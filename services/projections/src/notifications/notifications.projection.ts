import {
  BOOKING_NOTIFICATION_FLAGS,
  NOTIFICATION_EVENT_TYPES,
  type NotificationEvent,
  type Projection,
} from '@grandtour/commands';

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
    const data = event.data;
    // One statement (three data-modifying parts): it runs for every e-mail sent, inside the append's transaction.
    await sql.query(
      `WITH recorded AS (
         INSERT INTO notifications (id, user_id, type, title, message, booking_id, recipient, language, sent_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) ON CONFLICT (id) DO NOTHING RETURNING id),
       flagged AS (
         UPDATE bookings SET notifications_sent = notifications_sent || jsonb_build_object($10::text, true)
          WHERE $10::text IS NOT NULL AND id = $6 RETURNING id),
       delivered AS (
         UPDATE notification_deliveries SET status = 'sent', sent_at = $9, claimed_until = NULL, updated_at = $9
          WHERE id = $11 AND status <> 'sent' RETURNING id)
       SELECT (SELECT count(*) FROM recorded) AS recorded`,
      [
        data.notificationId,
        data.userId,
        data.template,
        data.title,
        data.message,
        data.bookingId,
        data.recipient,
        data.language,
        data.sentAt,
        (data.bookingId && BOOKING_NOTIFICATION_FLAGS[data.template]) ?? null,
        data.deliveryId,
      ],
    );
  },
};
