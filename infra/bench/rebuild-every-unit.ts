import type { EventStore } from '@grandtour/event-store';
import type { TestDatabase } from '@grandtour/platform/testing';
import { projectionRegistry, rebuildUnit, rebuildUnits, type RebuildUnit } from '@grandtour/projections';

/** One unit's rebuild by the path of `npm run ops -- projections rebuild`, over the whole generated log. */
export interface UnitRebuildFigure {
  unit: string;
  /** Its members applied event by event (no `applyBatch`), the rest set-based. */
  eventByEvent: string[];
  /** Events of the unit's types in the log, each applied. */
  events: number;
  seconds: number;
  /** Applied events per second of rebuild: the figure the limit is about. */
  eventsPerSecond: number;
  /** Events in the whole log per second of rebuild. */
  logEventsPerSecond: number;
}

/** The unit as it rebuilt before these members had a set-based path: the figure to compare with. */
const withoutBatch = (unit: RebuildUnit, names: readonly string[]): RebuildUnit => ({
  ...unit,
  members: unit.members.map((member) =>
    names.includes(member.projection.name)
      ? { ...member, projection: { ...member.projection, applyBatch: undefined, insertOnly: undefined } }
      : member,
  ),
});

/**
 * Rebuilds every unit of the registry in turn (shadow tables, catch-up, swap), as operators would; the units with a
 * member named in `eventByEvent` a second time with those members applied event by event; units named in `skip` not.
 */
export async function benchEveryUnit(
  database: TestDatabase,
  store: EventStore,
  logEvents: number,
  eventByEvent: readonly string[] = [],
  skip: readonly string[] = [],
): Promise<UnitRebuildFigure[]> {
  const figures: UnitRebuildFigure[] = [];
  const measure = async (unit: RebuildUnit) => {
    const result = await rebuildUnit({ pool: database.pool, store, unit, pageSize: 10_000 });
    const figure = {
      unit: unit.name,
      eventByEvent: unit.members
        .filter((member) => !member.projection.applyBatch)
        .map((member) => member.projection.name),
      events: result.events,
      seconds: result.seconds,
      eventsPerSecond: result.events / Math.max(result.seconds, 0.001),
      logEventsPerSecond: logEvents / Math.max(result.seconds, 0.001),
    };
    console.error(
      `rebuilt ${figure.unit}: ${figure.events} events, ${Math.round(figure.eventsPerSecond)} events/s`,
    );
    figures.push(figure);
  };
  for (const unit of rebuildUnits(projectionRegistry)) {
    if (skip.includes(unit.name)) continue;
    if (unit.members.some((member) => eventByEvent.includes(member.projection.name)))
      await measure(withoutBatch(unit, eventByEvent));
    await measure(unit);
  }
  return figures;
}
