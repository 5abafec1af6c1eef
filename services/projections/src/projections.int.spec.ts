import { randomUUID } from 'node:crypto';
import type { CarListing, CarOwner } from '@grandtour/commands';
import type { EventStore, Projection } from '@grandtour/event-store';
import {
  carDecider,
  carStreamName,
  handleCommand,
  reviewDecider,
  reviewStreamName,
} from '@grandtour/commands';
import { createPostgresEventStore } from '@grandtour/event-store';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CarSearchQuerySchema } from '@grandtour/shared';
import { createCatalogueQueries } from './cars/car-queries.ts';
import { createCarSearch } from './cars/car-search.ts';
import { carsProjection } from './cars/cars.projection.ts';
import { inlineProjections } from './index.ts';
import { migrateReadModels } from './migrate.ts';
import { reviewsProjection } from './reviews/reviews.projection.ts';
import { createProjectionRunner } from './runner/projection-runner.ts';

const now = '2026-11-22T10:00:00.000Z';
const owner: CarOwner = {
  ownerId: 'owner-a',
  ownerName: 'Claire Dubois',
  companyName: null,
  ownerVerified: true,
  ownerRatingTenths: 48,
};
const listing: CarListing = {
  brand: 'Porsche',
  model: '911 Turbo S',
  year: 2025,
  category: 'sports',
  transmission: 'automatic',
  seats: 4,
  horsepower: 650,
  topSpeedKmh: 330,
  accelerationTenths: 27,
  fuelType: 'essence',
  colour: '#1d3b6e',
  location: 'Lyon',
  address: '',
  pickupHubs: [],
  description: 'Everyday supercar',
  features: ['Sport Chrono', 'Burmester'],
  images: ['/media/a.svg'],
  depositCents: 500_000,
  deliveryAvailable: true,
  deliveryRadiusKm: 40,
  deliveryFeeCents: 9_000,
  isAvailable: true,
};

async function tableDigest(database: TestDatabase, table: string): Promise<string> {
  const { rows } = await database.pool.query(
    `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`,
  );
  return String(rows[0]?.digest);
}

