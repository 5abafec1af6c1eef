import { EVERY_CAR } from '../cars/car-recounts.ts';
import { keyedRecount } from '../rebuild/keyed-recount.ts';

/**
 * The calendar the car rows carry for search (decision 109), recomputed from `car_unavailability` so that the order
 * of car and schedule events never matters: the union of the periods that never expire (reservations, owner blocks)
 * and the latest expiry among its holds, live or not. A row already right is left untouched.
 */
export const carCalendars = keyedRecount(
  (carIds) => `
  UPDATE cars SET firm_periods = calendar.firm, holds_until = calendar.holds_until
    FROM (SELECT car.id,
                 COALESCE((SELECT range_agg(u.period) FROM car_unavailability u
                            WHERE u.car_id = car.id AND u.expires_at IS NULL), '{}') AS firm,
                 (SELECT max(u.expires_at) FROM car_unavailability u WHERE u.car_id = car.id) AS holds_until
            FROM unnest(${carIds}) AS car (id)) AS calendar
   WHERE cars.id = calendar.id
     AND (cars.firm_periods, cars.holds_until) IS DISTINCT FROM (calendar.firm, calendar.holds_until)`,
  EVERY_CAR,
);
