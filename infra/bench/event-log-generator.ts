import { withoutStatementTimeout } from '@grandtour/event-store';
import type pg from 'pg';
import { generateMarketplaceEvents, generateScheduleEvents } from './marketplace-log-generator.ts';

/**
 * Booking streams straight into Emmett's tables, in the shape the booking workflow appends (the same event types and
 * data, one stream per booking), with INSERT … SELECT generate_series: a million events in seconds instead of the
 * hours a million commands would take. Each booking is created, paid and confirmed (4 events); one in four is then
 * cancelled with a 30 % fee and refunded (2 more), two in four completed (1 more): 5 events per booking on average.
 */
const BOOKING_EVENTS_SQL = `
WITH booking AS (
  SELECT b,
         md5('bench-booking-' || b)::uuid AS id,
         md5('bench-car-' || (b % 10000))::uuid AS car_id,
         'bench-owner-' || (b % 500) AS owner_id,
         ('2027-01-01'::date + (b % 10000) % 60 + (b / 10000) * 3) AS start_date,
         80000 + (b % 50) * 1000 AS daily,
         timestamptz '2026-06-01T08:00:00Z' + b * interval '7 seconds' AS at
    FROM generate_series($1::int, $2::int - 1) AS b),
priced AS (
  SELECT *, daily * 2 AS payout, round(daily * 2 * 0.05)::int AS fee,
         daily * 2 + round(daily * 2 * 0.05)::int AS total,
         round((daily * 2 + round(daily * 2 * 0.05)::int) * 0.3)::int AS kept
    FROM booking),
event AS (
  SELECT p.*, e.position, e.type, e.data
    FROM priced p
   CROSS JOIN LATERAL (VALUES
     (1, 'BookingCreated', jsonb_build_object(
        'bookingId', p.id, 'userId', 'guest:' || md5('bench-guest-' || p.b)::uuid, 'carId', p.car_id,
        'ownerId', p.owner_id, 'car', jsonb_build_object('brand', 'Ferrari', 'model', 'Roma', 'image', null),
        'startDate', p.start_date, 'endDate', p.start_date + 2, 'pickupLocation', 'paris-center',
        'dropoffLocation', 'paris-center',
        'customerInfo', jsonb_build_object('firstName', 'Léa', 'lastName', 'Martin ' || p.b,
          'email', 'lea.' || p.b || '@example.fr', 'phone', '+33 612345678'),
        'driver', jsonb_build_object('dateOfBirth', '1990-05-04', 'licenceCountry', 'FR',
          'licenceNumber', '12AB34567', 'licenceIssuedOn', '2010-06-01', 'licenceExpiresOn', '2035-06-01'),
        'driverRequirements', jsonb_build_object('minAge', 25, 'minLicenceYears', 3, 'bookingMode', 'instant'),
        'additionalServices', '[]'::jsonb, 'language', 'fr',
        'quote', jsonb_build_object('days', 2, 'dailyPriceCents', p.daily, 'rentalCents', p.payout,
          'deliveryCents', 0, 'serviceFeeCents', p.fee, 'totalCents', p.total, 'depositCents', 500000,
          'ownerPayoutCents', p.payout, 'platformRevenueCents', p.fee),
        'feeConfig', jsonb_build_object('serviceFeeRate', 0.05, 'dynamicMarkupRate', 0, 'feeType', 'service_fee'),
        'holdExpiresAt', p.at + interval '30 minutes', 'createdAt', p.at)),
     (2, 'PaymentIntentCreated', jsonb_build_object(
        'bookingId', p.id, 'provider', 'demo', 'method', 'card', 'paymentIntentId', 'pi_' || p.b,
        'amountCents', p.total, 'createdAt', p.at + interval '1 minute')),
     (3, 'PaymentSucceeded', jsonb_build_object(
        'bookingId', p.id, 'carId', p.car_id, 'ownerId', p.owner_id, 'provider', 'demo', 'method', 'card',
        'paymentIntentId', 'pi_' || p.b, 'paymentId', 'pi_' || p.b, 'amountCents', p.total,
        'providerEventId', 'evt_' || p.b, 'succeededAt', p.at + interval '2 minutes')),
     (4, 'BookingConfirmed', jsonb_build_object(
        'bookingId', p.id, 'carId', p.car_id, 'ownerId', p.owner_id, 'startDate', p.start_date,
        'endDate', p.start_date + 2, 'ownerPayoutCents', p.payout, 'platformRevenueCents', p.fee,
        'confirmedAt', p.at + interval '2 minutes')),
     (5, 'BookingCancelled', jsonb_build_object(
        'bookingId', p.id, 'carId', p.car_id, 'ownerId', p.owner_id, 'reason', 'customer', 'hasFees', true,
        'feeCents', p.kept, 'platformShareOfFeeCents', round(p.kept::numeric * p.fee / p.total)::int,
        'ownerShareOfFeeCents', p.kept - round(p.kept::numeric * p.fee / p.total)::int,
        'refundDueCents', p.total - p.kept, 'reversedOwnerPayoutCents', p.payout,
        'reversedPlatformRevenueCents', p.fee, 'cancelledAt', p.at + interval '3 days')),
     (6, 'RefundIssued', jsonb_build_object(
        'bookingId', p.id, 'carId', p.car_id, 'ownerId', p.owner_id, 'provider', 'demo', 'refundId', 're_' || p.b,
        'amountCents', p.total - p.kept, 'issuedAt', p.at + interval '3 days 1 minute')),
     (5, 'BookingCompleted', jsonb_build_object(
        'bookingId', p.id, 'carId', p.car_id, 'ownerId', p.owner_id, 'completedAt', p.at + interval '30 days'))
   ) AS e(position, type, data)
   WHERE e.position <= 4
      OR (p.b % 4 = 0 AND e.type IN ('BookingCancelled', 'RefundIssued'))
      OR (p.b % 4 IN (1, 2) AND e.type = 'BookingCompleted')),
streams AS (
  INSERT INTO emt_streams (stream_id, stream_position, partition, stream_type, stream_metadata)
  SELECT 'booking-' || id, CASE WHEN b % 4 = 0 THEN 6 WHEN b % 4 = 3 THEN 4 ELSE 5 END, 'emt:default', 'booking', '{}'
    FROM booking)
INSERT INTO emt_messages (stream_id, stream_position, partition, message_data, message_metadata,
                          message_schema_version, message_type, message_kind, message_id, transaction_id)
SELECT 'booking-' || id, position, 'emt:default', data, '{}', '1', type, 'E',
       md5('bench-event-' || b || ':' || position)::uuid::text, pg_current_xact_id()
  FROM event ORDER BY b, position`;

/**
 * Appends the cars and accounts they book with, then `bookings` booking streams (5 events each on average) and their
 * car schedule events, in transactions of `perTransaction` bookings.
 */
export async function generateBookingEvents(
  pool: pg.Pool,
  bookings: number,
  perTransaction = 20_000,
): Promise<number> {
  let events = await generateMarketplaceEvents(pool, bookings, perTransaction);
  for (let from = 0; from < bookings; from += perTransaction) {
    const to = Math.min(from + perTransaction, bookings);
    const result = await withoutStatementTimeout(pool, BOOKING_EVENTS_SQL, [from, to]);
    events += result.rowCount ?? 0;
    events += await generateScheduleEvents(pool, from, to);
  }
  await withoutStatementTimeout(pool, 'ANALYZE emt_messages');
  await withoutStatementTimeout(pool, 'ANALYZE emt_streams');
  return events;
}
