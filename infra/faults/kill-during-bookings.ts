import { randomUUID } from 'node:crypto';
import { addDays, type Booking, type Car, todayInParis } from '@grandtour/shared';
import type pg from 'pg';
import { countDoubleBookings } from '../bench/booking-bench.ts';
import type { ApiNode } from './api-node.ts';
import { bookingBody } from './booking-body.ts';
import { sleep, Visitor } from './visitor.ts';

const CLIENTS = 24;
const BOOKINGS_PER_CLIENT = 5;
const KILLS = 4;
/** A retry after a crash may wait for the dead request's claim on its key to go stale (30 s). */
const GIVE_UP_MS = 120_000;

interface Outcome {
  key: string;
  status: number | 'gave up';
  booking?: Booking;
  attempts: number;
}

/** One visitor's booking, retried with the same Idempotency-Key until the API gives a definitive answer. */
async function bookUntilAnswered(api: ApiNode, car: Car, offset: number, days: number): Promise<Outcome> {
  const visitor = new Visitor(api.url);
  const key = randomUUID();
  const startDate = addDays(todayInParis(), 10 + offset);
  const endDate = addDays(startDate, days);
  const started = Date.now();
  let quoteTotal: number | undefined;
  let attempts = 0;
  while (Date.now() - started < GIVE_UP_MS) {
    // The page's own first calls: the guest identity and the server's quote.
    if (quoteTotal === undefined) {
      const identity = await visitor.send('GET', '/api/bookings/user/guest');
      const quote = await visitor.send(
        'GET',
        `/api/cars/${car.id}/quote?startDate=${startDate}&endDate=${endDate}&homeDelivery=false`,
      );
      if (identity?.status === 200 && quote?.status === 200)
        quoteTotal = (quote.body as { totalCents: number }).totalCents;
      else {
        await sleep(300);
        continue;
      }
    }
    attempts++;
    const answer = await visitor.send('POST', '/api/bookings', {
      idempotencyKey: key,
      body: bookingBody(car, startDate, endDate, quoteTotal),
    });
    const retry =
      answer === null ||
      answer.status >= 500 ||
      answer.status === 429 ||
      (answer.status === 409 && (answer.body as { error?: string }).error === 'idempotency_in_progress');
    if (!retry)
      return {
        key,
        status: answer.status,
        attempts,
        booking: answer.status === 201 ? (answer.body as Booking) : undefined,
      };
    await sleep(answer === null ? 200 : 1000);
  }
  return { key, status: 'gave up', attempts };
}

/**
 * Visitors book four cars over overlapping weeks while the API is killed (SIGKILL) and restarted at random moments;
 * each retries with its own key until answered. Then: one booking per key, each 201 matches its stored events, no
 * two live bookings of a car overlap, and no booking exists that its visitor was told had failed.
 */
export async function killDuringBookings(api: ApiNode, pool: pg.Pool) {
  const cars = ((await (await fetch(`${api.url}/api/cars?availableNow=true`)).json()) as Car[]).slice(0, 4);
  // The visitors keep booking until every kill has happened, so each one lands in the middle of the burst.
  let killing = true;
  const killer = (async () => {
    for (let kill = 0; kill < KILLS; kill++) {
      await sleep(300 + Math.random() * 1200);
      await api.kill();
      await api.restart();
    }
    killing = false;
    return KILLS;
  })();
  const outcomes = (
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, index) => {
        const mine: Outcome[] = [];
        for (let n = 0; killing || n < BOOKINGS_PER_CLIENT; n++)
          mine.push(
            await bookUntilAnswered(
              api,
              cars[(index + n) % cars.length]!,
              Math.floor(Math.random() * 40),
              1 + (n % 4),
            ),
          );
        return mine;
      }),
    )
  ).flat();
  const kills = await killer;

  const booked = outcomes.filter((outcome) => outcome.booking);
  const { rows: streams } = await pool.query<{ id: string; total: string | null }>(
    `SELECT substr(stream_id, 9) AS id,
            (SELECT message_data #>> '{quote,totalCents}' FROM emt_messages m
              WHERE m.stream_id = s.stream_id AND m.message_type = 'BookingCreated') AS total
       FROM emt_streams s WHERE stream_id LIKE 'booking-%'`,
  );
  const stored = new Map(streams.map((row) => [row.id, row.total === null ? null : Number(row.total)]));
  const mismatched = booked.filter(
    (outcome) => stored.get(outcome.booking!.id) !== Math.round(Number(outcome.booking!.totalPrice) * 100),
  );
  const acknowledged = new Set(booked.map((outcome) => outcome.booking!.id));
  const unacknowledged = [...stored.keys()].filter((id) => !acknowledged.has(id));
  return {
    attempts: outcomes.length,
    kills,
    booked: booked.length,
    refused: outcomes.filter((outcome) => typeof outcome.status === 'number' && outcome.status !== 201)
      .length,
    gaveUp: outcomes.filter((outcome) => outcome.status === 'gave up').length,
    retries: outcomes.reduce((sum, outcome) => sum + outcome.attempts - 1, 0),
    bookingStreams: stored.size,
    answersNotMatchingEvents: mismatched.length,
    bookingsTheVisitorWasToldFailed: unacknowledged.length,
    overlappingBookings: await countDoubleBookings({ pool }),
  };
}
