import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { addDays, todayInParis } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { bookAs, payWithDemoCard } from '../testing/booking-requests.ts';
import { newBrowser } from '../testing/owner-fixtures.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

const DAY = 86_400_000;

for (const kind of testDatabaseKinds()) {
  describe(`what has no purpose left is erased on schedule on ${kind} (decision 100)`, () => {
    let offsetMs = 0;
    const context = useTestRuntime(
      kind,
      { clock: () => new Date(Date.now() + offsetMs), background: false },
      {
        DATA_DIR: mkdtempSync(join(tmpdir(), 'grandtour-retention-')),
        CONTACT_MESSAGE_RETENTION_DAYS: '30',
        GUEST_DATA_RETENTION_DAYS: '60',
        BOOKING_REQUESTS_PER_MINUTE: '1000',
      },
    );
    const found = async (value: string) =>
      (
        await context.database.pool.query<{ n: number }>(
          `SELECT ((SELECT count(*) FROM conversations t WHERE t::text ILIKE $1)
                + (SELECT count(*) FROM conversation_messages t WHERE t::text ILIKE $1)
                + (SELECT count(*) FROM queue_jobs t WHERE t::text ILIKE $1)
                + (SELECT count(*) FROM notification_deliveries t WHERE t::text ILIKE $1))::int AS n`,
          [`%${value}%`],
        )
      ).rows[0]!.n;
    const statusOf = async (prefix: string) =>
      (
        await context.database.pool.query<{ subject: string; erased: boolean }>(
          `SELECT subject, wrapped_key IS NULL AS erased FROM personal_data_keys WHERE subject LIKE $1`,
          [`${prefix}%`],
        )
      ).rows;

    it('erases contact messages and guests who never booked once their time is up, and keeps the rest', async () => {
      await context.runtime.background.reactor.initialise();
      const tag = randomUUID().slice(0, 8);
      const asker = newBrowser(context.runtime.app);
      const [car, other] = context.cars;
      const asked = await asker('POST', `/api/cars/${car!.id}/inquiries`, {
        text: `Disponible en juin ? Signé Anatole${tag}`,
        email: `anatole.${tag}@example.fr`,
        name: `Anatole${tag}`,
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const wrote = await newBrowser(context.runtime.app)('POST', '/api/contact', {
        firstName: 'Berthe',
        lastName: `Contact${tag}`,
        email: `berthe.${tag}@example.fr`,
        message: 'Bonjour, une question.',
      });
      expect(wrote.statusCode, wrote.body).toBeLessThan(300);
      const booker = newBrowser(context.runtime.app);
      const today = todayInParis();
      const booking = await bookAs(
        booker,
        context.runtime.app,
        other!,
        { startDate: addDays(today, 1), endDate: addDays(today, 2) },
        {
          customer: {
            firstName: 'Cyrille',
            lastName: `Booker${tag}`,
            email: `c.${tag}@example.fr`,
            phone: '+33 611223344',
          },
        },
      );
      await payWithDemoCard(booker, booking);
      await context.runtime.background.reactor.catchUp();
      expect(await found(`Anatole${tag}`)).toBeGreaterThan(0);
      expect(await found(`berthe.${tag}`)).toBeGreaterThan(0);

      // Not yet: nothing is asked, nothing erased.
      offsetMs = 29 * DAY;
      expect((await context.runtime.sweeper.sweepOnce()).personalDataErased).toBe(0);

      // The contact message's 30 days are over; the guest's 60 are not.
      offsetMs = 31 * DAY;
      expect((await context.runtime.sweeper.sweepOnce()).personalDataErased).toBeGreaterThanOrEqual(1);
      expect((await statusOf('contact:')).every((row) => row.erased)).toBe(true);
      expect(await found(`berthe.${tag}`)).toBe(0);
      expect(await found(`Anatole${tag}`)).toBeGreaterThan(0);

      offsetMs = 61 * DAY;
      expect((await context.runtime.sweeper.sweepOnce()).personalDataErased).toBeGreaterThanOrEqual(1);
      expect(await found(`Anatole${tag}`)).toBe(0);
      // The guest who booked keeps their booking: the contract and the invoice need it.
      const bookerKey = `guest:${booking.userId.replace(/^guest:/, '')}`;
      const kept = await context.database.pool.query(
        `SELECT customer_info ->> 'lastName' AS name FROM bookings WHERE id = $1`,
        [booking.id],
      );
      expect(kept.rows[0]).toEqual({ name: `Booker${tag}` });
      expect((await statusOf(bookerKey)).map((row) => row.erased)).toEqual([false]);
      // Nothing more to do: a sweep asks nothing and erases nothing.
      expect((await context.runtime.sweeper.sweepOnce()).personalDataErased).toBe(0);
    });
  });
}
