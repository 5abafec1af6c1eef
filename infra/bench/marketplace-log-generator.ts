import { withoutStatementTimeout } from '@grandtour/event-store';
import { CAR_BRANDS, CITIES } from '@grandtour/shared';
import type pg from 'pg';

/**
 * What the booking streams stand on, in the shapes the commands append: the 10,000 cars they book (`CarPublished`,
 * one in ten then repriced), their 500 owners and one registered customer in four bookings (`UserRegistered`).
 * Written before the bookings, as a car is listed before anyone books it. The cars spread over the brands (`$3`) and
 * cities (`$4`) as a fleet does: all in one brand and city, they made the scale bench's typical search (a brand in a
 * city) match sixteen times the cars a real fleet of that size would.
 */
const CARS_SQL = `
WITH car AS (
  SELECT c, md5('bench-car-' || c)::uuid AS id, 'bench-owner-' || (c % 500) AS owner_id,
         timestamptz '2026-01-01T08:00:00Z' + c * interval '1 minute' AS at
    FROM generate_series($1::int, $2::int - 1) AS c),
event AS (
  SELECT car.*, e.position, e.type, e.data FROM car CROSS JOIN LATERAL (VALUES
    (1, 'CarPublished', jsonb_build_object(
       'carId', car.id,
       'owner', jsonb_build_object('ownerId', car.owner_id, 'ownerName', 'Owner ' || (c % 500), 'companyName', null,
         'ownerVerified', c % 3 = 0, 'ownerRatingTenths', 40 + c % 10),
       'listing', jsonb_build_object('brand', ($3::text[])[1 + c % cardinality($3::text[])], 'model', 'Roma ' || c, 'year', 2020 + c % 5,
         'category', 'sports', 'transmission', 'automatic', 'seats', 4, 'horsepower', 620, 'topSpeedKmh', 320,
         'accelerationTenths', 34, 'fuelType', 'essence', 'colour', '#8b0000',
         'location', ($4::text[])[1 + (c / 7) % cardinality($4::text[])],
         'address', c || ' rue de Rivoli', 'pickupHubs', '[]'::jsonb, 'description', 'Grand tourer',
         'features', '["Carbon pack"]'::jsonb, 'images', '[]'::jsonb, 'depositCents', 500000,
         'deliveryAvailable', true, 'deliveryRadiusKm', 30, 'deliveryFeeCents', 15000, 'isAvailable', true),
       'dailyPriceCents', 80000 + (c % 50) * 1000, 'publishedAt', car.at)),
    (2, 'CarPriceChanged', jsonb_build_object('carId', car.id, 'ownerId', car.owner_id,
       'dailyPriceCents', 90000 + (c % 50) * 1000, 'previousDailyPriceCents', 80000 + (c % 50) * 1000,
       'changedAt', car.at + interval '1 day'))
  ) AS e(position, type, data)
   WHERE e.position = 1 OR c % 10 = 0),
streams AS (
  INSERT INTO emt_streams (stream_id, stream_position, partition, stream_type, stream_metadata)
  SELECT 'car-' || id, CASE WHEN c % 10 = 0 THEN 2 ELSE 1 END, 'emt:default', 'car', '{}' FROM car)
INSERT INTO emt_messages (stream_id, stream_position, partition, message_data, message_metadata,
                          message_schema_version, message_type, message_kind, message_id, transaction_id)
SELECT 'car-' || id, position, 'emt:default', data, '{}', '1', type, 'E',
       md5('bench-car-event-' || c || ':' || position)::uuid::text, pg_current_xact_id()
  FROM event ORDER BY c, position`;