for (const kind of testDatabaseKinds()) {
  describe(`read models on ${kind}`, () => {
    let database: TestDatabase;
    let store: EventStore;
    let queries: ReturnType<typeof createCatalogueQueries>;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await migrateReadModels(database.pool);
      store = createPostgresEventStore({
        connectionString: database.connectionString,
        pool: database.pool,
        inlineProjections,
      });
      queries = createCatalogueQueries(drizzle(database.pool), database.pool, { named: !database.embedded });
    });
    afterAll(async () => {
      await store?.close();
      await database?.close();
    });

    const publish = (carId: string, dailyPriceCents = 180_000) =>
      handleCommand(store, carStreamName(carId), carDecider, {
        type: 'PublishCar',
        data: { carId, owner, listing, dailyPriceCents },
        metadata: { now },
      });

    it('reads JSON columns back exactly, long digit strings included (no driver-level reviving)', async () => {
      const carId = randomUUID();
      const features = ['Châssis n° 12345678901234567890', '12345678901234567890'];
      await handleCommand(store, carStreamName(carId), carDecider, {
        type: 'PublishCar',
        data: { carId, owner, listing: { ...listing, features }, dailyPriceCents: 180_000 },
        metadata: { now },
      });
      expect((await queries.findCar(carId))?.features).toEqual(features);
    });

    it('shows a published car as soon as the command has answered', async () => {
      const carId = randomUUID();
      await publish(carId);
      const car = await queries.findCar(carId);
      expect(car).toMatchObject({
        id: carId,
        brand: 'Porsche',
        model: '911 Turbo S',
        dailyPrice: '1800.00',
        acceleration: '2.7',
        ownerRating: '4.8',
        deliveryFee: '90.00',
        depositAmount: '5000.00',
        rating: '0.0',
        reviewCount: 0,
        features: ['Sport Chrono', 'Burmester'],
        isAvailable: true,
        createdAt: now,
      });
    });

    it('follows updates and price changes, and hides a delisted car', async () => {
      const carId = randomUUID();
      await publish(carId);
      const ownerCommand = { carId, ownerId: owner.ownerId };
      await handleCommand(store, carStreamName(carId), carDecider, {
        type: 'UpdateCar',
        data: { ...ownerCommand, changes: { location: 'Nice', isAvailable: false, features: ['PDCC'] } },
        metadata: { now },
      });
      await handleCommand(store, carStreamName(carId), carDecider, {
        type: 'ChangeCarPrice',
        data: { ...ownerCommand, dailyPriceCents: 165_050 },
        metadata: { now },
      });
      expect(await queries.findCar(carId)).toMatchObject({
        location: 'Nice',
        isAvailable: false,
        features: ['PDCC'],
        dailyPrice: '1650.50',
      });
      await handleCommand(store, carStreamName(carId), carDecider, {
        type: 'DelistCar',
        data: ownerCommand,
        metadata: { now },
      });
      expect(await queries.findCar(carId)).toBeUndefined();
      const listed = await createCarSearch(database.pool, { named: !database.embedded })(
        CarSearchQuerySchema.parse({}),
      );
      expect(listed.cars.map((car) => car.id)).not.toContain(carId);
    });

    it('averages review ratings on the car and lists its reviews newest first', async () => {
      const carId = randomUUID();
      await publish(carId);
      const post = (rating: number, postedAt: string) =>
        handleCommand(store, reviewStreamName(randomUUID()), reviewDecider, {
          type: 'PostReview',
          data: {
            reviewId: randomUUID(),
            carId,
            bookingId: null,
            userId: 'u',
            userName: 'Lena',
            location: 'Berlin',
            rating,
            comment: 'Wunderbar',
            language: 'de',
          },
          metadata: { now: postedAt },
        });
      await post(5, '2026-11-01T10:00:00.000Z');
      await post(4, '2026-11-03T10:00:00.000Z');
      await post(4, '2026-11-02T10:00:00.000Z');
      expect(await queries.findCar(carId)).toMatchObject({ rating: '4.3', reviewCount: 3 });
      const listed = await queries.reviewsForCar(carId);
      expect(listed.map((review) => review.createdAt)).toEqual([
        '2026-11-03T10:00:00.000Z',
        '2026-11-02T10:00:00.000Z',
        '2026-11-01T10:00:00.000Z',
      ]);
    });

    it('replaying the whole log over the read models changes nothing (idempotent projections)', async () => {
      const before = [await tableDigest(database, 'cars'), await tableDigest(database, 'reviews')];
      const replay = createProjectionRunner({
        pool: database.pool,
        store,
        projections: [
          { ...carsProjection, name: 'cars-replay' },
          { ...reviewsProjection, name: 'reviews-replay' },
        ],
      });
      await replay.catchUp();
      expect([await tableDigest(database, 'cars'), await tableDigest(database, 'reviews')]).toEqual(before);
    });

    it('applies each event exactly once with a checkpoint, even with two runners racing', async () => {
      await database.pool.query(
        'CREATE TABLE IF NOT EXISTS applied_events (event_id text PRIMARY KEY, times int NOT NULL)',
      );
      // Deliberately not idempotent: a second application of the same event would show as times = 2.
      const counting: Projection = {
        name: `counting-${randomUUID()}`,
        handles: ['CarPublished', 'ReviewPosted', 'CarUpdated', 'CarPriceChanged', 'CarDelisted'],
        tables: ['applied_events'],
        async apply(event, sql) {
          await sql.query(
            'INSERT INTO applied_events VALUES ($1, 1) ON CONFLICT (event_id) DO UPDATE SET times = applied_events.times + 1',
            [event.metadata.eventId],
          );
        },
      };
      for (let i = 0; i < 20; i++) await publish(randomUUID());
      const runners = [1, 2].map((n) =>
        createProjectionRunner({
          pool: database.pool,
          store,
          projections: [counting],
          batchSize: 7,
          owner: `runner-${n}`,
        }),
      );
      await Promise.all(runners.map((runner) => runner.catchUp()));
      await runners[0]!.catchUp();
      const { rows } = await database.pool.query(
        'SELECT times, count(*)::int AS events FROM applied_events GROUP BY times',
      );
      const { rows: logged } = await database.pool.query('SELECT count(*)::int AS n FROM emt_messages');
      expect(rows).toEqual([{ times: 1, events: logged[0]?.n }]);
      const { rows: checkpoint } = await database.pool.query(
        'SELECT owner FROM projection_checkpoints WHERE name = $1',
        [counting.name],
      );
      expect(['runner-1', 'runner-2']).toContain(checkpoint[0]?.owner);
    });
  });
}
