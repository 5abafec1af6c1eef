import type { CarCommand, CarListing } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import { carDecider, carStreamName, handleCommand } from '@grandtour/commands';
import { createPostgresEventStore } from '@grandtour/event-store';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { CAR_CATEGORIES, CITIES, distanceKm, type CarCategory, type City } from '@grandtour/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineProjections } from '../index.ts';
import { migrateReadModels } from '../migrate.ts';
import { createProjectionRunner, type ProjectionRunner } from '../runner/projection-runner.ts';
import { createSimilarCarQueries } from './similar-car-queries.ts';
import { clearLists, fillLists, MAX_SIMILAR_CARS } from './similar-cars-sql.ts';
import { similarCarsProjection } from './similar-cars.projection.ts';

const now = '2026-11-22T10:00:00.000Z';
const owner = {
  ownerId: 'owner-similar',
  ownerName: 'Claire Dubois',
  companyName: null,
  ownerVerified: true,
  ownerRatingTenths: 48,
};

const listing = (category: CarCategory, location: City, isAvailable = true): CarListing => ({
  brand: 'Ferrari',
  model: `${category} ${location}`,
  year: 2024,
  category,
  transmission: 'automatic',
  seats: 2,
  horsepower: 700,
  topSpeedKmh: 330,
  accelerationTenths: 29,
  fuelType: 'essence',
  colour: '#aa0000',
  location,
  address: '',
  pickupHubs: [],
  description: 'Test car',
  features: [],
  images: [],
  depositCents: 500_000,
  deliveryAvailable: false,
  deliveryRadiusKm: 0,
  deliveryFeeCents: 0,
  isAvailable,
});

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

type WithoutMetadata<Command> = Command extends unknown ? Omit<Command, 'metadata'> : never;

const uuid = (group: number, n: number) =>
  `00000000-0000-4000-8${String(group).padStart(3, '0')}-${String(n).padStart(12, '0')}`;

