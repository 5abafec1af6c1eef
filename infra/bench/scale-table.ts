import type { ScaleFigures } from './scale-bench.ts';

/** Issue 26's limits at ten times today's data. */
export const SCALE_LIMITS = {
  searchP99Ms: 25,
  searchRequestsPerSecond: 1500,
  bookingCommandsPerSecond: 800,
};

type Row = Record<string, string | number>;

const per = (bytes: number, rows: number) => (rows === 0 ? 'n/a' : Math.round(bytes / rows));
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * Cost against size: one row per figure, one column per size, the limit and its verdict (met at every size). The
 * rebuild rows are whatever the rebuild bench returned at each size.
 */
export function scaleRows(sizes: ScaleFigures[]): Record<string, Row> {
  const row = (
    name: string,
    value: (figures: ScaleFigures) => string | number,
    limit?: { text: string; met: (figures: ScaleFigures) => boolean },
  ): [string, Row] => [
    name,
    {
      ...Object.fromEntries(sizes.map((figures) => [figures.label, value(figures)])),
      limit: limit?.text ?? '',
      verdict: limit ? (sizes.every(limit.met) ? 'ok' : 'OVER LIMIT') : '',
    },
  ];
  const rebuildProjections = [
    ...new Set(sizes.flatMap((s) => s.rebuild?.figures.map((f) => f.projection) ?? [])),
  ];
  return Object.fromEntries([
    row('data: cars / reservations / events', ({ population: p }) =>
      [p.cars, p.reservations, p.events].map(thousands).join(' / '),
    ),
    row(
      'load: events written / read models built (s)',
      ({ population: p }) => `${p.writeSeconds.toFixed(0)} / ${p.readModelSeconds.toFixed(0)}`,
    ),
    row('search p99 at 500 req/s (ms)', (f) => f.search.p99AtFixed500Ms, {
      text: `≤ ${SCALE_LIMITS.searchP99Ms}`,
      met: (f) => f.search.p99AtFixed500Ms <= SCALE_LIMITS.searchP99Ms,
    }),
    row('search req/s (saturation)', (f) => Math.round(f.search.saturationRequestsPerSecond), {
      text: `≥ ${SCALE_LIMITS.searchRequestsPerSecond}`,
      met: (f) => f.search.saturationRequestsPerSecond >= SCALE_LIMITS.searchRequestsPerSecond,
    }),
    row('search errors (5xx, socket)', (f) => f.search.saturationErrors + f.search.fixedRateErrors, {
      text: '0',
      met: (f) => f.search.saturationErrors + f.search.fixedRateErrors === 0,
    }),
    row(
      'search raw SQL q/s / API share',
      (f) =>
        `${Math.round(f.search.rawSqlQueriesPerSecond)} / ${(f.search.apiShareOfRawSql * 100).toFixed(0)} %`,
    ),
    row(
      'search plan: execution ms / buffers (EXPLAIN ANALYZE, BUFFERS)',
      (f) => `${f.searchPlan.executionMs} / ${f.searchPlan.buffers}`,
    ),
    row('booking commands/s (64 clients, 20 hot cars)', (f) => Math.round(f.booking.commandsPerSecond), {
      text: `≥ ${SCALE_LIMITS.bookingCommandsPerSecond}`,
      met: (f) => f.booking.commandsPerSecond >= SCALE_LIMITS.bookingCommandsPerSecond,
    }),
    row('  made / refused with 409', (f) => `${f.booking.created} / ${f.booking.conflicts}`),
    row('  409 p99 (ms)', (f) => f.booking.conflictP99Ms),
    row(
      '  double bookings / 5xx and socket errors',
      (f) => `${f.booking.doubleBookings} / ${f.booking.serverErrors + f.booking.socketErrors}`,
      {
        text: '0 / 0',
        met: (f) => f.booking.doubleBookings === 0 && f.booking.serverErrors + f.booking.socketErrors === 0,
      },
    ),
    row('bookings made/s, no contention (64 clients over the cars below)', (f) =>
      Math.round(f.openBooking.madePerSecond),
    ),
    row(
      '  cars / made / other answers',
      (f) =>
        `${f.openBooking.cars} / ${f.openBooking.made} / ${JSON.stringify({ ...f.openBooking.otherStatuses, socket: f.openBooking.socketErrors })}`,
      {
        text: 'none other',
        met: (f) => Object.keys(f.openBooking.otherStatuses).length === 0 && f.openBooking.socketErrors === 0,
      },
    ),
    row('  201 p50 / p99 (ms)', (f) => `${f.openBooking.p50Ms} / ${f.openBooking.p99Ms}`),
    row(
      'disk: event tables (MB) / bytes per event',
      ({ sizes: s }) => `${megabytes(s.events.bytes)} / ${per(s.events.bytes, s.events.rows)}`,
    ),
    row(
      'disk: bookings read model (MB) / bytes per booking',
      ({ sizes: s }) => `${megabytes(s.bookings.bytes)} / ${per(s.bookings.bytes, s.bookings.rows)}`,
    ),
    row(
      'disk: cars (MB) / bytes per car',
      ({ sizes: s }) => `${megabytes(s.cars.bytes)} / ${per(s.cars.bytes, s.cars.rows)}`,
    ),
    row(
      'disk: availability (MB) / bytes per reservation',
      ({ sizes: s }) =>
        `${megabytes(s.availability.bytes)} / ${per(s.availability.bytes, s.availability.rows)}`,
    ),
    ...rebuildProjections.map((projection) =>
      row(`rebuild ${projection} (log events/s; s)`, (f) => {
        const figure = f.rebuild?.figures.find((found) => found.projection === projection);
        return figure ? `${thousands(figure.logEventsPerSecond)}; ${figure.seconds.toFixed(1)}` : 'not run';
      }),
    ),
    row('rebuild: log generated (events; s)', (f) =>
      f.rebuild ? `${thousands(f.rebuild.logEvents)}; ${f.rebuild.generateSeconds.toFixed(1)}` : 'not run',
    ),
  ]);
}
