import { expect, test, type Page } from './support/journey.ts';
import {
  CAR_GALLERY_IMAGE_SIZES,
  type OwnerCar,
  photoSrcSet,
  photoVariantUrl,
  type PhotoWidth,
} from '@grandtour/shared';
import sharp from 'sharp';

/** What the test reads of the page's <img> (the tests are compiled without the DOM's types). */
interface ShownImage {
  complete: boolean;
  naturalWidth: number;
  currentSrc: string;
}

const DEMO_OWNER = { identifier: 'owner@grandtour.demo', password: 'GrandTour-Demo-2026' };

/** The demo owner lists a car with one photo of 2400 × 1500 pixels (so its three variants all differ). */
async function carWithAPhoto(page: Page): Promise<{ car: OwnerCar; url: string }> {
  expect((await page.request.post('/api/login', { data: DEMO_OWNER })).status()).toBe(200);
  const photo = await sharp({ create: { width: 2400, height: 1500, channels: 3, background: '#8a1c1c' } })
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post('/api/owner/photos', {
    multipart: { photo: { name: 'car.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const created = await page.request.post('/api/owner/cars', {
    data: {
      brand: 'Aston Martin',
      model: `DB12 Photos ${Date.now()}`,
      year: 2025,
      category: 'luxury',
      transmission: 'automatic',
      seats: 4,
      horsepower: 680,
      topSpeedKmh: 325,
      accelerationTenths: 36,
      fuelType: 'essence',
      colour: '#1f3b2d',
      location: 'Nice',
      images: [url],
      dailyPriceCents: 150_000,
    },
  });
  expect(created.status()).toBe(201);
  return { car: (await created.json()) as OwnerCar, url };
}

/** Opens the car's page and answers which of the photo's files the browser fetched. */
async function photoFilesFetched(page: Page, carId: string) {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/media/photos/')) fetched.push(path);
  });
  await page.goto(`/car/${carId}`);
  const main = page.getByTestId('car-gallery').locator('img').first();
  await expect
    .poll(() =>
      main.evaluate((image) => (image as ShownImage).complete && (image as ShownImage).naturalWidth),
    )
    .not.toBe(0);
  return { main, fetched };
}

for (const { device, viewport, width } of [
  { device: 'a phone', viewport: { width: 375, height: 740 }, width: 400 },
  { device: 'a desktop screen', viewport: { width: 1280, height: 800 }, width: 800 },
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport, deviceScaleFactor: 1 });

    test(`the car page shows an owner’s photo from its ${width} px variant, named in srcset`, async ({
      page,
    }) => {
      const { car, url } = await carWithAPhoto(page);
      try {
        const { main, fetched } = await photoFilesFetched(page, car.id);
        await expect(main).toHaveAttribute('srcset', photoSrcSet(url)!);
        await expect(main).toHaveAttribute('sizes', CAR_GALLERY_IMAGE_SIZES);
        // Width and height keep the page in place while the picture arrives.
        await expect(main).toHaveAttribute('width', '800');
        await expect(main).toHaveAttribute('height', '500');
        const expected = photoVariantUrl(url, width as PhotoWidth)!;
        expect(await main.evaluate((image) => new URL((image as ShownImage).currentSrc).pathname)).toBe(
          expected,
        );
        const file = await page.request.get(expected);
        expect((await sharp(await file.body()).metadata()).width).toBe(width);
        // The larger files, and the stored photo itself, were never downloaded.
        expect(fetched).toContain(expected);
        for (const larger of [url, photoVariantUrl(url, 1600)!]) expect(fetched).not.toContain(larger);
      } finally {
        expect((await page.request.delete(`/api/owner/cars/${car.id}`)).status()).toBe(200);
      }
    });
  });
}
