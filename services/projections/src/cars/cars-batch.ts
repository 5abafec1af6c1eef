import type { CarEvent } from '@grandtour/commands';
import type { RecordedEvent, SqlExecutor } from '@grandtour/event-store';
import { integerFromDatabase } from '@grandtour/event-store';
import { insertRows, readRows, updateRows, type Row } from '../rebuild/row-batches.ts';
import { ownerResponseFigures } from '../booking-requests/owner-response-figures.ts';
import { CAR_JSON_COLUMNS, carUpdate, publishedCarRow } from './car-columns.ts';
import { carCalendars } from '../availability/car-calendar.ts';
import { carRatings } from './car-recounts.ts';

type Published = Extract<CarEvent, { type: 'CarPublished' }>;

/** A row as JSON for the server to read into the table's row type: the JSON columns as values, not text. */
const asJson = (row: Row): Row =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      CAR_JSON_COLUMNS.has(column) && typeof value === 'string' ? (JSON.parse(value) as unknown) : value,
    ]),
  );

/**
 * The page's cars as `apply` would leave them: the new cars inserted (the table's defaults included), the touched
 * rows read, each car's later events folded in memory and the rows written back in one update; then the figures
 * `apply` recomputes on publishing (rating from the reviews table, the owner's response figures from theirs, the
 * calendar from `car_unavailability`) once per car and owner. Those are recounts of other tables, so once at the end
 * of the page gives what each in turn gave, and once over every car at the end of a rebuild's first pass too.
 */
export async function applyCarsBatch(
  events: readonly RecordedEvent<CarEvent>[],
  sql: SqlExecutor,
  options: { deferRecounts?: boolean } = {},
) {
  const published: Row[] = [];
  const owners = new Set<string>();
  const later = new Map<string, RecordedEvent<Exclude<CarEvent, Published>>[]>();
  for (const event of events) {
    if (event.type === 'CarPublished') {
      published.push(asJson(publishedCarRow(event as Published, event.metadata.streamPosition)));
      owners.add((event as Published).data.owner.ownerId);
      continue;
    }
    const own = later.get(event.data.carId) ?? [];
    own.push(event as RecordedEvent<Exclude<CarEvent, Published>>);
    later.set(event.data.carId, own);
  }
  await insertRows(sql, 'cars', published);
  if (later.size > 0) {
    const changed = (await readRows(sql, 'cars', [...later.keys()])).filter((row) => {
      let folded = false;
      for (const event of later.get(row.id as string)!) {
        const version = event.metadata.streamPosition;
        if (integerFromDatabase(row.version) >= version) continue;
        Object.assign(row, asJson(carUpdate(event)), { version });
        folded = true;
      }
      return folded;
    });
    await updateRows(sql, 'cars', changed);
  }
  if (published.length === 0 || options.deferRecounts) return;
  const carIds = published.map((row) => row.id as string);
  await carRatings.of(sql, carIds);
  await ownerResponseFigures.of(sql, owners);
  await carCalendars.of(sql, carIds);
}
