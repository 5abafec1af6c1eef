import { COUNTED_STATUSES } from '../bookings/booking-updates.ts';
import { keyedRecount } from '../rebuild/keyed-recount.ts';

/** Every car of the table, keyed by its id. */
export const EVERY_CAR = { type: 'uuid', every: '(SELECT array_agg(id) FROM cars)' } as const;

/** Confirmed and completed bookings of the car, for popularity. */
export const carBookingCounts = keyedRecount(
  (carIds) => `
  UPDATE cars SET booking_count = counted.n
    FROM (SELECT car.id, (SELECT count(*) FROM bookings
                           WHERE car_id = car.id AND status IN (${COUNTED_STATUSES.map((status) => `'${status}'`).join(', ')})) AS n
            FROM unnest(${carIds}) AS car (id)) AS counted
   WHERE cars.id = counted.id AND cars.booking_count IS DISTINCT FROM counted.n`,
  EVERY_CAR,
);

/** The sum and number of the car's reviews. */
export const carRatings = keyedRecount(
  (carIds) => `
  UPDATE cars SET rating_total = stats.total, review_count = stats.count
    FROM (SELECT car.id, (SELECT COALESCE(SUM(rating), 0) FROM reviews WHERE car_id = car.id) AS total,
                 (SELECT COUNT(*) FROM reviews WHERE car_id = car.id) AS count
            FROM unnest(${carIds}) AS car (id)) AS stats
   WHERE cars.id = stats.id AND (cars.rating_total, cars.review_count) IS DISTINCT FROM (stats.total, stats.count)`,
  EVERY_CAR,
);

/** Owners are keyed by their id as text (a seeded owner's is not a UUID). */
export const EVERY_CAR_OWNER = {
  type: 'text',
  every: '(SELECT array_agg(DISTINCT owner_id) FROM cars)',
} as const;
