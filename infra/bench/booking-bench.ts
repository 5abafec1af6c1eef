import type { TestDatabase } from '@grandtour/platform/testing';
import { addDays, type Car, todayInParis } from '@grandtour/shared';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { benchBookingBody } from './booking-body.ts';
import { median } from './load.ts';
import { carId, random } from './populate.ts';

const POPULAR_CARS = 20;
const CLIENTS = 64;

/** One booking attempt over a kept-alive connection; resolves with the status once the whole answer is read. */
export function post(agent: Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          // One key per attempt, as the booking form sends: the API requires it (decision 12).
          'idempotency-key': randomUUID(),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Overlapping bookings of one car, by SQL over the read model: must be zero. */
export async function countDoubleBookings(database: Pick<TestDatabase, 'pool'>): Promise<number> {
  const { rows } = await database.pool.query(`
    SELECT count(*)::int AS overlaps
      FROM bookings a
      JOIN bookings b ON a.car_id = b.car_id AND a.id < b.id
     WHERE a.status IN ('pending', 'confirmed') AND b.status IN ('pending', 'confirmed')
       AND daterange(a.start_date, GREATEST(a.end_date, a.start_date + 1))
        && daterange(b.start_date, GREATEST(b.end_date, b.start_date + 1))`);
  return rows[0].overlaps as number;
}

/**
 * 64 clients book 20 popular cars over the same few weeks, as fast as they can: most requests collide. Every
 * request carries the server's exact total, so a refusal can only be a real conflict.
 */
async function bookingRound(apiUrl: string, carIds: string[], seconds: number, seed: number) {
  const cars = await Promise.all(
    carIds
      .slice(0, POPULAR_CARS)
      .map(async (id) => (await (await fetch(`${apiUrl}/api/cars/${id}`)).json()) as Car),
  );
  const today = todayInParis();
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const bookingsUrl = new URL(`${apiUrl}/api/bookings`);
  const latencies = new Map<number, number[]>();
  let errors = 0;
  const next = random(seed);
  const until = Date.now() + seconds * 1000;

  async function client() {
    while (Date.now() < until) {
      const car = cars[Math.floor(next() * cars.length)]!;
      const startDate = addDays(today, 30 + Math.floor(next() * 28));
      const endDate = addDays(startDate, 1 + Math.floor(next() * 4));
      const body = benchBookingBody(car, startDate, endDate);
      const started = performance.now();
      try {
        const status = await post(agent, bookingsUrl, body);
        const list = latencies.get(status) ?? [];
        list.push(performance.now() - started);
        latencies.set(status, list);
      } catch {
        errors++;
      }
    }
  }

  await Promise.all(Array.from({ length: CLIENTS }, client));
  agent.destroy();
  const count = (status: number) => latencies.get(status)?.length ?? 0;
  const all = [...latencies.values()].flat();
  const conflicts = (latencies.get(409) ?? []).sort((a, b) => a - b);
  const serverErrors = [...latencies]
    .filter(([status]) => status >= 500)
    .reduce((sum, [, list]) => sum + list.length, 0);
  return {
    commandsPerSecond: all.length / seconds,
    created: count(201),
    conflicts: conflicts.length,
    otherStatuses: Object.fromEntries(
      [...latencies]
        .filter(([status]) => ![201, 409].includes(status))
        .map(([status, list]) => [status, list.length]),
    ),
    serverErrors,
    socketErrors: errors,
    conflictP99Ms: Math.round(percentile(conflicts, 99) * 10) / 10,
  };
}

const ROUNDS = 3;

/**
 * Three rounds, each on 20 cars of its own so that every round starts with free calendars; throughput and the
 * conflicts' p99 are the rounds' medians (the machine is shared), counts are summed, overlaps counted at the end.
 */
export async function benchBookings(apiUrl: string, database: TestDatabase, seconds: number) {
  const rounds: Awaited<ReturnType<typeof bookingRound>>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const cars = Array.from({ length: POPULAR_CARS }, (_, n) => carId(round * POPULAR_CARS + n));
    rounds.push(await bookingRound(apiUrl, cars, seconds, 7 + round));
  }
  const sum = (pick: (round: (typeof rounds)[number]) => number) =>
    rounds.reduce((total, round) => total + pick(round), 0);
  return {
    clients: CLIENTS,
    popularCars: POPULAR_CARS,
    rounds,
    commandsPerSecond: median(rounds.map((round) => round.commandsPerSecond)),
    created: sum((round) => round.created),
    conflicts: sum((round) => round.conflicts),
    serverErrors: sum((round) => round.serverErrors),
    socketErrors: sum((round) => round.socketErrors),
    conflictP99Ms: median(rounds.map((round) => round.conflictP99Ms)),
    doubleBookings: await countDoubleBookings(database),
  };
}
