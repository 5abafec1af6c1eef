import { randomUUID } from 'node:crypto';
import type { Car } from '@grandtour/shared';
import type { ApiNode } from './api-node.ts';
import type { PrivatePostgres } from './private-postgres.ts';
import { sleep, Visitor } from './visitor.ts';

const VISITORS = 16;
type Phase = 'before' | 'down' | 'after';

/**
 * Visitors search and add favourites without pause while PostgreSQL is crashed (immediate stop) and started again.
 * While it is down they must get 503s, never a 500; once it is back the API must serve writes within 10 s; and
 * every favourite the API acknowledged (201) must still be there.
 */
export async function restartPostgresUnderLoad(api: ApiNode, postgres: PrivatePostgres) {
  const cars = (await (await fetch(`${api.url}/api/cars`)).json()) as Car[];
  const statuses: Record<Phase, Map<number | 'no answer', number>> = {
    before: new Map(),
    down: new Map(),
    after: new Map(),
  };
  let phase: Phase = 'before';
  let firstWriteAfterRestart = 0;
  let running = true;
  const count = (status: number | 'no answer') =>
    statuses[phase].set(status, (statuses[phase].get(status) ?? 0) + 1);

  const visitors = Array.from({ length: VISITORS }, () => new Visitor(api.url));
  const acknowledged = visitors.map(() => new Set<string>());
  const load = visitors.map(async (visitor, index) => {
    let next = index;
    while (running) {
      const search = await visitor.send(
        'GET',
        `/api/cars?category=${encodeURIComponent(cars[next % cars.length]!.category)}`,
      );
      count(search?.status ?? 'no answer');
      const car = cars[next % cars.length]!;
      const added = await visitor.send('POST', '/api/favorites', {
        idempotencyKey: randomUUID(),
        body: { userId: 'guest', carId: car.id },
      });
      count(added?.status ?? 'no answer');
      if (added?.status === 201) {
        acknowledged[index]!.add(car.id);
        if (phase === 'after' && !firstWriteAfterRestart) firstWriteAfterRestart = Date.now();
        next++;
      }
      await sleep(20);
    }
  });

  await sleep(3000);
  phase = 'down';
  postgres.crash();
  await sleep(3000);
  phase = 'after';
  postgres.start();
  const restartedAt = Date.now();
  const deadline = restartedAt + 30_000;
  while (!firstWriteAfterRestart && Date.now() < deadline) await sleep(50);
  await sleep(3000);
  running = false;
  await Promise.all(load);

  let lost = 0;
  for (const [index, visitor] of visitors.entries()) {
    const favourites = await visitor.send('GET', '/api/favorites/guest');
    const kept = new Set(((favourites?.body ?? []) as { carId: string }[]).map((item) => item.carId));
    lost += [...acknowledged[index]!].filter((carId) => !kept.has(carId)).length;
  }
  const of = (which: Phase, test: (status: number | 'no answer') => boolean) =>
    [...statuses[which]].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: of('before', () => true) + of('down', () => true) + of('after', () => true),
    answeredWhileDown: of('down', () => true),
    status503WhileDown: of('down', (status) => status === 503),
    otherServerErrors: (['before', 'down', 'after'] as const).reduce(
      (sum, which) =>
        sum + of(which, (status) => status === 'no answer' || (status >= 500 && status !== 503)),
      0,
    ),
    recoverySeconds: firstWriteAfterRestart ? (firstWriteAfterRestart - restartedAt) / 1000 : Infinity,
    acknowledgedFavourites: acknowledged.reduce((sum, set) => sum + set.size, 0),
    lostAcknowledgedWrites: lost,
  };
}
