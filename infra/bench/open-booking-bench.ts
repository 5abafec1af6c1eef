import { addDays, type Car, todayInParis } from '@grandtour/shared';
import { benchBookingBody } from './booking-body.ts';
import { Agent } from 'node:http';
import { post } from './booking-bench.ts';
import { carId } from './populate.ts';

const CLIENTS = 64;
/** Past every reservation `populate` and `populateAtScale` make (two weeks apart from 1 January 2027, up to 12). */
const FIRST_FREE_DAY = '2027-07-01';
/** One-night rentals three days apart on each car: never two on the same days of one car. */
const SLOT_DAYS = 3;

export interface OpenBookingResult {
  cars: number;
  seconds: number;
  /** Bookings actually made (201) per second: no attempt meets another. */
  madePerSecond: number;
  made: number;
  /** Answers other than 201, by status (none is expected); socket errors apart. */
  otherStatuses: Record<number, number>;
  socketErrors: number;
  p50Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Bookings with no contention: 64 clients spread over `cars` cars (those from `firstCar` on that can be booked),
 * each attempt on free days of its car, so every answer should be a booking made. Today's contention bench counts
 * mostly refusals (20 hot cars); this counts what the platform books when customers do not collide.
 */
export async function benchOpenBookings(
  apiUrl: string,
  options: { firstCar: number; cars: number; seconds: number },
): Promise<OpenBookingResult> {
  const cars = (
    await Promise.all(
      Array.from(
        { length: options.cars },
        async (_, n) =>
          (await (await fetch(`${apiUrl}/api/cars/${carId(options.firstCar + n)}`)).json()) as Car,
      ),
    )
  ).filter((car) => car.isAvailable);
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const url = new URL(`${apiUrl}/api/bookings`);
  const latencies: number[] = [];
  const otherStatuses: Record<number, number> = {};
  let socketErrors = 0;
  let attempt = 0;
  const today = todayInParis();
  // Once those dates are past, a month from today is free as well.
  const firstDay = [FIRST_FREE_DAY, addDays(today, 30)].sort().at(-1)!;
  const lastDay = addDays(today, 360);
  const until = Date.now() + options.seconds * 1000;

  async function client() {
    while (Date.now() < until) {
      const n = attempt++;
      const car = cars[n % cars.length]!;
      const startDate = addDays(firstDay, Math.floor(n / cars.length) * SLOT_DAYS);
      if (startDate > lastDay)
        throw new Error('open booking bench: the free days ran out, give it more cars');
      const endDate = addDays(startDate, 1);
      const body = benchBookingBody(car, startDate, endDate);
      const started = performance.now();
      try {
        const status = await post(agent, url, body);
        if (status === 201) latencies.push(performance.now() - started);
        else otherStatuses[status] = (otherStatuses[status] ?? 0) + 1;
      } catch {
        socketErrors++;
      }
    }
  }

  await Promise.all(Array.from({ length: CLIENTS }, client));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    cars: cars.length,
    seconds: options.seconds,
    madePerSecond: latencies.length / options.seconds,
    made: latencies.length,
    otherStatuses,
    socketErrors,
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
  };
}
