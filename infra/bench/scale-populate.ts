import { withoutStatementTimeout, type EventStore } from '@grandtour/event-store';
import { carCalendars } from '@grandtour/projections';
import { CAR_BRANDS, CAR_CATEGORIES, CITIES, FUEL_TYPES } from '@grandtour/shared';
import type pg from 'pg';
import { generateBookingEvents } from './event-log-generator.ts';

/**
 * The fleet `populate` makes through commands, written straight into Emmett's tables instead: one `car-<id>` stream
 * with its `CarPublished` (the decider's event: the command's data and `publishedAt`) and one `carSchedule-<id>`
 * stream of `CarPeriodReserved` per car, with the same ids (`carId(n)`), value ranges and two weeks between
 * reservations. Commands take about a minute for 10,000 cars; this takes seconds for 100,000. `$1`, `$2`: the cars
 * [from, to); `$3`: reservations per car; `$4`..`$7`: brands, categories, cities, fuels.
 */
const CAR_EVENTS_SQL = `
WITH car AS (
  SELECT n,
         '00000000-0000-4000-8000-' || lpad(n::text, 12, '0') AS id,
         ('x' || substr(md5('scale-car-' || n), 1, 8))::bit(32)::bigint AS h
    FROM generate_series($1::int, $2::int - 1) AS n),
published AS (
  SELECT car.*, jsonb_build_object(
    'carId', id,
    'owner', jsonb_build_object('ownerId', 'owner-' || (n % 400), 'ownerName', 'Bench Owner', 'companyName', null,
      'ownerVerified', true, 'ownerRatingTenths', 47),
    'listing', jsonb_build_object(
      'brand', ($4::text[])[1 + h % cardinality($4::text[])], 'model', 'Model ' || (n % 97),
      'year', 2018 + (h >> 3) % 8, 'category', ($5::text[])[1 + (h >> 6) % cardinality($5::text[])],
      'transmission', CASE WHEN (h >> 9) % 10 = 0 THEN 'manual' ELSE 'automatic' END,
      'seats', (ARRAY[2, 2, 4, 4, 5, 7])[1 + (h >> 12) % 6], 'horsepower', 300 + (h >> 4) % 1200,
      'topSpeedKmh', 250 + (h >> 5) % 170, 'accelerationTenths', 25 + (h >> 7) % 30,
      'fuelType', ($7::text[])[1 + (h >> 15) % cardinality($7::text[])], 'colour', '#445566',
      'location', ($6::text[])[1 + (h >> 18) % cardinality($6::text[])], 'address', '', 'pickupHubs', '[]'::jsonb,
      'description', 'Bench car', 'features', jsonb_build_array('GPS', 'Bluetooth'), 'images', '[]'::jsonb,
      'depositCents', 500000, 'deliveryAvailable', (h >> 21) % 2 = 0, 'deliveryRadiusKm', 50,
      'deliveryFeeCents', 10000, 'isAvailable', (h >> 23) % 10 <> 0),
    'dailyPriceCents', (300 + (h >> 10) % 3200) * 100,
    'publishedAt', '2026-11-01T00:00:00.000Z') AS data
    FROM car),
reserved AS (
  SELECT car.id, k, date '2027-01-01' + k * 14 + ((h >> (k % 20)) % 7)::int AS start_date,
         1 + ((h >> (k % 20 + 3)) % 5)::int AS nights
    FROM car, generate_series(0, $3::int - 1) AS k),
streams AS (
  INSERT INTO emt_streams (stream_id, stream_position, partition, stream_type, stream_metadata)
  SELECT 'car-' || id, 1, 'emt:default', 'car', '{}'::jsonb FROM car
  UNION ALL
  SELECT 'carSchedule-' || id, $3, 'emt:default', 'carSchedule', '{}'::jsonb FROM car WHERE $3 > 0)
INSERT INTO emt_messages (stream_id, stream_position, partition, message_data, message_metadata,
                          message_schema_version, message_type, message_kind, message_id, transaction_id)
SELECT stream_id, position, 'emt:default', data, '{}'::jsonb, '1', type, 'E',
       md5('scale-event-' || stream_id || ':' || position)::uuid::text, pg_current_xact_id()
  FROM (SELECT 'car-' || id AS stream_id, 1 AS position, 'CarPublished' AS type, data FROM published
        UNION ALL
        SELECT 'carSchedule-' || id, k + 1, 'CarPeriodReserved', jsonb_build_object(
                 'carId', id, 'bookingId', 'bench-' || substr(id, 25)::int || '-' || k,
                 'startDate', start_date, 'endDate', start_date + nights)
          FROM reserved) AS event
 ORDER BY stream_id, position`;

