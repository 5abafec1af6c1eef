import { EVERY_CAR } from '../cars/car-recounts.ts';
import { keyedRecount } from '../rebuild/keyed-recount.ts';

/**
 * Past this many periods ahead, a car's calendar is left out of its row: the row must fit in an entry of the covering
 * index (2,704 bytes; a period takes about 13), and such a car is rare enough to be probed.
 */
export const MOST_PERIODS_IN_ROW = 64;

/**
 * The calendar the car rows carry for search (decisions 109, 111), recomputed from `car_unavailability` so that the
 * order of car and schedule events never matters:
 * - `firm_periods`: the union of the periods that never expire (reservations, owner blocks) and end after today;
 * - `firm_since`: the end of the last such period left out ('-infinity': none). The row is exact for any window that
 *   starts on or after it; 'infinity' when the car has more than MOST_PERIODS_IN_ROW periods ahead: never decided in
 *   the row;
 * - `holds_until`: the latest expiry among its holds, live or not.
 * Which day "today" is only decides what is left out, never an answer. A row already right is left untouched.
 */
export const carCalendars = keyedRecount(
  (carIds) => `
  UPDATE cars SET firm_periods = calendar.firm, firm_since = calendar.since, holds_until = calendar.holds_until
    FROM (SELECT car.id,
                 CASE WHEN kept.periods > ${MOST_PERIODS_IN_ROW} THEN '{}' ELSE COALESCE(kept.firm, '{}') END AS firm,
                 CASE WHEN kept.periods > ${MOST_PERIODS_IN_ROW} THEN 'infinity'
                      ELSE COALESCE(kept.left_out_until, '-infinity') END::date AS since,
                 kept.holds_until
            FROM unnest(${carIds}) AS car (id),
                 LATERAL (SELECT count(*) FILTER (WHERE u.expires_at IS NULL AND upper(u.period) > current_date)
                                   AS periods,
                                 range_agg(u.period) FILTER (WHERE u.expires_at IS NULL
                                                               AND upper(u.period) > current_date) AS firm,
                                 max(upper(u.period)) FILTER (WHERE u.expires_at IS NULL
                                                                AND upper(u.period) <= current_date) AS left_out_until,
                                 max(u.expires_at) AS holds_until
                            FROM car_unavailability u WHERE u.car_id = car.id) AS kept) AS calendar
   WHERE cars.id = calendar.id
     AND (cars.firm_periods, cars.firm_since, cars.holds_until)
         IS DISTINCT FROM (calendar.firm, calendar.since, calendar.holds_until)`,
  EVERY_CAR,
);
