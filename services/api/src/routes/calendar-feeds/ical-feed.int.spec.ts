import { carScheduleDecider, carScheduleStreamName, handleCommand } from '@grandtour/commands';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { addDays, CalendarFeedSchema, OwnerCalendarSchema, todayInParis } from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNERS } from '../../seed/demo-owners.ts';
import { newBrowser, signInDemoOwner } from '../../testing/owner-fixtures.ts';
import type { TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const kind = testDatabaseKinds().at(-1)!;

describe(`the iCal feed with hostile owner text, on ${kind}`, () => {
  const context = useTestRuntime(kind, { background: false }, { SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' });
  let owner: TestBrowser;
  let carId: string;
  const today = todayInParis();

  beforeAll(async () => {
    owner = await signInDemoOwner(context.runtime.app);
    const calendar = OwnerCalendarSchema.parse((await owner('GET', '/api/owner-calendar/me')).json());
    carId = calendar.cars.find((car) => car.isAvailable)!.carId;
  });

  /**
   * Blocks days with these notes. Written as the owner's command writes them, not through the route's schema: the
   * feed must stay sound for whatever text the log holds, whichever rules the forms apply today.
   */
  async function block(days: { date: string; notes: string }[]) {
    await handleCommand(context.runtime.store, carScheduleStreamName(carId), carScheduleDecider, {
      type: 'SetCarDaysAvailability',
      data: {
        carId,
        ownerId: DEMO_OWNERS.elysee.ownerId,
        days: days.map(({ date, notes }) => ({ date, available: false, reason: 'holiday', notes })),
      },
      metadata: { now: new Date().toISOString() },
    });
  }

  it('escapes CR, LF and CRLF in notes and folds long multibyte text: no owner text starts a line of its own', async () => {
    const injected = (lineBreak: string) =>
      ['Congés', 'END:VEVENT', 'BEGIN:VEVENT', 'UID:forged@evil', 'SUMMARY:Réservé'].join(lineBreak);
    const long = 'Révision 李小龍 مرحبا 🏎️🇫🇷, '.repeat(10).trim();
    await block([
      { date: addDays(today, 20), notes: injected('\r') },
      { date: addDays(today, 22), notes: injected('\n') },
      { date: addDays(today, 24), notes: injected('\r\n') },
      { date: addDays(today, 26), notes: long },
    ]);
    const feed = CalendarFeedSchema.parse(
      (await owner('GET', `/api/owner/cars/${carId}/calendar-feed`)).json(),
    );
    const response = await newBrowser(context.runtime.app)('GET', new URL(feed.url).pathname);
    expect(response.statusCode).toBe(200);
    const body = response.body;

    // CRLF ends every line and nothing else breaks one; no line is longer than 75 octets nor cut inside a character.
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) {
      const bytes = Buffer.from(line);
      expect(bytes.length).toBeLessThanOrEqual(75);
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(line);
    }
    const lines = body.replace(/\r\n /g, '').split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(4);
    expect(lines.filter((line) => line.startsWith('UID:forged'))).toEqual([]);
    expect(lines.filter((line) => line === 'SUMMARY:Réservé')).toEqual([]);
    expect(lines.filter((line) => line.startsWith('DESCRIPTION:'))).toEqual([
      ...Array.from(
        { length: 3 },
        () => 'DESCRIPTION:Congés\\nEND:VEVENT\\nBEGIN:VEVENT\\nUID:forged@evil\\nSUMMARY:Réservé',
      ),
      `DESCRIPTION:${long.replaceAll(',', '\\,')}`,
    ]);
  });
});
