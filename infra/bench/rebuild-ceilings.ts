// The rebuild bench's limit: each projection's rows made by one INSERT … SELECT over the events table, no event
// leaving the server. They must give the very rows the projection gives (the bench compares digests).

import { ERASED } from '@grandtour/shared';

const EVENTS = 'FROM emt_messages, LATERAL (SELECT message_data AS d) AS event';
const ACTIVE = "partition = 'emt:default' AND NOT is_archived";

const BOOKING_TIMELINE = `
INSERT INTO bench_ceiling.booking_timeline (id, booking_id, position, kind, occurred_at, amount_cents, details)
SELECT (d->>'bookingId') || ':' || stream_position, (d->>'bookingId')::uuid, stream_position,
       CASE message_type
         WHEN 'BookingCreated' THEN 'quoted' WHEN 'PaymentIntentCreated' THEN 'payment_started'
         WHEN 'PaymentSucceeded' THEN 'payment_succeeded' WHEN 'PaymentFailed' THEN 'payment_failed'
         WHEN 'BookingConfirmed' THEN 'confirmed' WHEN 'BookingCancelled' THEN 'cancelled'
         WHEN 'RefundIssued' THEN 'refunded' WHEN 'BookingCompleted' THEN 'completed' END,
       (CASE message_type
         WHEN 'BookingCreated' THEN d->>'createdAt' WHEN 'PaymentIntentCreated' THEN d->>'createdAt'
         WHEN 'PaymentSucceeded' THEN d->>'succeededAt' WHEN 'PaymentFailed' THEN d->>'failedAt'
         WHEN 'BookingConfirmed' THEN d->>'confirmedAt' WHEN 'BookingCancelled' THEN d->>'cancelledAt'
         WHEN 'RefundIssued' THEN d->>'issuedAt' WHEN 'BookingCompleted' THEN d->>'completedAt' END)::timestamptz,
       (CASE message_type
         WHEN 'BookingCreated' THEN d->'quote'->>'totalCents' WHEN 'BookingConfirmed' THEN d->>'ownerPayoutCents'
         WHEN 'BookingCancelled' THEN d->>'feeCents' WHEN 'PaymentFailed' THEN NULL WHEN 'BookingCompleted' THEN NULL
         ELSE d->>'amountCents' END)::int,
       CASE message_type
         WHEN 'BookingCreated' THEN (d->'quote') - 'totalCents' || jsonb_build_object('holdExpiresAt', d->'holdExpiresAt')
         WHEN 'PaymentIntentCreated' THEN jsonb_build_object('provider', d->'provider', 'method', d->'method')
         WHEN 'PaymentSucceeded' THEN jsonb_build_object('provider', d->'provider', 'method', d->'method')
         WHEN 'PaymentFailed' THEN jsonb_build_object('provider', d->'provider', 'message', d->'message')
         WHEN 'BookingConfirmed' THEN jsonb_build_object('ownerPayoutCents', d->'ownerPayoutCents',
           'platformRevenueCents', d->'platformRevenueCents')
         WHEN 'BookingCancelled' THEN jsonb_build_object('reason', d->'reason', 'feeCents', d->'feeCents',
           'ownerShareOfFeeCents', d->'ownerShareOfFeeCents', 'platformShareOfFeeCents', d->'platformShareOfFeeCents',
           'refundDueCents', d->'refundDueCents', 'reversedOwnerPayoutCents', d->'reversedOwnerPayoutCents')
         WHEN 'RefundIssued' THEN jsonb_build_object('provider', d->'provider')
         ELSE '{}'::jsonb END
  ${EVENTS} WHERE ${ACTIVE} AND message_type IN ('BookingCreated', 'PaymentIntentCreated', 'PaymentSucceeded', 'PaymentFailed',
    'BookingConfirmed', 'BookingCancelled', 'RefundIssued', 'BookingCompleted')
ON CONFLICT (id) DO NOTHING`;

