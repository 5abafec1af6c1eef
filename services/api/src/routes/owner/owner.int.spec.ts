import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { carStreamName } from '@grandtour/commands';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import {
  addDays,
  CarSchema,
  OwnerBookingDetailSchema,
  OwnerBookingSchema,
  OwnerCarSchema,
  OwnerDashboardSchema,
  todayInParis,
} from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import sharp from 'sharp';
import { multipart } from '../../media/testing/multipart.ts';
import { noiseJpeg, solidPng } from '../../media/testing/photo-samples.ts';
import { DEMO_OWNERS } from '../../seed/demo-owners.ts';
import type { TestBrowser } from '../../testing/test-browser.ts';
import {
  bookCar,
  newBrowser,
  newCarBody,
  registerAccount,
  signInDemoOwner,
} from '../../testing/owner-fixtures.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const DEMO_OWNER_ID = DEMO_OWNERS.elysee.ownerId;
// Real photos (the API decodes and re-encodes every upload).
const PNG = await solidPng(120, 80, '#c9a227');
const JPEG = await noiseJpeg(90, 60);
const WEBP = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2f3338' } })
  .webp()
  .toBuffer();

const list = <T extends z.ZodType>(schema: T, body: string) => z.array(schema).parse(JSON.parse(body));
const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

