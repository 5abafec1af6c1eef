import { randomUUID } from 'node:crypto';
import { createConversationWorkflow, type ConversationActor } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import { testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { toCar } from '../cars/car-row.ts';
import { cars } from '../schema/read-models.ts';
import { projectionRegistry } from '../index.ts';
import { unitsFor } from '../rebuild/rebuild-plan.ts';
import { rebuildUnit } from '../rebuild/rebuild.ts';
import { marketplaceActivity } from '../testing/marketplace-activity.ts';
import { openTestStore } from '../testing/test-store.ts';

const kind = testDatabaseKinds().at(-1)!;
const DAY = 86_400_000;
const T0 = Date.UTC(2027, 0, 4, 9);

describe(`an owner's response time to customers' messages on ${kind} (decision 94)`, () => {
  let database: TestDatabase;
  let store: EventStore;
  let now = T0;
  const clock = () => new Date(now);
  const ownerId = randomUUID();
  let carId: string;
  const workflow = () => createConversationWorkflow({ store, clock });
  const owner: ConversationActor = { party: 'owner', userId: ownerId };

  beforeAll(async () => {
    ({ database, store } = await openTestStore(kind));
    carId = await marketplaceActivity({ store, pool: database.pool, clock }).publishCar(ownerId);
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  /** A customer of their own, whose conversation starts with a message at `minute` (of the day `day`). */
  async function customerAsks(day: number, minute: number) {
    const customerId = randomUUID();
    const conversationId = randomUUID();
    const customer: ConversationActor = { party: 'customer', userId: customerId };
    now = T0 + day * DAY + minute * 60_000;
    await workflow().startWith(
      {
        conversationId,
        kind: 'inquiry',
        bookingId: null,
        carId,
        carName: 'Ferrari 488',
        ownerId,
        ownerName: 'Claire Dubois',
        customerKey: `user:${customerId}`,
        customerUserId: customerId,
        guestEmail: null,
        customerName: 'Jean',
        language: 'fr',
      },
      { actor: customer, messageId: randomUUID(), text: 'Bonjour', photos: [], bookingConfirmed: false },
    );
    const write = async (actor: ConversationActor, at: number) => {
      now = T0 + day * DAY + at * 60_000;
      await workflow().post(conversationId, {
        actor,
        messageId: randomUUID(),
        text: 'Message',
        photos: [],
        bookingConfirmed: false,
      });
    };
    return {
      customerWrites: (at: number) => write(customer, at),
      ownerAnswers: (at: number) => write(owner, at),
    };
  }

  /** What the car's card says of its owner's answers. */
  const figures = async () => {
    const [row] = await drizzle(database.pool).select().from(cars).where(eq(cars.id, carId));
    return toCar(row!).ownerResponse;
  };

  it('counts from the first unanswered message to the owner’s next one, shown from the third answer', async () => {
    const first = await customerAsks(0, 0);
    await first.customerWrites(5);
    await first.ownerAnswers(600);
    await first.ownerAnswers(610);
    await first.customerWrites(700);
    await first.ownerAnswers(1300);
    expect(await figures()).toBeNull();

    const second = await customerAsks(1, 0);
    await second.ownerAnswers(600);
    expect(await figures()).toEqual({ acceptanceRatePercent: null, medianResponseMinutes: 600 });
  });

  it('takes the median of the 90 days before the latest answer, leaving older answers out', async () => {
    for (const minutes of [10, 30, 120]) {
      const conversation = await customerAsks(100, 0);
      await conversation.ownerAnswers(minutes);
    }
    expect(await figures()).toEqual({ acceptanceRatePercent: null, medianResponseMinutes: 30 });
  });

  it('leaves out a wait the owner has not answered yet', async () => {
    const waiting = await customerAsks(101, 0);
    await waiting.ownerAnswers(1);
    await waiting.customerWrites(2);
    // 1, 10, 30 and 120 minutes: the open wait is not among them.
    expect(await figures()).toEqual({ acceptanceRatePercent: null, medianResponseMinutes: 20 });
    const { rows } = await database.pool.query(
      'SELECT count(*)::int AS open FROM owner_message_responses WHERE owner_id = $1 AND answered_at IS NULL',
      [ownerId],
    );
    expect(rows[0]).toEqual({ open: 1 });
  });

  it('gives the same figures when its read models are rebuilt from the log', async () => {
    const before = await figures();
    const [unit] = unitsFor(projectionRegistry, ['conversations']);
    expect(unit!.tables).toEqual(expect.arrayContaining(['owner_message_responses', 'cars']));
    await rebuildUnit({
      pool: database.pool,
      store,
      unit: unit!,
      pageSize: 5,
      singleConnection: database.embedded,
    });
    expect(await figures()).toEqual(before);
  });
});
