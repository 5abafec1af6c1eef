import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  carDecider,
  carScheduleStreamName,
  carStreamName,
  handleCommand,
  type CarListing,
} from '@grandtour/commands';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import {
  addDays,
  BookingSchema,
  CarSchema,
  OwnerBookingSchema,
  todayInParis,
  type Car,
  type DeliveryAddress,
} from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest } from '../../testing/booking-requests.ts';
import { newBrowser, newCarBody, registerAccount } from '../../testing/owner-fixtures.ts';
import type { TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const ANTIBES: DeliveryAddress = { street: '4 boulevard Albert 1er', postcode: '06600', city: 'Antibes' };
const MARSEILLE: DeliveryAddress = { street: '45 quai des Belges', postcode: '13001', city: 'Marseille' };

/**
 * Issue 19: a car is handed over where it is (decision 55) and delivered within its radius (decision 56). The server
 * refuses any other place or address with a localized 422 and writes nothing; the booking records the real address.
 */
for (const kind of testDatabaseKinds()) {
  describe(`places follow the car on ${kind}`, () => {
    let owner: TestBrowser;
    let car: Car;
    const today = todayInParis();
    const day = (offset: number) => addDays(today, offset);
    const context = useTestRuntime(
      kind,
      { background: false },
      {
        DATA_DIR: mkdtempSync(join(tmpdir(), 'grandtour-places-')),
        BOOKING_REQUESTS_PER_MINUTE: '100000',
        SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      },
    );
    beforeAll(async () => {
      owner = (await registerAccount(context.runtime.app, 'owner')).visit;
      const created = await owner(
        'POST',
        '/api/owner/cars',
        newCarBody({ pickupHubs: ['nice-station'], deliveryAvailable: true, deliveryRadiusKm: 30 }),
      );
      expect(created.statusCode, created.body).toBe(201);
      car = CarSchema.parse(
        (await newBrowser(context.runtime.app)('GET', `/api/cars/${created.json().id}`)).json(),
      );
    });

    const scheduleLength = async () =>
      (await context.runtime.store.readStream(carScheduleStreamName(car.id))).events.length;

    async function book(body: Record<string, unknown>, language = 'fr') {
      const visit = newBrowser(context.runtime.app);
      return visit('POST', '/api/bookings', body, {
        'idempotency-key': randomUUID(),
        'accept-language': language,
      });
    }

    it('shows the car’s address and the hubs its owner offers', () => {
      expect(car).toMatchObject({
        location: 'Nice',
        address: '37 promenade des Anglais, 06000 Nice',
        pickupHubs: ['nice-station'],
      });
    });

    it('books a pickup at the car’s station, recording its address for the customer and the owner', async () => {
      const request = await bookingRequest(
        context.runtime.app,
        car,
        { startDate: day(30), endDate: day(32) },
        {
          pickup: 'nice-station',
          dropoff: 'car-address',
        },
      );
      const response = await book(request);
      expect(response.statusCode, response.body).toBe(201);
      expect(BookingSchema.parse(response.json())).toMatchObject({
        pickupLocation: 'nice-station',
        pickupAddress: 'Avenue Thiers, 06000 Nice',
        dropoffLocation: 'car-address',
        dropoffAddress: '37 promenade des Anglais, 06000 Nice',
        deliveryAddress: null,
      });
      const seen = OwnerBookingSchema.array().parse((await owner('GET', '/api/owner/bookings')).json());
      expect(seen.find((row) => row.id === response.json().id)).toMatchObject({
        pickupAddress: 'Avenue Thiers, 06000 Nice',
        dropoffAddress: '37 promenade des Anglais, 06000 Nice',
      });
    });

    it('refuses a place the car is not handed over at, in the customer’s language, and writes nothing', async () => {
      const before = await scheduleLength();
      const request = await bookingRequest(context.runtime.app, car, {
        startDate: day(40),
        endDate: day(41),
      });
      for (const pickupLocation of ['nice-airport', 'paris-cdg', 'paris-center']) {
        const fr = await book({ ...request, pickupLocation, dropoffLocation: 'car-address' });
        expect(fr.statusCode, fr.body).toBe(422);
        expect(fr.json()).toMatchObject({
          error: 'place_not_offered',
          message: expect.stringContaining('n’est pas remis à cet endroit'),
        });
      }
      const en = await book(
        { ...request, pickupLocation: 'car-address', dropoffLocation: 'nice-airport' },
        'en',
      );
      expect(en.json()).toMatchObject({
        error: 'place_not_offered',
        message: expect.stringContaining('handed over'),
      });
      const quote = await context.runtime.app.inject({
        url: `/api/cars/${car.id}/quote?startDate=${day(40)}&endDate=${day(41)}&pickupLocation=nice-airport`,
      });
      expect(quote.statusCode).toBe(422);
      expect(await scheduleLength()).toBe(before);
    });

    it('delivers within the radius, and refuses an address outside it, an unknown postcode or none', async () => {
      const before = await scheduleLength();
      const trip = { startDate: day(50), endDate: day(52) };
      const request = await bookingRequest(context.runtime.app, car, trip, {
        pickup: 'delivery',
        dropoff: 'delivery',
      });
      const { deliveryAddress: _address, ...withoutAddress } = request as typeof request & {
        deliveryAddress?: DeliveryAddress;
      };
      for (const [body, code, words] of [
        [withoutAddress, 'delivery_address_required', 'adresse de livraison'],
        [{ ...request, deliveryAddress: MARSEILLE }, 'delivery_out_of_range', 'hors de la zone de livraison'],
        [
          { ...request, deliveryAddress: { ...ANTIBES, postcode: '99999' } },
          'unknown_postcode',
          'Code postal',
        ],
      ] as const) {
        const refused = await book(body);
        expect(refused.statusCode, refused.body).toBe(422);
        expect(refused.json()).toMatchObject({ error: code, message: expect.stringContaining(words) });
      }
      const outside = await book({ ...request, deliveryAddress: MARSEILLE }, 'de');
      expect(outside.json().message).toContain('außerhalb des Liefergebiets');
      expect(outside.json().details).toMatchObject({ radiusKm: 30, distanceKm: expect.any(Number) });
      expect(await scheduleLength()).toBe(before);

      const quoteWith = (postcode: string) =>
        context.runtime.app.inject({
          url: `/api/cars/${car.id}/quote?startDate=${trip.startDate}&endDate=${trip.endDate}&pickupLocation=delivery&deliveryPostcode=${postcode}`,
        });
      expect((await quoteWith('13001')).json()).toMatchObject({ error: 'delivery_out_of_range' });
      expect((await quoteWith('06600')).statusCode).toBe(200);

      const accepted = await book({ ...request, deliveryAddress: ANTIBES });
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(BookingSchema.parse(accepted.json())).toMatchObject({
        pickupLocation: 'delivery',
        pickupAddress: '4 boulevard Albert 1er, 06600 Antibes',
        dropoffAddress: '4 boulevard Albert 1er, 06600 Antibes',
        deliveryAddress: ANTIBES,
      });
    });

    it('lets the owner offer only the hubs of the car’s own city', async () => {
      const refused = await owner('PUT', `/api/owner/cars/${car.id}`, { pickupHubs: ['paris-cdg'] });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ error: 'pickup_hub_elsewhere' });
      const updated = await owner('PUT', `/api/owner/cars/${car.id}`, {
        pickupHubs: ['nice-airport', 'nice-station'],
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().pickupHubs).toEqual(['nice-airport', 'nice-station']);
    });

    it('replays a car published before places existed: it offers its city as its address', async () => {
      const carId = randomUUID();
      const {
        address: _address,
        pickupHubs: _hubs,
        ...before
      } = {
        ...(newCarBody() as unknown as CarListing),
        depositCents: 500_000,
        images: [],
        deliveryAvailable: false,
        deliveryRadiusKm: 0,
        deliveryFeeCents: null,
        isAvailable: true,
      };
      await handleCommand(context.runtime.store, carStreamName(carId), carDecider, {
        type: 'PublishCar',
        data: {
          carId,
          owner: {
            ownerId: 'owner-old',
            ownerName: 'Ancien',
            companyName: null,
            ownerVerified: true,
            ownerRatingTenths: 48,
          },
          listing: before as unknown as CarListing,
          dailyPriceCents: 90_000,
        },
        metadata: { now: new Date().toISOString() },
      });
      const old = CarSchema.parse(
        (await newBrowser(context.runtime.app)('GET', `/api/cars/${carId}`)).json(),
      );
      expect(old).toMatchObject({ address: '', pickupHubs: [] });
      const request = await bookingRequest(context.runtime.app, old, {
        startDate: day(60),
        endDate: day(61),
      });
      const response = await book(request);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ pickupLocation: 'car-address', pickupAddress: 'Nice' });
    });
  });
}
