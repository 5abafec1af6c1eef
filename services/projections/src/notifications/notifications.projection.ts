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
  async apply(event, sql) {
    const data = event.data;
    await sql.query(
      `INSERT INTO notifications (id, user_id, type, title, message, booking_id, recipient, language, sent_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) ON CONFLICT (id) DO NOTHING`,
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
      ],
    );
    const flag = BOOKING_NOTIFICATION_FLAGS[data.template];
    if (flag && data.bookingId)
      await sql.query(
        `UPDATE bookings SET notifications_sent = notifications_sent || jsonb_build_object($2::text, true)
          WHERE id = $1`,
        [data.bookingId, flag],
      );
    await sql.query(
      `UPDATE notification_deliveries SET status = 'sent', sent_at = $2, claimed_until = NULL, updated_at = $2
        WHERE id = $1 AND status <> 'sent'`,
      [data.deliveryId, data.sentAt],
    );
  },
};
