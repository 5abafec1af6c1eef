import { createConversationWorkflow, type ConversationActor } from '@grandtour/commands';
import { readEventLog, type EventStore } from '@grandtour/event-store';
import { testDatabaseKinds, type TestDatabase } from '@grandtour/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionRegistry } from '../index.ts';
import { unitsFor } from '../rebuild/rebuild-plan.ts';
import { rebuildUnit } from '../rebuild/rebuild.ts';
import { openTestStore } from '../testing/test-store.ts';
import { conversationsProjection } from './conversations.projection.ts';
import { createConversationQueries, type ConversationListParams } from './conversation-queries.ts';

const kind = testDatabaseKinds().at(-1)!;
const TABLES = ['conversations', 'conversation_messages', 'conversation_activity'];
const owner = (userId: string): ConversationActor => ({ party: 'owner', userId });
const customer = (userId: string): ConversationActor => ({ party: 'customer', userId });
const list = (overrides: Partial<ConversationListParams> = {}): ConversationListParams => ({
  sort: ['lastActivityAt', 'DESC'],
  range: [0, 24],
  filter: {},
  ...overrides,
});

describe(`the conversations read models on ${kind} (decision 94)`, () => {
  let database: TestDatabase;
  let store: EventStore;
  let minute = 0;
  const clock = () => new Date(Date.UTC(2027, 2, 1, 9, minute++));
  const digests = async () => {
    const result: Record<string, string> = {};
    for (const table of TABLES) {
      // Rows as they read, without the id of the transaction that wrote them (a rebuild writes them anew).
      const { rows } = await database.pool.query(
        `SELECT count(*)::int AS n, md5(string_agg((to_jsonb(t) - 'transaction_id')::text, '|' ORDER BY (to_jsonb(t) - 'transaction_id')::text)) AS digest FROM ${table} t`,
      );
      result[table] = `${String(rows[0]?.n)}:${String(rows[0]?.digest)}`;
    }
    return result;
  };
  const start = (id: string, ownerId: string, customerId: string, carName: string) => ({
    conversationId: id,
    kind: 'inquiry' as const,
    bookingId: null,
    carId: `car-${ownerId}`,
    carName,
    ownerId,
    ownerName: 'Claire',
    customerKey: `user:${customerId}`,
    customerUserId: customerId,
    guestEmail: null,
    customerName: 'Jean',
    language: 'fr' as const,
  });
  const post = (actor: ConversationActor, messageId: string, text: string) => ({
    actor,
    messageId,
    text,
    photos: [],
    bookingConfirmed: false,
  });
  const ids = {
    a: '00000000-0000-4000-8000-00000000000a',
    b: '00000000-0000-4000-8000-00000000000b',
    c: '00000000-0000-4000-8000-00000000000c',
  };
  const message = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

  beforeAll(async () => {
    ({ database, store } = await openTestStore(kind));
    const workflow = createConversationWorkflow({ store, clock });
    await workflow.startWith(start(ids.a, 'o1', 'u1', 'Ferrari 488'), post(customer('u1'), message(1), 'Un'));
    await workflow.startWith(
      start(ids.b, 'o1', 'u2', 'Porsche 911'),
      post(customer('u2'), message(2), 'Deux'),
    );
    await workflow.startWith(
      start(ids.c, 'o2', 'u1', 'Lamborghini Huracán'),
      post(customer('u1'), message(3), 'Trois'),
    );
    await workflow.post(ids.a, post(owner('o1'), message(4), 'Réponse 06 12 34 56 78'));
    await workflow.post(ids.a, post(customer('u1'), message(5), 'Merci'));
    await workflow.markRead(ids.a, { actor: owner('o1'), upToSeq: 1 });
    await workflow.report(ids.a, {
      actor: customer('u1'),
      messageId: message(4),
      reason: 'off_platform',
      note: '',
    });
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  it('keeps each side’s list with unread counts, filters, sorting and the total', async () => {
    const queries = createConversationQueries(database.pool);
    const ofOwner = await queries.listForOwner('o1', list());
    expect(ofOwner.total).toBe(2);
    expect(ofOwner.rows.map((row) => [row.id, row.unread.owner, row.lastSeq])).toEqual([
      [ids.a, 1, 3],
      [ids.b, 1, 1],
    ]);
    expect((await queries.listForOwner('o1', list({ range: [1, 1] }))).rows.map((row) => row.id)).toEqual([
      ids.b,
    ]);
    expect((await queries.listForOwner('o1', list({ sort: ['startedAt', 'ASC'] }))).rows[0]!.id).toBe(ids.a);
    expect(
      (await queries.listForOwner('o1', list({ filter: { q: 'porsche' } }))).rows.map((row) => row.id),
    ).toEqual([ids.b]);
    expect((await queries.listForOwner('o1', list({ filter: { q: '100%' } }))).total).toBe(0);
    const ofCustomer = await queries.listForCustomer('user:u1', list({ filter: { unread: true } }));
    expect(ofCustomer.rows.map((row) => [row.id, row.unread.customer])).toEqual([[ids.a, 1]]);
    expect(
      (await queries.listForCustomer('user:u1', list({ filter: { carId: 'car-o2' } }))).rows[0]!.id,
    ).toBe(ids.c);
    expect((await queries.listReported(list())).rows.map((row) => row.id)).toEqual([ids.a]);
    const [reported] = (await queries.messagesOf(ids.a)).filter((row) => row.reports.length > 0);
    expect(reported).toMatchObject({ id: message(4), text: 'Réponse •••', masked: ['phone'] });
  });

  it('orders each viewer’s activity by log position', async () => {
    const queries = createConversationQueries(database.pool);
    const rows = await queries.activitySince({ ownerId: 'o1' }, null);
    expect(rows.map((row) => [row.conversationId, row.kind])).toEqual([
      [ids.a, 'message'],
      [ids.b, 'message'],
      [ids.a, 'message'],
      [ids.a, 'message'],
      [ids.a, 'read'],
    ]);
    expect(
      (await queries.activitySince({ ownerId: 'o1' }, rows[2]!.position, 1)).map((row) => row.position),
    ).toEqual([rows[3]!.position]);
    expect(
      (await queries.activitySince({ customerKey: 'user:u1' }, null)).map((row) => row.conversationId),
    ).toEqual([ids.a, ids.c, ids.a, ids.a, ids.a]);
  });

  it('changes nothing when the log is applied again, and rebuilds to the same rows', async () => {
    const before = await digests();
    const events = await readEventLog(database.pool, { limit: 1000, gapFree: false });
    const client = await database.pool.connect();
    try {
      for (const event of events)
        if ((conversationsProjection.handles as readonly string[]).includes(event.type))
          await conversationsProjection.apply(
            event as Parameters<typeof conversationsProjection.apply>[0],
            client,
          );
    } finally {
      client.release();
    }
    expect(await digests()).toEqual(before);
    const [unit] = unitsFor(projectionRegistry, ['conversations']);
    await rebuildUnit({
      pool: database.pool,
      store,
      unit: unit!,
      pageSize: 3,
      singleConnection: database.embedded,
    });
    expect(await digests()).toEqual(before);
    expect(before.conversation_activity).toMatch(/^6:/);
  });
});
