import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, HandoverReportSchema, pickupInstant, todayInParis } from '@grandtour/shared';
import { movableClock } from '@grandtour/workers/testing';
import { describe, expect, it } from 'vitest';
import { bookAs, payWithDemoCard } from '../testing/booking-requests.ts';
import { formData, handoverPhoto } from '../testing/handover-fixtures.ts';
import { demoOwnerOf } from '../testing/mail-test-runtime.ts';
import { newBrowser, signInDemoOwner } from '../testing/owner-fixtures.ts';
import type { TestBrowser } from '../testing/test-browser.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

const HOUR = 3_600_000;

// The allowance is counted in each API node's memory: one database kind shows it as well as two.
describe('handover uploads within an hourly allowance per party (issue 23)', { timeout: 60_000 }, () => {
  const clock = movableClock();
  const context = useTestRuntime(
    'pglite',
    { clock: clock.now, background: false },
    { DATA_DIR: mkdtempSync(join(tmpdir(), 'grandtour-handover-limits-')), HANDOVER_UPLOADS_PER_HOUR: '3' },
  );
  const put = async (visit: TestBrowser, url: string, bytes: Buffer) => {
    const { payload, headers } = formData('photo', bytes, 'image/jpeg');
    return visit('PUT', url, payload, { ...headers, 'accept-language': 'fr' });
  };

  it('answers 429 with when to try again once a party has sent its allowance, refused photos counted', async () => {
    const car = (await demoOwnerOf(context)).cars[0]!;
    const customer = newBrowser(context.runtime.app);
    const startDate = addDays(todayInParis(clock.now()), 9);
    const booking = await bookAs(customer, context.runtime.app, car, {
      startDate,
      endDate: addDays(startDate, 2),
    });
    await payWithDemoCard(customer, booking);
    clock.set(new Date(pickupInstant(startDate).getTime() - HOUR));
    const owner = await signInDemoOwner(context.runtime.app);
    const ownerReport = `/api/owner/bookings/${booking.id}/handovers/pickup`;
    const customerReport = `/api/bookings/${booking.id}/handovers/pickup`;

    for (const [index, slot] of ['front', 'back', 'left'].entries())
      expect((await put(owner, `${ownerReport}/photos/${slot}`, await handoverPhoto(index))).statusCode).toBe(
        200,
      );
    const spent = await put(owner, `${ownerReport}/photos/right`, await handoverPhoto(3));
    expect(spent.statusCode).toBe(429);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(3_500);
    expect(spent.json()).toMatchObject({
      error: 'photo_upload_rate_limited',
      details: { uploadsPerHour: 3 },
      message: expect.stringMatching(/\S/),
    });
    const report = HandoverReportSchema.parse((await owner('GET', ownerReport)).json());
    expect(report.slots.filter((slot) => slot.sha256).map((slot) => slot.slot)).toEqual([
      'front',
      'back',
      'left',
    ]);

    // The customer has an allowance of their own; a file that is not a photo spends it too (it was read).
    expect((await put(customer, `${customerReport}/photos/right`, await handoverPhoto(4))).statusCode).toBe(
      200,
    );
    for (let attempt = 0; attempt < 2; attempt++)
      expect(
        (await put(customer, `${customerReport}/photos/interior`, Buffer.from('not a photo'))).statusCode,
      ).toBe(415);
    expect(
      (await put(customer, `${customerReport}/photos/interior`, await handoverPhoto(5))).statusCode,
    ).toBe(429);

    // An hour later the owner may send again.
    clock.set(new Date(clock.now().getTime() + HOUR));
    expect((await put(owner, `${ownerReport}/photos/right`, await handoverPhoto(6))).statusCode).toBe(200);
  });
});