const PLATFORM_REVENUE = `
INSERT INTO bench_ceiling.platform_revenue (id, booking_id, car_id, owner_id, kind, amount_cents,
  platform_revenue_cents, owner_payout_cents, fee_type, fee_rate, base_amount_cents, payment_method, occurred_at)
SELECT message_id || ':0', (d->>'bookingId')::uuid, (d->>'carId')::uuid, d->>'ownerId', line.kind, line.amount,
       line.platform, line.owner, line.fee_type, line.fee_rate, line.base, line.method, line.at::timestamptz
  ${EVENTS}, LATERAL (SELECT
    CASE message_type WHEN 'PaymentSucceeded' THEN 'payment_captured' WHEN 'BookingConfirmed' THEN 'service_fee'
      WHEN 'RefundIssued' THEN 'refund'
      ELSE CASE WHEN (d->>'feeCents')::int > 0 THEN 'cancellation_fee' ELSE 'cancellation' END END AS kind,
    CASE message_type WHEN 'PaymentSucceeded' THEN (d->>'amountCents')::int
      WHEN 'RefundIssued' THEN -(d->>'amountCents')::int ELSE 0 END AS amount,
    CASE message_type WHEN 'BookingConfirmed' THEN (d->>'platformRevenueCents')::int
      WHEN 'BookingCancelled' THEN (d->>'platformShareOfFeeCents')::int - (d->>'reversedPlatformRevenueCents')::int
      ELSE 0 END AS platform,
    CASE message_type WHEN 'BookingConfirmed' THEN (d->>'ownerPayoutCents')::int
      WHEN 'BookingCancelled' THEN (d->>'ownerShareOfFeeCents')::int - (d->>'reversedOwnerPayoutCents')::int
      ELSE 0 END AS owner,
    CASE message_type WHEN 'BookingCancelled' THEN 'cancellation_fee' ELSE 'service_fee' END AS fee_type,
    CASE message_type WHEN 'BookingConfirmed' THEN '0.05' END AS fee_rate,
    CASE message_type WHEN 'BookingConfirmed' THEN (d->>'ownerPayoutCents')::int END AS base,
    CASE message_type WHEN 'PaymentSucceeded' THEN d->>'method' END AS method,
    CASE message_type WHEN 'PaymentSucceeded' THEN d->>'succeededAt' WHEN 'BookingConfirmed' THEN d->>'confirmedAt'
      WHEN 'BookingCancelled' THEN d->>'cancelledAt' ELSE d->>'issuedAt' END AS at) AS line
 WHERE ${ACTIVE} AND message_type IN ('PaymentSucceeded', 'BookingConfirmed', 'BookingCancelled', 'RefundIssued')
   AND (message_type <> 'BookingCancelled' OR line.platform <> 0 OR line.owner <> 0)
ON CONFLICT (id) DO NOTHING`;

const OWNER_STATS = `
WITH counted AS (
  SELECT message_id AS event_id, d->>'ownerId' AS owner_id, (d->>'carId')::uuid AS car_id, line.at,
         (line.at AT TIME ZONE 'Europe/Paris')::date AS date, line.bookings, line.cancellations, line.revenue,
         transaction_id, global_position
    ${EVENTS}, LATERAL (SELECT
      (CASE message_type WHEN 'BookingConfirmed' THEN d->>'confirmedAt' ELSE d->>'cancelledAt' END)::timestamptz AS at,
      CASE message_type WHEN 'BookingConfirmed' THEN 1 ELSE 0 END AS bookings,
      CASE WHEN message_type = 'BookingCancelled' AND (d->>'reversedOwnerPayoutCents')::int > 0 THEN 1 ELSE 0 END
        AS cancellations,
      CASE message_type WHEN 'BookingConfirmed' THEN (d->>'ownerPayoutCents')::int
        ELSE (d->>'ownerShareOfFeeCents')::int - (d->>'reversedOwnerPayoutCents')::int END AS revenue) AS line
   WHERE ${ACTIVE} AND message_type IN ('BookingConfirmed', 'BookingCancelled')
     AND (message_type = 'BookingConfirmed' OR line.cancellations = 1 OR line.revenue <> 0)),
recorded AS (
  INSERT INTO bench_ceiling.owner_stats_events (event_id, owner_stats_id, bookings, cancellations, revenue_cents)
  SELECT event_id, owner_id || ':' || car_id || ':' || date, bookings, cancellations, revenue FROM counted)
INSERT INTO bench_ceiling.owner_stats (id, owner_id, car_id, date, bookings, cancellations, revenue_cents, created_at)
SELECT owner_id || ':' || car_id || ':' || date, owner_id, car_id, date, sum(bookings), sum(cancellations), sum(revenue),
       (array_agg(at ORDER BY transaction_id, global_position))[1]
  FROM counted GROUP BY owner_id, car_id, date`;

