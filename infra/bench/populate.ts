import type { CarListing } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import { carDecider, carScheduleStreamName, carStreamName, handleCommand } from '@grandtour/commands';
import { CAR_BRANDS, CAR_CATEGORIES, CITIES, FUEL_TYPES } from '@grandtour/shared';

/** Deterministic pseudo-random numbers, so every bench run measures the same data. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const pick = <T>(next: () => number, values: readonly T[]): T => values[Math.floor(next() * values.length)]!;

export const carId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function inParallel(count: number, concurrency: number, task: (n: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

/** Publishes `cars` cars and `bookingsPerCar` non-overlapping reservations each, through the ordinary event store. */
export async function populate(store: EventStore, cars: number, bookingsPerCar: number) {
  const next = random(42);
  const now = new Date('2026-11-01T00:00:00Z').toISOString();
  await inParallel(cars, 8, async (n) => {
    const id = carId(n);
    const listing: CarListing = {
      brand: pick(next, CAR_BRANDS),
      model: `Model ${n % 97}`,
      year: 2018 + Math.floor(next() * 8),
      category: pick(next, CAR_CATEGORIES),
      transmission: next() < 0.9 ? 'automatic' : 'manual',
      seats: pick(next, [2, 2, 4, 4, 5, 7]),
      horsepower: 300 + Math.floor(next() * 1200),
      topSpeedKmh: 250 + Math.floor(next() * 170),
      accelerationTenths: 25 + Math.floor(next() * 30),
      fuelType: pick(next, FUEL_TYPES),
      colour: '#445566',
      location: pick(next, CITIES),
      address: '',
      pickupHubs: [],
      description: 'Bench car',
      features: ['GPS', 'Bluetooth'],
      images: [],
      depositCents: 500_000,
      deliveryAvailable: next() < 0.5,
      deliveryRadiusKm: 50,
      deliveryFeeCents: 10_000,
      isAvailable: next() < 0.9,
    };
    await handleCommand(store, carStreamName(id), carDecider, {
      type: 'PublishCar',
      data: {
        carId: id,
        owner: {
          ownerId: `owner-${n % 400}`,
          ownerName: 'Bench Owner',
          companyName: null,
          ownerVerified: true,
          ownerRatingTenths: 47,
        },
        listing,
        dailyPriceCents: (300 + Math.floor(next() * 3200)) * 100,
      },
      metadata: { now },
    });
    const reservations = Array.from({ length: bookingsPerCar }, (_, k) => {
      const start = new Date(Date.UTC(2027, 0, 1 + k * 14 + Math.floor(next() * 7)));
      const end = new Date(start.getTime() + (1 + Math.floor(next() * 5)) * 86_400_000);
      const day = (date: Date) => date.toISOString().slice(0, 10);
      return {
        type: 'CarPeriodReserved' as const,
        data: { carId: id, bookingId: `bench-${n}-${k}`, startDate: day(start), endDate: day(end) },
      };
    });
    await store.appendToStream(carScheduleStreamName(id), reservations, { expectedVersion: 0 });
  });
}
