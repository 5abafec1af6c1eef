import { randomUUID } from 'node:crypto';
import {
  addDays,
  BookingDetailsSchema,
  CarQuoteSchema,
  pickupInstant,
  todayInParis,
} from '@grandtour/shared';
import { formatEuros, NOTIFICATIONS_QUEUE } from '@grandtour/workers';
import { eventually, movableClock, pdfPagesText, untilNotificationsIdle } from '@grandtour/workers/testing';
import { describe, expect, it } from 'vitest';
import { bookAs, payWithDemoCard } from '../testing/booking-requests.ts';
import { bookingMailSubjects, mailSetups, useMailTestRuntime } from '../testing/mail-test-runtime.ts';
import { testBrowser } from '../testing/test-browser.ts';

const HOUR = 3_600_000;

for (const setup of mailSetups()) {
  describe(`after-booking e-mails on ${setup.database}, over SMTP`, () => {
    let nextCar = 0;
    const clock = movableClock();
    const today = todayInParis();
    const context = useMailTestRuntime(
      setup,
      { clock: clock.now, background: false, workers: true, notificationBackoffMs: 20 },
      { NOTIFICATION_ATTEMPTS: '2' },
    );

    /** Nothing left that could send an e-mail: then what the sink holds is all there will be. */
    const idle = () =>
      untilNotificationsIdle({
        pool: context.database.pool,
        store: context.runtime.store,
        queue: context.runtime.queue,
        clock: clock.now,
      });
    const mailsTo = (address: string) => context.sink.messages.filter((mail) => mail.to === address);

    async function confirmedBooking(start: string, end: string, language: string, email: string) {
      const visit = testBrowser(context.runtime.app, { remoteAddress: `10.7.0.${nextCar}` });
      const car = context.cars[nextCar++]!;
      const booking = await bookAs(
        visit,
        context.runtime.app,
        car,
        { startDate: start, endDate: end },
        { customer: { firstName: 'Léa', lastName: 'Martin', email, phone: '+33 612345678' }, language },
      );
      await payWithDemoCard(visit, booking);
      return { visit, booking, car };
    }

    it('attaches the receipt to the confirmation, in the booking’s language, with the number the site shows', async () => {
      const email = `receipt-${randomUUID().slice(0, 6)}@example.de`;
      const { visit, booking } = await confirmedBooking(addDays(today, 30), addDays(today, 33), 'de', email);
      await eventually(() => mailsTo(email).length === 1);
      const [mail] = mailsTo(email);
      expect(mail!.text).toContain('Ihre Quittung ist dieser E-Mail beigefügt');
      expect(mail!.attachments).toHaveLength(1);
      const [attachment] = mail!.attachments;
      expect(attachment!.contentType).toBe('application/pdf');
      expect(attachment!.filename).toMatch(/^quittung-GT-\d{4}-\d{6}\.pdf$/);
      const [text] = await pdfPagesText(attachment!.content);
      expect(text).toContain('Quittung Nr.');
      expect(text).toContain(formatEuros(Number(booking.totalPrice) * 100, 'de').replace(/\s/g, ' '));

      const details = BookingDetailsSchema.parse(
        (await visit('GET', `/api/bookings/${booking.id}/details`)).json(),
      );
      expect(attachment!.filename).toBe(`quittung-${details.receiptNumber}.pdf`);
      const download = await visit('GET', `/api/bookings/${booking.id}/receipt`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="quittung-${details.receiptNumber}.pdf"`,
      );
    });

    it('moves the reminders with a change of dates and tells the visitor in the booking’s language', async () => {
      const start = addDays(today, 20);
      const email = `change-${randomUUID().slice(0, 6)}@example.com`;
      const { visit, booking, car } = await confirmedBooking(start, addDays(start, 2), 'en', email);
      await eventually(() => mailsTo(email).length === 1);
      const newStart = addDays(today, 25);
      const quote = CarQuoteSchema.parse(
        (
          await visit(
            'GET',
            `/api/cars/${car.id}/quote?startDate=${newStart}&endDate=${addDays(newStart, 2)}`,
          )
        ).json(),
      );
      const changed = await visit(
        'POST',
        `/api/bookings/${booking.id}/change`,
        {
          startDate: newStart,
          endDate: addDays(newStart, 2),
          pickupLocation: 'car-address',
          totalPrice: (quote.totalCents / 100).toFixed(2),
        },
        { 'idempotency-key': randomUUID() },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      await eventually(() => mailsTo(email).length === 2);
      const notice = mailsTo(email)[1]!;
      expect(notice.subject).toBe(`Your ${booking.carBrand} ${booking.carModel} booking has changed`);
      expect(notice.text).toContain('Your reminders follow the new dates');
      expect(notice.messageId).toMatch(/\.booking-changed@notifications\.grandtour$/);

      const { rows } = await context.database.pool.query(
        `SELECT template, status, run_at FROM notification_deliveries
          WHERE booking_id = $1 AND template LIKE 'reminder-%' ORDER BY status, run_at`,
        [booking.id],
      );
      const newPickup = pickupInstant(newStart).getTime();
      expect(rows.map((row) => [row.template, row.status, (row.run_at as Date).getTime()])).toEqual([
        ['reminder-24h', 'cancelled', pickupInstant(start).getTime() - 24 * HOUR],
        ['reminder-1h', 'cancelled', pickupInstant(start).getTime() - HOUR],
        ['reminder-24h', 'pending', newPickup - 24 * HOUR],
        ['reminder-1h', 'pending', newPickup - HOUR],
      ]);

      // At the old pickup's reminder time, nothing; at the new one's, the reminder.
      clock.set(new Date(pickupInstant(start).getTime() - 24 * HOUR + 60_000));
      await context.runtime.queue.promoteDue(NOTIFICATIONS_QUEUE, clock.now());
      await idle();
      expect(bookingMailSubjects(context, email)).toHaveLength(2);
      clock.set(new Date(newPickup - 24 * HOUR + 60_000));
      await context.runtime.queue.promoteDue(NOTIFICATIONS_QUEUE, clock.now());
      await idle();
      expect(bookingMailSubjects(context, email)).toEqual([
        expect.stringMatching(/is confirmed$/),
        expect.stringMatching(/has changed$/),
        expect.stringMatching(/^Tomorrow: your /),
      ]);
      clock.set(new Date());
    });
  });
}
