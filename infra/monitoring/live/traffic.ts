import { randomUUID } from 'node:crypto';
import { addDays, type Booking, type Car, todayInParis } from '@grandtour/shared';
import { bookingBody } from '../../faults/booking-body.ts';
import { sleep, Visitor } from '../../faults/visitor.ts';

const VISITORS = 3;
const SEARCHES: Record<string, string>[] = [
  {},
  { brand: 'Ferrari' },
  { category: 'suv' },
  { location: 'Monaco' },
  { minPrice: '1500' },
  { maxPrice: '800' },
];
/** The demo provider's succeeding test card, and one it declines (as Stripe's test cards do). */
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** Answers by request and status ("POST /api/bookings 201"), to show what the run did. */
type Tally = Map<string, number>;

function counted(tally: Tally, label: string) {
  return (answer: { status: number; body: unknown } | null) => {
    const error = (answer?.body as { error?: unknown } | null)?.error;
    const key = `${label} ${answer?.status ?? 'no answer'}${typeof error === 'string' ? ` ${error}` : ''}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
    return answer;
  };
}

/** A guest books a car for a window of its own and pays with the demo card: declined first when `declineFirst`. */
async function bookAndPay(
  visitor: Visitor,
  car: Car,
  offsetDays: number,
  declineFirst: boolean,
  tally: Tally,
) {
  const startDate = addDays(todayInParis(), 20 + offsetDays);
  const endDate = addDays(startDate, 2);
  counted(tally, 'GET /api/bookings/user/guest')(await visitor.send('GET', '/api/bookings/user/guest'));
  const quote = counted(
    tally,
    'GET /api/cars/:id/quote',
  )(
    await visitor.send(
      'GET',
      `/api/cars/${car.id}/quote?startDate=${startDate}&endDate=${endDate}&homeDelivery=false`,
    ),
  );
  if (quote?.status !== 200) return;
  const totalCents = (quote.body as { totalCents: number }).totalCents;
  const created = counted(
    tally,
    'POST /api/bookings',
  )(
    await visitor.send('POST', '/api/bookings', {
      idempotencyKey: randomUUID(),
      body: bookingBody(car, startDate, endDate, totalCents),
    }),
  );
  if (created?.status !== 201) return;
  const booking = created.body as Booking;
  const intent = counted(
    tally,
    'POST /api/create-payment-intent',
  )(
    await visitor.send('POST', '/api/create-payment-intent', {
      body: { amount: Number(booking.totalPrice), bookingId: booking.id, description: 'live check' },
    }),
  );
  if (intent?.status !== 200) return;
  const clientSecret = (intent.body as { clientSecret: string }).clientSecret;
  for (const cardNumber of declineFirst ? [DECLINED_CARD, GOOD_CARD] : [GOOD_CARD])
    counted(
      tally,
      'POST /api/demo-payments/confirm',
    )(
      await visitor.send('POST', '/api/demo-payments/confirm', {
        body: { clientSecret, cardNumber, expiry: '12/35', cvc: '123' },
      }),
    );
}

/**
 * Visitors spread over the API nodes for `seconds`: searches, car pages, bookings paid with the demo card (every
 * fourth declined once first), and pages that do not exist (a known route with an unknown id, and an unknown route).
 */
export async function driveTraffic(apiUrls: string[], seconds: number): Promise<Tally> {
  const tally: Tally = new Map();
  const cars = (await (await fetch(`${apiUrls[0]}/api/cars`)).json()) as Car[];
  if (cars.length === 0) throw new Error('the API lists no car: the demo fleet was not seeded');
  const deadline = Date.now() + seconds * 1000;
  let bookings = 0;
  await Promise.all(
    Array.from({ length: VISITORS }, async (_, visitorIndex) => {
      for (let round = 0; Date.now() < deadline; round++) {
        const visitor = new Visitor(apiUrls[(visitorIndex + round) % apiUrls.length]!);
        const search = SEARCHES[round % SEARCHES.length]!;
        counted(
          tally,
          'GET /api/cars',
        )(await visitor.send('GET', `/api/cars?${new URLSearchParams(search)}`));
        const car = cars[(visitorIndex * 7 + round) % cars.length]!;
        counted(tally, 'GET /api/cars/:id')(await visitor.send('GET', `/api/cars/${car.id}`));
        const booking = bookings++;
        await bookAndPay(visitor, car, (booking % 60) * 3, booking % 4 === 0, tally);
        if (round % 3 === 0) {
          counted(
            tally,
            'GET /api/cars/:id (unknown id)',
          )(await visitor.send('GET', `/api/cars/${randomUUID()}`));
          counted(tally, 'GET /api/no-such-page')(await visitor.send('GET', '/api/no-such-page'));
        }
        await sleep(500);
      }
    }),
  );
  return tally;
}