for (const kind of testDatabaseKinds()) {
  describe(`the owner back office API on ${kind}`, () => {
    let demoOwner: TestBrowser;
    let otherOwner: { visit: TestBrowser; userId: string };
    let client: TestBrowser;
    const today = todayInParis();
    const context = useTestRuntime(
      kind,
      { background: false },
      { DATA_DIR: mkdtempSync(join(tmpdir(), 'grandtour-owner-')), SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' },
    );
    beforeAll(async () => {
      demoOwner = await signInDemoOwner(context.runtime.app);
      otherOwner = await registerAccount(context.runtime.app, 'owner');
      client = (await registerAccount(context.runtime.app, 'client')).visit;
    });

    const upload = (visit: TestBrowser, bytes: Buffer, filename: string, type: string) => {
      const { payload, headers } = multipart(bytes, filename, type);
      return visit('POST', '/api/owner/photos', payload, headers);
    };

    describe('who may call it', () => {
      const reads = [
        '/api/owner/cars',
        '/api/owner/bookings',
        '/api/owner/dashboard',
        '/api/owner-calendar/me',
        `/api/owner/cars/${DEMO_OWNER_ID}`,
      ];

      it('refuses visitors with a 401 and clients with a 403, before reading anything', async () => {
        const visitor = newBrowser(context.runtime.app);
        for (const url of reads) {
          expect((await visitor('GET', url)).statusCode, url).toBe(401);
          const refused = await client('GET', url);
          expect(refused.statusCode, url).toBe(403);
          expect(refused.json().error).toBe('owners_only');
        }
        const writes: [string, string, object][] = [
          ['POST', '/api/owner/cars', newCarBody()],
          ['POST', '/api/owner-calendar/bulk-update', { ownerId: 'me', carId: DEMO_OWNER_ID, dates: [] }],
        ];
        for (const [method, url, body] of writes) {
          expect((await visitor(method as 'POST', url, body)).statusCode, url).toBe(401);
          expect((await client(method as 'POST', url, body)).statusCode, url).toBe(403);
        }
        expect((await upload(visitor, PNG, 'a.png', 'image/png')).statusCode).toBe(401);
        expect((await upload(client, PNG, 'a.png', 'image/png')).statusCode).toBe(403);
        // The message is in the caller's language.
        const english = await client('GET', '/api/owner/cars', undefined, { 'accept-language': 'en' });
        expect(english.json().message).toBe('This area is for owners only.');
      });

      it('shows an owner only their own cars; another owner’s car is a 404 to read, change or delist', async () => {
        const demoCars = list(OwnerCarSchema, (await demoOwner('GET', '/api/owner/cars?range=[0,99]')).body);
        expect(demoCars).toHaveLength(12);
        expect(new Set(demoCars.map((car) => car.ownerName))).toEqual(new Set(['Alexandre Laurent']));
        const theirs = demoCars[0]!;
        const other = otherOwner.visit;
        expect(list(OwnerCarSchema, (await other('GET', '/api/owner/cars')).body)).toEqual([]);
        expect((await other('GET', `/api/owner/cars/${theirs.id}`)).statusCode).toBe(404);
        const change = await other('PUT', `/api/owner/cars/${theirs.id}`, { dailyPriceCents: 100 });
        expect(change.statusCode).toBe(404);
        expect(change.json().error).toBe('car_not_found');
        expect((await other('DELETE', `/api/owner/cars/${theirs.id}`)).statusCode).toBe(404);
        expect((await other('GET', `/api/owner/cars/${theirs.id}/calendar-feed`)).statusCode).toBe(404);
        expect(
          (await other('GET', `/api/owner/cars?${query({ filter: { id: [theirs.id] } })}`)).json(),
        ).toEqual([]);
        const { events } = await context.runtime.store.readStream(carStreamName(theirs.id));
        expect(events.map((event) => event.type)).toEqual(['CarPublished']);
      });
    });

    describe('the ra-data-simple-rest contract', () => {
      it('sorts, pages with Content-Range and filters', async () => {
        const firstPage = await demoOwner(
          'GET',
          `/api/owner/cars?${query({ sort: ['dailyPriceCents', 'DESC'], range: [0, 4], filter: {} })}`,
        );
        expect(firstPage.statusCode, firstPage.body).toBe(200);
        expect(firstPage.headers['content-range']).toBe('cars 0-4/12');
        const prices = list(OwnerCarSchema, firstPage.body).map((car) => car.dailyPriceCents);
        expect(prices).toHaveLength(5);
        expect(prices).toEqual([...prices].sort((a, b) => b - a));
        const lastPage = await demoOwner(
          'GET',
          `/api/owner/cars?${query({ sort: ['dailyPriceCents', 'DESC'], range: [10, 14] })}`,
        );
        expect(lastPage.headers['content-range']).toBe('cars 10-11/12');
        const all = list(
          OwnerCarSchema,
          (
            await demoOwner(
              'GET',
              `/api/owner/cars?${query({ sort: ['dailyPriceCents', 'DESC'], range: [0, 11] })}`,
            )
          ).body,
        );
        expect(list(OwnerCarSchema, lastPage.body).map((car) => car.id)).toEqual(
          all.slice(10).map((car) => car.id),
        );

        const ferraris = await demoOwner('GET', `/api/owner/cars?${query({ filter: { q: 'ferrari' } })}`);
        const found = list(OwnerCarSchema, ferraris.body);
        expect(found.length).toBeGreaterThan(0);
        expect(found.every((car) => car.brand === 'Ferrari')).toBe(true);
        expect(ferraris.headers['content-range']).toBe(`cars 0-${found.length - 1}/${found.length}`);

        // getMany: filter by ids.
        const ids = [all[3]!.id, all[7]!.id];
        const many = list(
          OwnerCarSchema,
          (await demoOwner('GET', `/api/owner/cars?${query({ filter: { id: ids } })}`)).body,
        );
        expect(many.map((car) => car.id).sort()).toEqual([...ids].sort());

        const none = await demoOwner('GET', `/api/owner/cars?${query({ filter: { q: 'no such car' } })}`);
        expect(none.json()).toEqual([]);
        expect(none.headers['content-range']).toBe('cars */0');
      });

      it('refuses a bad sort, range or filter with a 400 naming the parameter, never a 500', async () => {
        const bad = [
          query({ sort: ['ownerId', 'ASC'] }),
          query({ sort: ['brand', 'UP'] }),
          query({ range: [5, 2] }),
          query({ range: [-1, 2] }),
          query({ filter: { ownerId: 'someone' } }),
          'sort=not-json',
          'range=%5B0%2C',
        ];
        for (const parameters of bad) {
          const response = await demoOwner('GET', `/api/owner/cars?${parameters}`);
          expect(response.statusCode, parameters).toBe(400);
          expect(response.json().error).toBe('validation_failed');
          expect(JSON.stringify(response.json().details), parameters).toMatch(/query\.(sort|range|filter)/);
        }
      });
    });

    describe('cars: each change is a command the public site shows at once', () => {
      it('publishes, changes (listing and price in one append), ignores fields the owner does not control, delists', async () => {
        const visit = otherOwner.visit;
        const created = await visit('POST', '/api/owner/cars', newCarBody({ model: 'Cayman Test' }));
        expect(created.statusCode, created.body).toBe(201);
        const car = OwnerCarSchema.parse(created.json());
        expect(car).toMatchObject({
          model: 'Cayman Test',
          ownerName: 'Inès Moreau',
          depositCents: 500_000,
          isListed: true,
        });
        expect(car.images[0]).toMatch(/^\/media\/cars\/porsche-cayman-test\/c9a227\//);
        const publicCar = CarSchema.parse(
          (await newBrowser(context.runtime.app)('GET', `/api/cars/${car.id}`)).json(),
        );
        expect(publicCar).toMatchObject({
          ownerId: otherOwner.userId,
          dailyPrice: '950.00',
          location: 'Nice',
        });

        const changed = await visit('PUT', `/api/owner/cars/${car.id}`, {
          ...car,
          id: 'ignored',
          rating: 5,
          dailyPriceCents: 120_050,
          description: 'Révisée.',
        });
        expect(changed.statusCode, changed.body).toBe(200);
        expect(OwnerCarSchema.parse(changed.json())).toMatchObject({
          dailyPriceCents: 120_050,
          description: 'Révisée.',
        });
        const { events } = await context.runtime.store.readStream(carStreamName(car.id));
        expect(events.map((event) => event.type)).toEqual(['CarPublished', 'CarUpdated', 'CarPriceChanged']);
        // One append: both events were committed together.
        expect(events[2]!.metadata.logPosition.commit).toBe(events[1]!.metadata.logPosition.commit);
        expect(
          CarSchema.parse((await newBrowser(context.runtime.app)('GET', `/api/cars/${car.id}`)).json())
            .dailyPrice,
        ).toBe('1200.50');

        const invalid = await visit('PUT', `/api/owner/cars/${car.id}`, { year: 1800, dailyPriceCents: -5 });
        expect(invalid.statusCode).toBe(400);
        expect(
          invalid
            .json()
            .details.map((detail: { field: string }) => detail.field)
            .sort(),
        ).toEqual(['body.dailyPriceCents', 'body.year']);
        const missing = await visit('POST', '/api/owner/cars', { brand: 'Porsche' });
        expect(missing.statusCode).toBe(400);

        const delisted = await visit('DELETE', `/api/owner/cars/${car.id}`);
        expect(delisted.statusCode).toBe(200);
        expect(delisted.json().isListed).toBe(false);
        expect((await newBrowser(context.runtime.app)('GET', `/api/cars/${car.id}`)).statusCode).toBe(404);
        expect(
          list(OwnerCarSchema, (await visit('GET', '/api/owner/cars')).body).map((row) => row.id),
        ).not.toContain(car.id);
        const hidden = await visit('GET', `/api/owner/cars?${query({ filter: { isListed: false } })}`);
        expect(list(OwnerCarSchema, hidden.body).map((row) => row.id)).toContain(car.id);
        const afterwards = await visit('PUT', `/api/owner/cars/${car.id}`, { description: 'Trop tard' });
        expect(afterwards.statusCode).toBe(422);
        expect(afterwards.json().error).toBe('car_delisted');
      });

      it('lists active, delisted or all cars, and relists a delisted car as it was (decision 62)', async () => {
        const visit = otherOwner.visit;
        const created = await visit('POST', '/api/owner/cars', newCarBody({ model: 'Relist Test' }));
        const car = OwnerCarSchema.parse(created.json());
        expect((await visit('DELETE', `/api/owner/cars/${car.id}`)).statusCode).toBe(200);
        const ids = async (listing: string) =>
          list(
            OwnerCarSchema,
            (await visit('GET', `/api/owner/cars?${query({ filter: { listing } })}`)).body,
          ).map((row) => row.id);
        expect(await ids('delisted')).toContain(car.id);
        expect(await ids('active')).not.toContain(car.id);
        expect(await ids('all')).toContain(car.id);
        const refused = await visit('GET', `/api/owner/cars?${query({ filter: { listing: 'sold' } })}`);
        expect(refused.statusCode).toBe(400);

        const stranger = await demoOwner('POST', `/api/owner/cars/${car.id}/relist`);
        expect(stranger.statusCode).toBe(404);
        expect((await newBrowser(context.runtime.app)('GET', `/api/cars/${car.id}`)).statusCode).toBe(404);

        const relisted = await visit('POST', `/api/owner/cars/${car.id}/relist`);
        expect(relisted.statusCode, relisted.body).toBe(200);
        expect(OwnerCarSchema.parse(relisted.json())).toMatchObject({
          isListed: true,
          model: 'Relist Test',
          dailyPriceCents: car.dailyPriceCents,
        });
        expect((await newBrowser(context.runtime.app)('GET', `/api/cars/${car.id}`)).statusCode).toBe(200);
        expect(await ids('active')).toContain(car.id);
        expect((await visit('POST', `/api/owner/cars/${car.id}/relist`)).statusCode).toBe(200);
        const { events } = await context.runtime.store.readStream(carStreamName(car.id));
        expect(events.map((event) => event.type)).toEqual(['CarPublished', 'CarDelisted', 'CarRelisted']);
        const changed = await visit('PUT', `/api/owner/cars/${car.id}`, { description: 'De retour.' });
        expect(changed.statusCode, changed.body).toBe(200);
      });
    });

    describe('photos', () => {
      it('stores JPEG, PNG and WebP re-encoded as WebP, serves them cacheable, keeps their order on the car', async () => {
        const visit = otherOwner.visit;
        const urls: string[] = [];
        for (const [bytes, name, type] of [
          [PNG, 'photo.png', 'image/png'],
          [JPEG, 'photo.bin', 'application/octet-stream'],
          [WEBP, 'photo.webp', 'image/webp'],
        ] as const) {
          const response = await upload(visit, bytes, name, type);
          expect(response.statusCode, response.body).toBe(201);
          urls.push(response.json().url);
        }
        for (const url of urls) expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{64}\.webp$/);
        expect(new Set(urls).size).toBe(3);
        const served = await newBrowser(context.runtime.app)('GET', urls[0]!);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 120, height: 80 });

        const created = await visit('POST', '/api/owner/cars', newCarBody({ images: urls }));
        expect(created.statusCode, created.body).toBe(201);
        const car = OwnerCarSchema.parse(created.json());
        expect(car.images).toEqual(urls);
        const reordered = [urls[2]!, urls[0]!];
        const changed = await visit('PUT', `/api/owner/cars/${car.id}`, { images: reordered });
        expect(changed.json().images).toEqual(reordered);
        expect(
          CarSchema.parse((await newBrowser(context.runtime.app)('GET', `/api/cars/${car.id}`)).json())
            .images,
        ).toEqual(reordered);
      });

      it('refuses a file that is not an image whatever its name says, one over 5 MB, an empty form and unknown photos', async () => {
        const visit = otherOwner.visit;
        const fake = await upload(
          visit,
          Buffer.from('<svg onload="alert(1)"></svg>'),
          'photo.jpg',
          'image/jpeg',
        );
        expect(fake.statusCode).toBe(415);
        expect(fake.json().error).toBe('photo_type_refused');
        const huge = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024, 1)]);
        const tooBig = await upload(visit, huge, 'big.jpg', 'image/jpeg');
        expect(tooBig.statusCode).toBe(413);
        expect(tooBig.json().error).toBe('photo_too_large');
        const notMultipart = await visit('POST', '/api/owner/photos', { photo: 'x' });
        expect(notMultipart.statusCode).toBe(415);
        const unknown = `/media/photos/${'a'.repeat(64)}.jpg`;
        const refused = await visit('POST', '/api/owner/cars', newCarBody({ images: [unknown] }));
        expect(refused.statusCode).toBe(422);
        expect(refused.json().error).toBe('photo_not_found');
        const foreign = await visit(
          'POST',
          '/api/owner/cars',
          newCarBody({ images: ['https://example.com/a.jpg'] }),
        );
        expect(foreign.statusCode).toBe(400);
      });
    });

    describe('bookings and the dashboard', () => {
      it('lists the owner’s bookings with filters and search; shows one with its money timeline; hides it from others', async () => {
        const cars = list(
          OwnerCarSchema,
          (await demoOwner('GET', `/api/owner/cars?${query({ sort: ['id', 'ASC'], range: [0, 11] })}`)).body,
        );
        const [first, second] = [cars[0]!, cars[1]!];
        const confirmed = await bookCar(
          context.runtime.app,
          first.id,
          addDays(today, 20),
          addDays(today, 23),
          {
            firstName: 'Zoé',
          },
        );
        const pending = await bookCar(
          context.runtime.app,
          second.id,
          addDays(today, 20),
          addDays(today, 22),
          {
            pay: false,
          },
        );
        await context.runtime.projectionRunner.catchUp();

        const byStatus = await demoOwner(
          'GET',
          `/api/owner/bookings?${query({ filter: { status: 'confirmed' } })}`,
        );
        expect(byStatus.headers['content-range']).toMatch(/^bookings 0-\d+\/\d+$/);
        const confirmedRows = list(OwnerBookingSchema, byStatus.body);
        expect(confirmedRows.map((row) => row.id)).toContain(confirmed.booking.id);
        expect(confirmedRows.every((row) => row.status === 'confirmed')).toBe(true);
        const both = list(
          OwnerBookingSchema,
          (
            await demoOwner(
              'GET',
              `/api/owner/bookings?${query({ filter: { status: ['pending', 'confirmed'] } })}`,
            )
          ).body,
        );
        expect(both.map((row) => row.id)).toEqual(
          expect.arrayContaining([confirmed.booking.id, pending.booking.id]),
        );
        const searched = list(
          OwnerBookingSchema,
          (await demoOwner('GET', `/api/owner/bookings?${query({ filter: { q: 'zoé mar' } })}`)).body,
        );
        expect(searched.map((row) => row.id)).toEqual([confirmed.booking.id]);

        const shown = await demoOwner('GET', `/api/owner/bookings/${confirmed.booking.id}`);
        expect(shown.statusCode).toBe(200);
        const detail = OwnerBookingDetailSchema.parse(shown.json());
        expect(detail.customer).toMatchObject({
          firstName: 'Zoé',
          lastName: 'Martin',
          email: 'lea@example.fr',
        });
        expect(detail.totalCents).toBe(Math.round(Number(confirmed.booking.totalPrice) * 100));
        expect(detail.timeline.map((step) => step.kind)).toEqual([
          'quoted',
          'payment_started',
          'payment_succeeded',
          'confirmed',
        ]);
        expect(detail.timeline[0]!.amountCents).toBe(detail.totalCents);
        expect(detail.timeline[0]!.details).toMatchObject({
          rentalCents: detail.rentalCents,
          serviceFeeCents: detail.serviceFeeCents,
        });
        expect(detail.timeline[2]!.amountCents).toBe(detail.totalCents);
        expect(detail.timeline[3]!.amountCents).toBe(detail.ownerPayoutCents);
        // The demo owner has no owner plan: Free, 15 % frozen at booking (decision 0080).
        const commissionCents = Math.round(detail.ownerPayoutCents * 0.15);
        expect(detail.earnings).toEqual({
          grossCents: detail.ownerPayoutCents,
          commissionRateBps: 1500,
          commissionCents,
          netCents: detail.ownerPayoutCents - commissionCents,
        });
        expect(confirmedRows.find((row) => row.id === confirmed.booking.id)?.earnings).toEqual(
          detail.earnings,
        );

        expect(
          (await otherOwner.visit('GET', `/api/owner/bookings/${confirmed.booking.id}`)).statusCode,
        ).toBe(404);
        expect((await otherOwner.visit('GET', '/api/owner/bookings')).json()).toEqual([]);
      });

      it('gives the four cards, 12 months and the occupancy exactly as the read models hold them', async () => {
        await context.runtime.projectionRunner.catchUp();
        const response = await demoOwner('GET', '/api/owner/dashboard');
        expect(response.statusCode, response.body).toBe(200);
        const dashboard = OwnerDashboardSchema.parse(response.json());
        const one = async (sql: string, values: unknown[] = [DEMO_OWNER_ID]) =>
          Number(Object.values((await context.database.pool.query(sql, values)).rows[0]!)[0]);
        expect(dashboard.vehicles).toBe(
          await one('SELECT count(*) FROM cars WHERE owner_id = $1 AND is_listed'),
        );
        expect(dashboard.activeBookings).toBe(
          await one("SELECT count(*) FROM bookings WHERE owner_id = $1 AND status = 'confirmed'"),
        );
        expect(dashboard.pendingBookings).toBe(
          await one("SELECT count(*) FROM bookings WHERE owner_id = $1 AND status = 'pending'"),
        );
        expect(dashboard.activeBookings).toBeGreaterThan(0);
        expect(dashboard.pendingBookings).toBeGreaterThan(0);
        const month = today.slice(0, 7);
        expect(dashboard.month).toBe(month);
        expect(dashboard.revenueThisMonthCents).toBe(
          await one(
            "SELECT COALESCE(sum(revenue_cents), 0) FROM owner_stats WHERE owner_id = $1 AND to_char(date, 'YYYY-MM') = $2",
            [DEMO_OWNER_ID, month],
          ),
        );
        expect(dashboard.revenueThisMonthCents).toBeGreaterThan(0);
        // One definition: the card is the chart's current month.
        expect(dashboard.revenueByMonth.at(-1)?.revenueCents).toBe(dashboard.revenueThisMonthCents);
        expect(dashboard.revenueByMonth).toHaveLength(12);
        const commissionCents = await one(
          "SELECT COALESCE(sum(commission_cents), 0) FROM owner_stats WHERE owner_id = $1 AND to_char(date, 'YYYY-MM') = $2",
          [DEMO_OWNER_ID, month],
        );
        expect(dashboard.revenueByMonth.at(-1)).toEqual({
          month,
          revenueCents: dashboard.revenueThisMonthCents,
          commissionCents,
          netCents: dashboard.revenueThisMonthCents - commissionCents,
          bookings: await one(
            "SELECT COALESCE(sum(bookings), 0) FROM owner_stats WHERE owner_id = $1 AND to_char(date, 'YYYY-MM') = $2",
            [DEMO_OWNER_ID, month],
          ),
        });
        expect(dashboard.occupancy.cars).toHaveLength(dashboard.vehicles);
        const bookedDays = dashboard.occupancy.cars.reduce((sum, car) => sum + car.bookedDays, 0);
        // The confirmed booking (3 days) and the pending hold (2 days) of the test above.
        expect(bookedDays).toBe(5);

        const empty = OwnerDashboardSchema.parse(
          (await otherOwner.visit('GET', '/api/owner/dashboard')).json(),
        );
        expect(empty).toMatchObject({ activeBookings: 0, pendingBookings: 0, revenueThisMonthCents: 0 });
      });
    });

    it('documents every owner route in the OpenAPI description', async () => {
      const docs = await newBrowser(context.runtime.app)('GET', '/api/docs/json');
      expect(docs.statusCode).toBe(200);
      const paths = Object.keys(docs.json().paths);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/owner/cars',
          '/api/owner/cars/{id}',
          '/api/owner/photos',
          '/api/owner/bookings/{id}',
          '/api/owner/dashboard',
          '/api/owner-calendar/{ownerId}',
          '/api/owner-calendar/bulk-update',
          '/api/calendar-feeds/{file}',
        ]),
      );
    });
  });
}
