import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { CATCH_UP, ONE_LOOK } from './journey.ts';
import {
  HANDOVER_ANGLES,
  pickupInstant,
  type Car,
  type HandoverPhase,
  type HandoverReport,
  type HandoverSigningCodeResponse,
  type OwnerCar,
} from '@grandtour/shared';
import sharp from 'sharp';
import { bookFromCarPage, payWithCard, type Stay } from './booking.ts';

export const PHONE = { width: 375, height: 812 };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo owner, signed in on a phone of their own. */
export async function ownerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: PHONE });
  const page = await context.newPage();
  const response = await page.request.post('/api/login', {
    data: { identifier: 'owner@grandtour.demo', password: 'GrandTour-Demo-2026' },
  });
  expect(response.status()).toBe(200);
  return page;
}

/** The demo owner's bookable cars. */
export async function demoOwnerCars(owner: Page): Promise<Car[]> {
  const mine = (await (
    await owner.request.get(`/api/owner/cars?range=${encodeURIComponent('[0,99]')}`)
  ).json()) as OwnerCar[];
  const all = (await (await owner.request.get('/api/cars?availableNow=true&limit=100')).json()) as Car[];
  const ids = new Set(mine.filter((car) => car.isListed && car.isAvailable).map((car) => car.id));
  return all.filter((car) => ids.has(car.id));
}

/** Moves the marketplace's clock to `at` (ADJUSTABLE_CLOCK, test runs only); the sweep runs before the answer. */
export async function clockAt(request: APIRequestContext, at: number) {
  const moved = await request.put('/api/dev/clock', { data: { offsetMs: Math.round(at - Date.now()) } });
  expect(moved.status(), await moved.text()).toBe(200);
}

export const resetClock = async (request: APIRequestContext) =>
  expect((await request.put('/api/dev/clock', { data: { offsetMs: 0 } })).status()).toBe(200);

/**
 * Booked and paid by card on the site as a visitor, then the clock moved to a day before pickup, until the deposit
 * is held on that card: the pickup report is open and its seal can hand the car over.
 */
export async function bookingReadyForPickup(page: Page, car: Car, stay: Stay) {
  const bookingId = await bookFromCarPage(page, car, stay);
  await page.getByTestId('pay-by-card').click();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment-success/);
  const at = pickupInstant(stay.startDate).getTime() - DAY + HOUR;
  await expect(async () => {
    await clockAt(page.request, at);
    await page.goto(`/reservations/${bookingId}`);
    await expect(page.getByTestId('deposit-status')).toHaveAttribute('data-status', 'held', ONE_LOOK);
  }).toPass(CATCH_UP);
  return bookingId;
}

/** Ten small JPEGs of different colours, as a phone's camera would hand them over (one per angle). */
export async function cameraPhotos(count = HANDOVER_ANGLES.length + 1) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `IMG_${1000 + index}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({
        create: {
          width: 64,
          height: 48,
          channels: 3,
          background: { r: (index * 23) % 256, g: 90, b: 200 - index },
        },
      })
        .jpeg()
        .toBuffer(),
    })),
  );
}

/** A signature drawn with the pointer on a pad's canvas. */
export async function drawSignature(page: Page, canvasTestId: string) {
  const canvas = page.getByTestId(canvasTestId);
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, -20],
    [120, 20],
    [180, -15],
    [240, 10],
  ] as const)
    await page.mouse.move(box.x + dx, box.y + box.height / 2 + dy, { steps: 4 });
  await page.mouse.up();
}

/** The pickup report filled in and sealed through the owner's API (the customer signing on the owner's phone). */
export const sealPickupByApi = (owner: Page, customer: Page, bookingId: string) =>
  sealReportByApi(owner, customer, bookingId, 'pickup', { odometerKm: 12_000, fuelPercent: 90 });

/**
 * A report filled in and sealed through the owner's API: a photo per angle, the readings, the owner's signature,
 * then the customer's on the owner's phone with the code the customer's own session asks for (decision 89).
 */
export async function sealReportByApi(
  owner: Page,
  customer: Page,
  bookingId: string,
  phase: HandoverPhase,
  readings: { odometerKm: number; fuelPercent: number },
) {
  const base = `/api/owner/bookings/${bookingId}/handovers/${phase}`;
  const photos = await cameraPhotos(HANDOVER_ANGLES.length);
  for (const [index, angle] of HANDOVER_ANGLES.entries()) {
    const taken = await owner.request.put(`${base}/photos/${angle}`, {
      multipart: { photo: photos[index]! },
    });
    expect(taken.status(), await taken.text()).toBe(200);
  }
  const recorded = await owner.request.put(`${base}/readings`, { data: readings });
  expect(recorded.status(), await recorded.text()).toBe(200);
  const png = await sharp({ create: { width: 60, height: 20, channels: 4, background: '#000f' } })
    .png()
    .toBuffer();
  const signature = { name: 'signature.png', mimeType: 'image/png', buffer: png };
  expect((await owner.request.post(`${base}/signature`, { multipart: { signature } })).status()).toBe(200);
  const asked = await customer.request.post(`/api/bookings/${bookingId}/handovers/${phase}/signing-code`);
  expect(asked.status(), await asked.text()).toBe(200);
  const { code } = (await asked.json()) as HandoverSigningCodeResponse;
  const sealed = await owner.request.post(`${base}/signature?party=customer`, {
    multipart: { signature, code },
  });
  expect(sealed.status(), await sealed.text()).toBe(200);
  expect(((await sealed.json()) as HandoverReport).sealed).toBe(true);
}

/** WCAG 2.2 AA violations inside one part of the page (the handover's own screens). */
export async function violationsIn(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}