const USERS_SQL = `
WITH account AS (
  SELECT u, md5('bench-user-' || u)::uuid AS id, u < 500 AS owner,
         timestamptz '2025-06-01T08:00:00Z' + u * interval '1 minute' AS at
    FROM generate_series($1::int, $2::int - 1) AS u),
streams AS (
  INSERT INTO emt_streams (stream_id, stream_position, partition, stream_type, stream_metadata)
  SELECT 'user-' || id, 1, 'emt:default', 'user', '{}' FROM account)
INSERT INTO emt_messages (stream_id, stream_position, partition, message_data, message_metadata,
                          message_schema_version, message_type, message_kind, message_id, transaction_id)
SELECT 'user-' || id, 1, 'emt:default', jsonb_build_object(
         'userId', id, 'username', 'bench-user-' || u, 'email', 'user.' || u || '@example.fr',
         'firstName', 'Léa', 'lastName', 'Martin ' || u, 'phone', '+33 612345678',
         'userType', CASE WHEN owner THEN 'owner' ELSE 'client' END, 'address', u || ' rue de la Paix',
         'city', 'Paris', 'country', 'FR', 'zipCode', '75002', 'language', 'fr', 'dateOfBirth', '1990-05-04',
         'drivingLicenseNumber', '12AB34567', 'passwordHash', '$argon2id$v=19$m=65536,t=3,p=4$bench',
         'registeredAt', at),
       '{}', '1', 'UserRegistered', 'E', md5('bench-user-event-' || u)::uuid::text, pg_current_xact_id()
  FROM account ORDER BY u`;

/** Appends the cars and accounts `bookings` booking streams need; returns the events written. */
export async function generateMarketplaceEvents(pool: pg.Pool, bookings: number, perTransaction = 20_000) {
  let events = 0;
  const cars = Math.min(bookings, 10_000);
  const accounts = 500 + Math.ceil(bookings / 4);
  for (const [sql, count, values] of [
    [USERS_SQL, accounts, []],
    [CARS_SQL, cars, [CAR_BRANDS, CITIES]],
  ] as const)
    for (let from = 0; from < count; from += perTransaction) {
      const range = [from, Math.min(from + perTransaction, count)];
      const result = await withoutStatementTimeout(pool, sql, [...range, ...values]);
      events += result.rowCount ?? 0;
    }
  return events;
}

/**
 * The car schedule's side of bookings `$1` to `$2` of the booking generator (same ids, dates and times): each held,
 * then reserved once paid; a cancelled one (one in four) released. A car's k-th booking takes positions 3k+1 to 3k+3.
 */
const SCHEDULE_SQL = `
WITH booking AS (
  SELECT b, b / 10000 AS k, md5('bench-booking-' || b)::uuid AS id, md5('bench-car-' || (b % 10000))::uuid AS car_id,
         ('2027-01-01'::date + (b % 10000) % 60 + (b / 10000) * 3) AS start_date,
         timestamptz '2026-06-01T08:00:00Z' + b * interval '7 seconds' AS at
    FROM generate_series($1::int, $2::int - 1) AS b),
event AS (
  SELECT booking.*, e.position, e.type, e.data FROM booking CROSS JOIN LATERAL (VALUES
    (1, 'CarPeriodHeld', jsonb_build_object('carId', car_id, 'bookingId', id, 'startDate', start_date,
       'endDate', start_date + 2, 'expiresAt', at + interval '30 minutes')),
    (2, 'CarPeriodReserved', jsonb_build_object('carId', car_id, 'bookingId', id, 'startDate', start_date,
       'endDate', start_date + 2)),
    (3, 'CarPeriodReleased', jsonb_build_object('carId', car_id, 'bookingId', id, 'reason', 'cancelled'))
  ) AS e(position, type, data)
   WHERE e.position < 3 OR b % 4 = 0),
streams AS (
  INSERT INTO emt_streams (stream_id, stream_position, partition, stream_type, stream_metadata)
  SELECT 'carSchedule-' || car_id, max(k * 3 + position), 'emt:default', 'carSchedule', '{}' FROM event GROUP BY car_id
  ON CONFLICT (stream_id, partition, is_archived)
  DO UPDATE SET stream_position = GREATEST(emt_streams.stream_position, EXCLUDED.stream_position))
INSERT INTO emt_messages (stream_id, stream_position, partition, message_data, message_metadata,
                          message_schema_version, message_type, message_kind, message_id, transaction_id)
SELECT 'carSchedule-' || car_id, k * 3 + position, 'emt:default', data, '{}', '1', type, 'E',
       md5('bench-schedule-event-' || b || ':' || position)::uuid::text, pg_current_xact_id()
  FROM event ORDER BY b, position`;

/** Appends the car schedule events of bookings `from` to `to` (exclusive). */
export async function generateScheduleEvents(pool: pg.Pool, from: number, to: number): Promise<number> {
  const result = await withoutStatementTimeout(pool, SCHEDULE_SQL, [from, to]);
  return result.rowCount ?? 0;
}