for (const kind of testDatabaseKinds()) {
  describe(`similar cars read model on ${kind}`, () => {
    let database: TestDatabase;
    let store: EventStore;
    let runner: ProjectionRunner;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await migrateReadModels(database.pool);
      store = createPostgresEventStore({
        connectionString: database.connectionString,
        pool: database.pool,
        inlineProjections,
      });
      runner = createProjectionRunner({ pool: database.pool, store, projections: [similarCarsProjection] });
    });
    afterAll(async () => {
      await runner?.stop();
      await store?.close();
      await database?.close();
    });

    const run = (command: WithoutMetadata<CarCommand>) =>
      handleCommand(store, carStreamName(command.data.carId), carDecider, {
        ...command,
        metadata: { now },
      } as CarCommand);
    const publish = (carId: string, car: CarListing, euros: number) =>
      run({ type: 'PublishCar', data: { carId, owner, listing: car, dailyPriceCents: euros * 100 } });
    const update = (carId: string, changes: Partial<CarListing>) =>
      run({ type: 'UpdateCar', data: { carId, ownerId: owner.ownerId, changes } });
    const reprice = (carId: string, euros: number) =>
      run({ type: 'ChangeCarPrice', data: { carId, ownerId: owner.ownerId, dailyPriceCents: euros * 100 } });
    const delist = (carId: string) => run({ type: 'DelistCar', data: { carId, ownerId: owner.ownerId } });

    /**
     * Runs the projection until it has applied every car event. On a shared server the global log can show a
     * commit a moment late (decision 1), so one catch-up may stop short of the last event.
     */
    async function settle() {
      const queries = createSimilarCarQueries(database.pool);
      const deadline = Date.now() + 20_000;
      for (;;) {
        await runner.catchUp();
        if ((await queries.carsBehind()) === 0) return;
        if (Date.now() > deadline) throw new Error('similar_cars did not catch up with the car events');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    const listOf = async (carId: string) => {
      const { rows } = await database.pool.query(
        'SELECT similar_car_id FROM similar_cars WHERE car_id = $1 ORDER BY rank',
        [carId],
      );
      return rows.map((row) => row.similar_car_id as string);
    };

    it('lists same-category or same-band cars that are available, nearest city first, and follows changes', async () => {
      const [a, b, c, d, e, f, g] = Array.from({ length: 7 }, (_, n) => uuid(1, n));
      await publish(a!, listing('supercar', 'Paris'), 1500);
      await publish(b!, listing('supercar', 'Paris'), 3400); // same category, another band
      await publish(c!, listing('supercar', 'Lyon'), 1500); // same category, 391 km
      await publish(d!, listing('suv', 'Paris'), 1300); // same band only
      await publish(e!, listing('wedding', 'Paris'), 900); // neither: never similar to a
      await publish(f!, listing('supercar', 'Paris', false), 1900); // not available
      await publish(g!, listing('luxury', 'Lille'), 1900); // same band, 204 km
      await settle();
      // Paris first (the same category before the same band only), then Lille, then Lyon.
      expect(await listOf(a!)).toEqual([b, d, g, c]);
      expect(await listOf(e!)).toEqual([]);
      expect((await createSimilarCarQueries(database.pool).similarCars(a!)).map((car) => car.id)).toEqual([
        b,
        d,
        g,
        c,
      ]);

      await delist(b!);
      await update(f!, { isAvailable: true });
      await settle();
      expect(await listOf(a!)).toEqual([f, d, g, c]);
      expect(await listOf(b!)).toEqual([]);

      await reprice(d!, 2500); // leaves a's band, and it is not a supercar
      await update(c!, { location: 'Paris' });
      await settle();
      expect(await listOf(a!)).toEqual([c, f, g]);

      await update(g!, { isAvailable: false, description: 'Off the road for a while' });
      await update(e!, { description: 'Nothing that similar cars compare' });
      await settle();
      expect(await listOf(a!)).toEqual([c, f]);
    });

    it('breaks a tie on price by id, however many cars share that price', async () => {
      const target = uuid(3, 99);
      // Six cars at one price, published from the highest id down: the index holds them in the opposite order.
      const tied = Array.from({ length: 6 }, (_, n) => uuid(3, 10 + n));
      for (const id of [...tied].reverse()) await publish(id, listing(CAR_CATEGORIES[0], CITIES[0]), 90_200);
      await publish(target, listing(CAR_CATEGORIES[0], CITIES[0]), 90_000);
      await settle();
      expect(await listOf(target)).toEqual(tied.slice(0, 4));
    });

    /** The lists by their definition, from the profiles: every candidate sorted, the first four kept. */
    async function listsByDefinition() {
      const { rows } = await database.pool.query(
        `SELECT car_id, category, price_band, daily_price_cents::int AS price, location, is_listed, is_available
           FROM similar_car_profiles`,
      );
      type Profile = {
        car_id: string;
        category: string;
        price_band: number;
        price: number;
        location: City;
        is_listed: boolean;
        is_available: boolean;
      };
      const profiles = rows as Profile[];
      return profiles
        .filter((car) => car.is_listed)
        .flatMap((car) =>
          profiles
            .filter(
              (other) =>
                other.is_listed &&
                other.is_available &&
                other.car_id !== car.car_id &&
                (other.category === car.category || other.price_band === car.price_band),
            )
            .map((other) => ({
              id: other.car_id,
              key: [
                distanceKm(car.location, other.location),
                other.category === car.category ? 0 : 1,
                Math.abs(other.price - car.price),
              ],
            }))
            .sort((a, b) => {
              for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! - b.key[i]!;
              return a.id < b.id ? -1 : 1;
            })
            .slice(0, MAX_SIMILAR_CARS)
            .map((other, index) => ({ car_id: car.car_id, rank: index + 1, similar_car_id: other.id })),
        )
        .sort((a, b) => (a.car_id === b.car_id ? a.rank - b.rank : a.car_id < b.car_id ? -1 : 1));
    }

    it('keeps, change after change, exactly the lists a computation from scratch gives', async () => {
      const next = random(7);
      const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
      const ids = Array.from({ length: 40 }, (_, n) => uuid(2, n));
      const listed = new Set<string>();
      for (const id of ids) {
        await publish(
          id,
          listing(pick(CAR_CATEGORIES), pick(CITIES), next() < 0.85),
          // A coarse grid of prices: many cars tie on theirs, and on their distance to another's.
          400 + 100 * Math.floor(next() * 32),
        );
        listed.add(id);
      }
      for (let step = 0; step < 120; step++) {
        const id = pick([...listed]);
        const roll = next();
        if (roll < 0.3) await reprice(id, 400 + 100 * Math.floor(next() * 32));
        else if (roll < 0.55) await update(id, { isAvailable: next() < 0.6 });
        else if (roll < 0.75) await update(id, { location: pick(CITIES) });
        else if (roll < 0.9) await update(id, { category: pick(CAR_CATEGORIES) });
        else if (listed.size > 20) {
          await delist(id);
          listed.delete(id);
        }
        if (step % 17 === 0) await runner.catchUp();
      }
      await settle();

      const snapshot = async () =>
        (
          await database.pool.query(
            `SELECT car_id, rank, similar_car_id, distance_km, category_gap, price_gap_cents
               FROM similar_cars ORDER BY car_id, rank`,
          )
        ).rows;
      const incremental = await snapshot();
      // Every list at once, as a rebuild's first pass ends (decision 110).
      await database.pool.query(clearLists.every);
      await database.pool.query(fillLists.every);
      expect(incremental).toEqual(await snapshot());
      expect(incremental.length).toBeGreaterThan(listed.size * 2);
      expect(
        incremental.map(({ car_id, rank, similar_car_id }) => ({ car_id, rank, similar_car_id })),
      ).toEqual(await listsByDefinition());
    });
  });
}
