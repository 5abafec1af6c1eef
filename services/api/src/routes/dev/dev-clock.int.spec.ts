import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { addDays, BookingSchema, CarSchema, todayInParis } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookCar } from '../../testing/owner-fixtures.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const DAY = 86_400_000;

for (const kind of testDatabaseKinds()) {
  describe(`the adjustable clock of test runs on ${kind}`, () => {
    const context = useTestRuntime(
      kind,
      { background: false },
      {
        NODE_ENV: 'test',
        ADJUSTABLE_CLOCK: 'true',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'grandtour-clock-')),
      },
    );

    const clock = (offsetMs: number) =>
      context.runtime.app.inject({ method: 'PUT', url: '/api/dev/clock', payload: { offsetMs } });

    it('moves time for every part of the marketplace, completes finished rentals at once, and goes back', async () => {
      const [car] = z
        .array(CarSchema)
        .parse((await context.runtime.app.inject({ url: '/api/cars?availableNow=true' })).json());
      const today = todayInParis();
      const { visit, booking } = await bookCar(
        context.runtime.app,
        car!.id,
        addDays(today, 1),
        addDays(today, 2),
      );
      expect(BookingSchema.parse((await visit('GET', `/api/bookings/${booking.id}`)).json()).status).toBe(
        'confirmed',
      );

      const moved = await clock(4 * DAY);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ offsetMs: 4 * DAY, sweep: { completed: 1 } });
      expect(Date.parse(moved.json().now) - Date.now()).toBeGreaterThan(4 * DAY - 60_000);
      expect(BookingSchema.parse((await visit('GET', `/api/bookings/${booking.id}`)).json()).status).toBe(
        'completed',
      );

      const back = await clock(0);
      expect(back.json()).toMatchObject({ offsetMs: 0 });
      expect(Math.abs(Date.parse(back.json().now) - Date.now())).toBeLessThan(60_000);
      expect((await context.runtime.app.inject({ url: '/api/dev/clock' })).json()).toMatchObject({
        offsetMs: 0,
      });
    });

    it('refuses offsets over 400 days', async () => {
      expect((await clock(401 * DAY)).statusCode).toBe(400);
      expect((await clock(1.5)).statusCode).toBe(400);
    });
  });
}