// An erased account's username and e-mail read as the marker and its id, as the projection writes them.
const USERS = `
INSERT INTO bench_ceiling.users (id, username, email, first_name, last_name, phone, user_type, address, city, country,
  zip_code, language, date_of_birth, driving_license_number, password_hash, created_at)
SELECT (d->>'userId')::uuid,
       CASE d->>'username' WHEN '${ERASED}' THEN '${ERASED}:' || (d->>'userId') ELSE d->>'username' END,
       CASE d->>'email' WHEN '${ERASED}' THEN '${ERASED}:' || (d->>'userId') ELSE d->>'email' END,
       d->>'firstName', d->>'lastName', d->>'phone', d->>'userType', d->>'address', d->>'city', d->>'country',
       d->>'zipCode', d->>'language', (d->>'dateOfBirth')::date, d->>'drivingLicenseNumber', d->>'passwordHash',
       (d->>'registeredAt')::timestamptz
  ${EVENTS} WHERE ${ACTIVE} AND message_type = 'UserRegistered'
 ORDER BY transaction_id, global_position
ON CONFLICT (id) DO NOTHING`;

// Each (car, source) key as the last schedule event naming it left it: a period, or none (kind null: released).
const CAR_UNAVAILABILITY = `
WITH change AS (
  SELECT (d->>'carId')::uuid AS car_id, key.source_id, key.kind, key.starts, key.ends, key.expires_at, key.reason,
         transaction_id, global_position
    ${EVENTS}, LATERAL (
      SELECT 'booking:' || (d->>'bookingId') AS source_id,
             CASE message_type WHEN 'CarPeriodHeld' THEN 'hold' WHEN 'CarPeriodReserved' THEN 'reservation' END AS kind,
             (d->>'startDate')::date AS starts, (d->>'endDate')::date AS ends,
             CASE message_type WHEN 'CarPeriodHeld' THEN (d->>'expiresAt')::timestamptz END AS expires_at,
             NULL::text AS reason
       WHERE message_type IN ('CarPeriodHeld', 'CarPeriodReserved', 'CarPeriodReleased')
      UNION ALL
      SELECT 'block:' || day, CASE message_type WHEN 'CarDaysBlocked' THEN 'owner_block' END, day::date, day::date,
             NULL, CASE message_type WHEN 'CarDaysBlocked' THEN d->>'reason' END
        FROM jsonb_array_elements_text(
               CASE WHEN message_type IN ('CarDaysBlocked', 'CarDaysUnblocked') THEN d->'dates' ELSE '[]' END) AS day
    ) AS key
   WHERE ${ACTIVE} AND message_type IN ('CarPeriodHeld', 'CarPeriodReserved', 'CarPeriodReleased', 'CarDaysBlocked',
     'CarDaysUnblocked'))
INSERT INTO bench_ceiling.car_unavailability (car_id, source_id, kind, period, expires_at, reason)
SELECT car_id, source_id, kind, daterange(starts, GREATEST(ends, starts + 1), '[)'), expires_at, reason
  FROM (SELECT DISTINCT ON (car_id, source_id) * FROM change
         ORDER BY car_id, source_id, transaction_id DESC, global_position DESC) AS last
 WHERE kind IS NOT NULL`;

/**
 * Each projection's pure-SQL build, and the tables it fills: all of its unit's, but for `availability`, whose unit
 * is the cars one (decision 109) and whose own table is compared alone.
 */
export const CEILINGS = {
  booking_timeline: { sql: BOOKING_TIMELINE, tables: ['booking_timeline'] },
  platform_revenue: { sql: PLATFORM_REVENUE, tables: ['platform_revenue'] },
  owner_stats: { sql: OWNER_STATS, tables: ['owner_stats', 'owner_stats_events'] },
  users: { sql: USERS, tables: ['users'] },
  availability: { sql: CAR_UNAVAILABILITY, tables: ['car_unavailability'] },
} as const;
