import { TEST_DRIVER } from '@grandtour/projections/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { carScheduleStreamName, type CarScheduleEvent } from '@grandtour/commands';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import {
  addDays,
  CarSchema,
  CalendarFeedSchema,
  OwnerCalendarSchema,
  startOfDayInParis,
  todayInParis,
  type OwnerCalendar,
} from '@grandtour/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_OWNERS } from '../../seed/demo-owners.ts';
import type { TestBrowser } from '../../testing/test-browser.ts';
import { bookCar, newBrowser, registerAccount, signInDemoOwner } from '../../testing/owner-fixtures.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const DEMO_OWNER_ID = DEMO_OWNERS.elysee.ownerId;

for (const kind of testDatabaseKinds()) {
  describe(`the owner calendar on ${kind}`, () => {
    let owner: TestBrowser;
    let carIds: string[];
    let nextCar = 0;
    const today = todayInParis();
    const context = useTestRuntime(
      kind,
      { background: false },
      { DATA_DIR: mkdtempSync(join(tmpdir(), 'grandtour-calendar-')), SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' },
    );
    beforeAll(async () => {
      owner = await signInDemoOwner(context.runtime.app);
      // Cars their owner offers for rent (a car marked not available cannot be booked at all).
      carIds = OwnerCalendarSchema.parse((await owner('GET', '/api/owner-calendar/me')).json())
        .cars.filter((car) => car.isAvailable)
        .map((car) => car.carId);
    });

    /** A car of its own for each test, so tests never share days. */
    const freshCar = () => carIds[nextCar++]!;
    const calendar = async (visit = owner) =>
      OwnerCalendarSchema.parse((await visit('GET', '/api/owner-calendar/me')).json());
    const daysOf = (view: OwnerCalendar, carId: string) => view.cars.find((car) => car.carId === carId)!.days;
    const update = (carId: string, dates: object[], visit = owner, ownerId = 'me') =>
      visit('POST', '/api/owner-calendar/bulk-update', { ownerId, carId, dates });
    const unavailable = (date: string, reason = 'maintenance', notes = '') => ({
      date,
      isAvailable: false,
      reason,
      notes,
    });
    const scheduleOf = async (carId: string) =>
      context.runtime.store.readStream<CarScheduleEvent>(carScheduleStreamName(carId));
    const searchIds = async (startDate: string, endDate: string) =>
      z
        .array(CarSchema)
        .parse(
          (
            await newBrowser(context.runtime.app)(
              'GET',
              `/api/cars?startDate=${startDate}&endDate=${endDate}&limit=100`,
            )
          ).json(),
        )
        .map((car) => car.id);

    it('shows each of the owner’s cars over the next 30 days, by its own id or `me`, never another owner’s', async () => {
      const view = await calendar();
      expect(view).toMatchObject({ ownerId: DEMO_OWNER_ID, from: today, to: addDays(today, 30) });
      expect(view.cars).toHaveLength(12);
      const byId = OwnerCalendarSchema.parse(
        (await owner('GET', `/api/owner-calendar/${DEMO_OWNER_ID}`)).json(),
      );
      expect(byId).toEqual(view);
      const other = await registerAccount(context.runtime.app, 'owner');
      expect((await other.visit('GET', `/api/owner-calendar/${DEMO_OWNER_ID}`)).statusCode).toBe(403);
      expect((await calendar(other.visit)).cars).toEqual([]);
      const refused = await update(carIds[0]!, [unavailable(addDays(today, 3))], other.visit);
      expect(refused.statusCode).toBe(404);
      expect(
        (await update(carIds[0]!, [unavailable(addDays(today, 3))], other.visit, DEMO_OWNER_ID)).statusCode,
      ).toBe(403);
      expect((await scheduleOf(carIds[0]!)).events).toEqual([]);
    });

    it('blocks days with a reason, omits an empty reason or notes, reads a timestamp as a Paris date', async () => {
      const carId = freshCar();
      const [d1, d2, d3, d4] = [5, 6, 7, 9].map((offset) => addDays(today, offset));
      const response = await update(carId, [
        unavailable(d1!),
        unavailable(d2!),
        // The spec's client sends local midnight as an ISO timestamp: 22:00 or 23:00 UTC the day before.
        { ...unavailable(d3!, 'maintenance', 'Vidange'), date: startOfDayInParis(d3!).toISOString() },
        { date: d4, isAvailable: false, reason: '', notes: '   ' },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ carId, blocked: [d1, d2, d3, d4], unblocked: [] });
      const { events } = await scheduleOf(carId);
      expect(events.map((event) => event.data)).toEqual([
        expect.objectContaining({ dates: [d1, d2], reason: 'maintenance', notes: null }),
        expect.objectContaining({ dates: [d3], reason: 'maintenance', notes: 'Vidange' }),
        expect.objectContaining({ dates: [d4], reason: null, notes: null }),
      ]);
      expect(daysOf(await calendar(), carId)).toEqual([
        { date: d1, status: 'blocked', reason: 'maintenance', notes: null, bookingId: null },
        { date: d2, status: 'blocked', reason: 'maintenance', notes: null, bookingId: null },
        { date: d3, status: 'blocked', reason: 'maintenance', notes: 'Vidange', bookingId: null },
        { date: d4, status: 'blocked', reason: null, notes: null, bookingId: null },
      ]);
      // Available again: a reason sent with it is dropped.
      const freed = await update(carId, [{ date: d4, isAvailable: true, reason: 'holiday', notes: '' }]);
      expect(freed.json()).toEqual({ carId, blocked: [], unblocked: [d4] });
      expect(daysOf(await calendar(), carId).map((day) => day.date)).toEqual([d1, d2, d3]);
    });

    it('refuses to make a booked or held day unavailable, listing the days, and applies nothing', async () => {
      const carId = freshCar();
      const bookedFrom = addDays(today, 10);
      const booked = await bookCar(context.runtime.app, carId, bookedFrom, addDays(today, 12));
      const held = await bookCar(context.runtime.app, carId, addDays(today, 14), addDays(today, 15), {
        pay: false,
      });
      const before = (await scheduleOf(carId)).currentVersion;
      const free = addDays(today, 8);
      const response = await update(carId, [
        unavailable(free),
        unavailable(addDays(today, 11)),
        unavailable(addDays(today, 14), 'personal'),
        { date: addDays(today, 13), isAvailable: true },
      ]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'dates_booked',
        details: { dates: [addDays(today, 11), addDays(today, 14)] },
      });
      expect(response.json().message).toMatch(/déjà réservés/);
      expect((await scheduleOf(carId)).currentVersion).toBe(before);
      const days = daysOf(await calendar(), carId);
      expect(days.find((day) => day.date === free)).toBeUndefined();
      expect(days.filter((day) => day.status === 'booked').map((day) => day.date)).toEqual([
        addDays(today, 10),
        addDays(today, 11),
      ]);
      expect(days.find((day) => day.status === 'held')).toMatchObject({
        date: addDays(today, 14),
        bookingId: held.booking.id,
      });
      expect(days[0]!.bookingId).toBe(booked.booking.id);
    });

    it('applies a mixed update at once: days freed and blocked in one append', async () => {
      const carId = freshCar();
      const [a, b, c] = [3, 4, 5].map((offset) => addDays(today, offset));
      await update(carId, [unavailable(a!, 'repair')]);
      const response = await update(carId, [
        { date: a, isAvailable: true },
        unavailable(b!, 'event', 'Salon'),
        unavailable(c!, 'holiday'),
      ]);
      expect(response.json()).toEqual({ carId, blocked: [b, c], unblocked: [a] });
      const { events } = await scheduleOf(carId);
      const appended = events.slice(1);
      expect(appended.map((event) => event.type)).toEqual([
        'CarDaysUnblocked',
        'CarDaysBlocked',
        'CarDaysBlocked',
      ]);
      expect(new Set(appended.map((event) => event.metadata.logPosition.commit)).size).toBe(1);
    });

    it('hides blocked days from date-range search and refuses to book them, until they are freed', async () => {
      const carId = freshCar();
      const [start, end] = [addDays(today, 20), addDays(today, 23)];
      expect(await searchIds(start, end)).toContain(carId);
      await update(carId, [unavailable(addDays(today, 21), 'inspection')]);
      expect(await searchIds(start, end)).not.toContain(carId);
      expect(await searchIds(addDays(today, 22), addDays(today, 25))).toContain(carId);
      const visitor = newBrowser(context.runtime.app);
      const car = CarSchema.parse((await visitor('GET', `/api/cars/${carId}`)).json());
      const quote = (
        await visitor('GET', `/api/cars/${carId}/quote?startDate=${start}&endDate=${end}`)
      ).json();
      const booking = await visitor(
        'POST',
        '/api/bookings',
        {
          userId: 'guest',
          carId,
          startDate: start,
          endDate: end,
          pickupLocation: 'car-address',
          totalPrice: (quote.totalCents / 100).toFixed(2),
          depositAmount: car.depositAmount,
          customerInfo: {
            firstName: 'Léa',
            lastName: 'Martin',
            email: 'lea@example.fr',
            phone: '+33 612345678',
          },
          driver: TEST_DRIVER,
        },
        { 'idempotency-key': randomUUID() },
      );
      expect(booking.statusCode, booking.body).toBe(409);
      expect(booking.json()).toMatchObject({
        error: 'dates_unavailable',
        details: { conflicts: [{ startDate: addDays(today, 21), endDate: addDays(today, 22) }] },
      });
      await update(carId, [{ date: addDays(today, 21), isAvailable: true }]);
      expect(await searchIds(start, end)).toContain(carId);
    });

    it('refuses past days, days over a year ahead, a car of nobody and malformed days, never with a 500', async () => {
      const carId = freshCar();
      const past = await update(carId, [unavailable(addDays(today, -1))]);
      expect(past.statusCode).toBe(422);
      expect(past.json()).toMatchObject({ error: 'date_in_past', details: { dates: [addDays(today, -1)] } });
      expect((await update(carId, [unavailable(addDays(today, 400))])).statusCode).toBe(422);
      expect((await update(randomUUID(), [unavailable(addDays(today, 2))])).statusCode).toBe(404);
      for (const dates of [
        [],
        [{ date: 'tomorrow', isAvailable: false }],
        [unavailable(addDays(today, 2), 'nap')],
        [{ date: addDays(today, 2) }],
      ]) {
        const response = await update(carId, dates);
        expect(response.statusCode, JSON.stringify(dates)).toBe(400);
      }
      expect((await scheduleOf(carId)).events).toEqual([]);
    });

    it('publishes booked and blocked days as iCal at a secret address, revocable', async () => {
      const carId = freshCar();
      await bookCar(context.runtime.app, carId, addDays(today, 4), addDays(today, 6), {
        firstName: 'Secrète',
      });
      await update(carId, [
        unavailable(addDays(today, 8), 'holiday', 'Vacances, Alpes; ski'),
        unavailable(addDays(today, 9), 'holiday', 'Vacances, Alpes; ski'),
        unavailable(addDays(today, 11), 'repair'),
      ]);
      const feedResponse = await owner('GET', `/api/owner/cars/${carId}/calendar-feed`);
      expect(feedResponse.statusCode).toBe(200);
      const feed = CalendarFeedSchema.parse(feedResponse.json());
      expect(feed.url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(
        CalendarFeedSchema.parse((await owner('GET', `/api/owner/cars/${carId}/calendar-feed`)).json()).url,
      ).toBe(feed.url);
      const path = new URL(feed.url).pathname;

      const ics = await newBrowser(context.runtime.app)('GET', path);
      expect(ics.statusCode).toBe(200);
      expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const body = ics.body;
      expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
      const events = body.split('BEGIN:VEVENT').slice(1);
      expect(events).toHaveLength(3);
      const compact = (date: string) => date.replaceAll('-', '');
      expect(events[0]).toContain(`DTSTART;VALUE=DATE:${compact(addDays(today, 4))}`);
      expect(events[0]).toContain(`DTEND;VALUE=DATE:${compact(addDays(today, 6))}`);
      expect(events[0]).toContain('SUMMARY:Réservé');
      expect(events[1]).toContain(`DTSTART;VALUE=DATE:${compact(addDays(today, 8))}`);
      expect(events[1]).toContain(`DTEND;VALUE=DATE:${compact(addDays(today, 10))}`);
      expect(events[1]).toContain('SUMMARY:Indisponible · Congés');
      expect(events[1]).toContain('DESCRIPTION:Vacances\\, Alpes\\; ski');
      expect(events[2]).toContain('SUMMARY:Indisponible · Réparation');
      expect(body).not.toContain('Secrète');
      const english = await newBrowser(context.runtime.app)('GET', path, undefined, {
        'accept-language': 'en',
      });
      expect(english.body).toContain('SUMMARY:Booked');

      expect(
        (await newBrowser(context.runtime.app)('GET', `/api/owner/cars/${carId}/calendar-feed`)).statusCode,
      ).toBe(401);
      expect((await owner('DELETE', `/api/owner/cars/${carId}/calendar-feed`)).statusCode).toBe(204);
      expect((await newBrowser(context.runtime.app)('GET', path)).statusCode).toBe(404);
      const renewed = CalendarFeedSchema.parse(
        (await owner('GET', `/api/owner/cars/${carId}/calendar-feed`)).json(),
      );
      expect(renewed.url).not.toBe(feed.url);
      expect((await newBrowser(context.runtime.app)('GET', new URL(renewed.url).pathname)).statusCode).toBe(
        200,
      );
      expect(
        (await newBrowser(context.runtime.app)('GET', '/api/calendar-feeds/not-a-token.ics')).statusCode,
      ).toBe(400);
    });
  });
}
