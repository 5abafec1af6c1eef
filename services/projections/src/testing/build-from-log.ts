import { inTransaction, readEventLog, type EventStore } from '@grandtour/event-store';
import type { TestDatabase } from '@grandtour/platform/testing';
import { projectionRegistry } from '../index.ts';
import { applyEvents, recountAll } from '../rebuild/apply-events.ts';
import { rebuildUnits, type RegisteredProjection } from '../rebuild/rebuild-plan.ts';
import { createShadowTables } from '../rebuild/shadow-schema.ts';

/** Every projection as it is applied live, one event at a time: the reference a set-based build must equal. */
export const EVENT_BY_EVENT: RegisteredProjection[] = projectionRegistry.map((entry) => ({
  inline: entry.inline,
  projection: { ...entry.projection, applyBatch: undefined },
}));

/**
 * The whole log into empty tables of every projection in `schema`, `pageSize` events per transaction, by `members`.
 * Reads every committed event (nothing is being written any more, and a gap-free read may be held back: decision 1),
 * with the personal fields opened as every reader of the log does (decision 99). `deferRecounts`: as a rebuild's first
 * pass, the batches leave their recounts out and every one is run once at the end (decision 110).
 */
export async function buildFromLog(
  database: TestDatabase,
  store: EventStore,
  options: {
    schema: string;
    members: readonly RegisteredProjection[];
    pageSize: number;
    deferRecounts?: boolean;
  },
) {
  const units = rebuildUnits(projectionRegistry);
  await inTransaction(database.pool, (client) =>
    createShadowTables(client, {
      schema: options.schema,
      tables: units.flatMap((unit) => unit.tables),
      sideTables: units.flatMap((unit) => unit.sideTables),
      bulk: false,
    }),
  );
  const inSchema = { settings: [`SET LOCAL search_path TO ${options.schema}, public`] };
  for (let after; ;) {
    const read = await readEventLog(database.pool, { after, limit: options.pageSize, gapFree: false });
    if (read.length === 0) break;
    after = read.at(-1)!.metadata.logPosition;
    const events = store.reveal ? await store.reveal(read) : read;
    await inTransaction(
      database.pool,
      (writer) => applyEvents(writer, options.members, events, { deferRecounts: options.deferRecounts }),
      inSchema,
    );
  }
  if (options.deferRecounts)
    await inTransaction(database.pool, (writer) => recountAll(writer, options.members), inSchema);
}
