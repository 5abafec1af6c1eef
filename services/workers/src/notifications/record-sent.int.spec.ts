import { randomUUID } from 'node:crypto';
import {
  deliveryIdFor,
  notificationBatchStreamName,
  notificationIdFor,
  type NotificationSent,
  type NotificationTemplate,
} from '@grandtour/commands';
import { createPostgresEventStore, type EventStore } from '@grandtour/event-store';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { inlineProjections, migrateReadModels } from '@grandtour/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendConfirmedBooking } from '../testing/confirmed-bookings.ts';

for (const kind of testDatabaseKinds()) {
  describe(`e-mails recorded together on ${kind}`, () => {
    let database: TestDatabase;
    let store: EventStore;

    beforeAll(async () => {
      database = await createTestDatabase(kind, 4);
      await migrateReadModels(database.pool);
      store = createPostgresEventStore({
        connectionString: database.connectionString,
        pool: database.pool,
        inlineProjections,
      });
    });
    afterAll(async () => {
      await store?.close();
      await database?.close();
    });

    it('records every e-mail of one append: each notification, all of a booking’s flags, each delivery sent', async () => {
      const now = new Date();
      const bookings = [
        await appendConfirmedBooking(store, { index: 1, now }),
        await appendConfirmedBooking(store, { index: 2, now }),
      ];
      const sent: NotificationSent[] = [];
      for (const { bookingId, email, language } of bookings)
        for (const template of ['booking-confirmed', 'reminder-24h'] as NotificationTemplate[]) {
          const deliveryId = deliveryIdFor(randomUUID(), template);
          await database.pool.query(
            `INSERT INTO notification_deliveries (id, template, booking_id, payload, run_at, status)
             VALUES ($1, $2, $3, '{}', now(), 'sending')`,
            [deliveryId, template, bookingId],
          );
          sent.push({
            type: 'NotificationSent',
            data: {
              notificationId: notificationIdFor(deliveryId),
              deliveryId,
              template,
              userId: `guest-${bookingId}`,
              bookingId,
              recipient: email,
              language,
              title: `${template} ${bookingId}`,
              message: 'Résumé',
              channel: 'email',
              sentAt: now.toISOString(),
            },
          });
        }
      await store.appendToStream(notificationBatchStreamName(randomUUID()), sent, { expectedVersion: 0 });

      const { rows: notifications } = await database.pool.query(
        'SELECT id, type, booking_id FROM notifications WHERE booking_id = ANY($1::uuid[]) ORDER BY title',
        [bookings.map(({ bookingId }) => bookingId)],
      );
      expect(notifications).toHaveLength(4);
      const { rows: flags } = await database.pool.query(
        'SELECT notifications_sent FROM bookings WHERE id = ANY($1::uuid[])',
        [bookings.map(({ bookingId }) => bookingId)],
      );
      for (const { notifications_sent } of flags)
        expect(notifications_sent).toMatchObject({ confirmation: true, reminder24h: true });
      const { rows: deliveries } = await database.pool.query(
        'SELECT status, sent_at FROM notification_deliveries WHERE id = ANY($1::text[])',
        [sent.map(({ data }) => data.deliveryId)],
      );
      expect(deliveries.map(({ status }) => status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    });
  });
}
