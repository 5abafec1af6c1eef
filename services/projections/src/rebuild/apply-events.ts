import type { RecordedEvent, SqlExecutor } from '@grandtour/event-store';
import type { RegisteredProjection } from './rebuild-plan.ts';

const handledBy = (entry: RegisteredProjection) => new Set<string>(entry.projection.handles);

/**
 * Applies a page of the log to some projections of a unit. Those applied event by event go first, in log order
 * across projections as they would live; those with a set-based `applyBatch` then take the page in one go.
 */
export async function applyEvents(
  sql: SqlExecutor,
  members: readonly RegisteredProjection[],
  events: readonly RecordedEvent[],
  options: { fresh?: boolean; deferRecounts?: boolean } = {},
): Promise<void> {
  const oneByOne = members
    .filter((entry) => !entry.projection.applyBatch)
    .map((entry) => ({
      projection: entry.projection,
      handles: handledBy(entry),
    }));
  if (oneByOne.length > 0)
    for (const event of events)
      for (const { projection, handles } of oneByOne)
        if (handles.has(event.type)) await projection.apply(event, sql);
  for (const entry of members) {
    if (!entry.projection.applyBatch) continue;
    const handles = handledBy(entry);
    const mine = events.filter((event) => handles.has(event.type));
    if (mine.length > 0) await entry.projection.applyBatch(mine, sql, options);
  }
}

/** Every recount the members' batches left out, each statement once, in the members' order (decision 110). */
export async function recountAll(sql: SqlExecutor, members: readonly RegisteredProjection[]): Promise<void> {
  for (const statement of new Set(members.flatMap((entry) => entry.projection.recounts ?? [])))
    await sql.query(statement);
}