/**
 * The cars and availability read models from those events in two INSERT … SELECT, then the cars' calendars: the rows
 * the cars and availability projections write for them (a car with no reviews and no answered requests: ratings 0,
 * response figures null).
 * The projections' own rebuild would take hours here: the cars projection shares its unit with the bookings one.
 * scale-populate.int.spec.ts checks the rows are the projections' own.
 */
const CAR_READ_MODELS_SQL = [
  `INSERT INTO cars (id, owner_id, owner_name, company_name, owner_verified, owner_rating_tenths, daily_price_cents,
                     created_at, version, brand, model, year, category, transmission, seats, horsepower,
                     top_speed_kmh, acceleration_tenths, fuel_type, colour, location, address, pickup_hubs,
                     description, description_translations, features, images, deposit_cents, delivery_available,
                     delivery_radius_km, delivery_fee_cents, is_available, driver_requirements, return_terms)
   SELECT (d->>'carId')::uuid, d->'owner'->>'ownerId', d->'owner'->>'ownerName', d->'owner'->>'companyName',
          (d->'owner'->>'ownerVerified')::boolean, (d->'owner'->>'ownerRatingTenths')::int,
          (d->>'dailyPriceCents')::bigint, (d->>'publishedAt')::timestamptz, stream_position,
          l->>'brand', l->>'model', (l->>'year')::int, l->>'category', l->>'transmission', (l->>'seats')::int,
          (l->>'horsepower')::int, (l->>'topSpeedKmh')::int, (l->>'accelerationTenths')::int, l->>'fuelType',
          l->>'colour', l->>'location', COALESCE(l->>'address', ''), COALESCE(l->'pickupHubs', '[]'),
          l->>'description', COALESCE(l->'descriptionTranslations', '{}'), l->'features', l->'images',
          (l->>'depositCents')::bigint, (l->>'deliveryAvailable')::boolean, (l->>'deliveryRadiusKm')::int,
          (l->>'deliveryFeeCents')::bigint, (l->>'isAvailable')::boolean, l->'driverRequirements', l->'returnTerms'
     FROM emt_messages, LATERAL (SELECT message_data AS d, message_data->'listing' AS l) AS event
    WHERE message_type = 'CarPublished'`,
  `INSERT INTO car_unavailability (car_id, source_id, kind, period)
   SELECT (d->>'carId')::uuid, 'booking:' || (d->>'bookingId'), 'reservation',
          daterange((d->>'startDate')::date, GREATEST((d->>'endDate')::date, (d->>'startDate')::date + 1), '[)')
     FROM emt_messages, LATERAL (SELECT message_data AS d) AS event
    WHERE message_type = 'CarPeriodReserved'`,
  carCalendars.every,
];

/** Writes the fleet's events (`CarPublished`, reservations) for cars [0, cars). */
export async function writeCarEvents(pool: pg.Pool, cars: number, reservationsPerCar: number) {
  const perTransaction = Math.max(1, Math.floor(50_000 / (1 + reservationsPerCar)));
  for (let from = 0; from < cars; from += perTransaction)
    await withoutStatementTimeout(pool, CAR_EVENTS_SQL, [
      from,
      Math.min(from + perTransaction, cars),
      reservationsPerCar,
      CAR_BRANDS,
      CAR_CATEGORIES,
      CITIES,
      FUEL_TYPES,
    ]);
}

/** The cars and availability read models from the fleet's events. */
export async function buildCarReadModels(pool: pg.Pool) {
  for (const statement of CAR_READ_MODELS_SQL) await withoutStatementTimeout(pool, statement);
}

export interface ScalePopulation {
  cars: number;
  reservations: number;
  /** Booking streams in the log (5 events each on average, event-log-generator's shape). */
  logBookings: number;
  events: number;
  /** Writing the events, then the read models built from them. */
  writeSeconds: number;
  readModelSeconds: number;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * `cars` cars with `reservationsPerCar` reservations each, and a log of booking streams bringing the event tables to
 * about `events`; then the read models search and booking read (cars, availability). The log's bookings stay in the
 * log (the history booking commands append beside): the bookings read model holds only the bench's own bookings.
 */
export async function populateAtScale(
  pool: pg.Pool,
  store: EventStore,
  options: { cars: number; reservationsPerCar: number; events: number },
): Promise<ScalePopulation> {
  await store.readAll({ limit: 1 }); // the event store's tables and index
  const started = performance.now();
  await writeCarEvents(pool, options.cars, options.reservationsPerCar);
  const carEvents = options.cars * (1 + options.reservationsPerCar);
  const logBookings = Math.max(0, Math.round((options.events - carEvents) / 5));
  const logEvents = await generateBookingEvents(pool, logBookings);
  const writeSeconds = seconds(started);
  const built = performance.now();
  await buildCarReadModels(pool);
  return {
    cars: options.cars,
    reservations: options.cars * options.reservationsPerCar,
    logBookings,
    events: carEvents + logEvents,
    writeSeconds,
    readModelSeconds: seconds(built),
  };
}
