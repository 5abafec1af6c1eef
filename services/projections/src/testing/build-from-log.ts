import { readEventLog, type EventStore } from '@grandtour/event-store';
import type { TestDatabase } from '@grandtour/platform/testing';
import { projectionRegistry } from '../index.ts';
import { applyEvents } from '../rebuild/apply-events.ts';
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
 * with the personal fields opened as every reader of the log does (decision 99).
 */
export async function buildFromLog(
  database: TestDatabase,
  store: EventStore,
  options: { schema: string; members: readonly RegisteredProjection[]; pageSize: number },
) {
  const units = rebuildUnits(projectionRegistry);
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    await createShadowTables(client, {
      schema: options.schema,
      tables: units.flatMap((unit) => unit.tables),
      sideTables: units.flatMap((unit) => unit.sideTables),
      bulk: false,
    });
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  for (let after; ;) {
    const read = await readEventLog(database.pool, { after, limit: options.pageSize, gapFree: false });
    if (read.length === 0) break;
    after = read.at(-1)!.metadata.logPosition;
    const events = store.reveal ? await store.reveal(read) : read;
    const writer = await database.pool.connect();
    try {
      await writer.query('BEGIN');
      await writer.query(`SET LOCAL search_path TO ${options.schema}, public`);
      await applyEvents(writer, options.members, events);
      await writer.query('COMMIT');
    } finally {
      writer.release();
    }
  }
}
