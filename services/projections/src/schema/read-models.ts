import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  OWNER_TEXT_LIMITS,
  type DeliveryAddress,
  type DescriptionTranslations,
  type DriverInfo,
  type DriverRequirements,
  type ReturnTerms,
} from '@grandtour/shared';
import { int8Number } from './columns.ts';

/*
 * The read models: tables the projections write from the event log, and may drop and rebuild from it. The state the
 * API, the workers and the projection runner keep for themselves is in api-state.ts, worker-state.ts and
 * projection-state.ts: no rebuild touches it.
 */

/** The catalogue as the site reads it: one row per published car (projection `cars`). Money in cents. */
export const cars = pgTable(
  'cars',
  {
    id: uuid('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    ownerName: text('owner_name').notNull(),
    companyName: text('company_name'),
    ownerVerified: boolean('owner_verified').notNull().default(false),
    ownerRatingTenths: integer('owner_rating_tenths').notNull().default(50),
    /** How the owner answers requests to book (decision 85); null until enough were answered to mean something. */
    ownerAcceptanceRatePercent: integer('owner_acceptance_rate_percent'),
    ownerMedianResponseMinutes: integer('owner_median_response_minutes'),
    brand: text('brand').notNull(),
    model: varchar('model', { length: OWNER_TEXT_LIMITS.carModel }).notNull(),
    year: integer('year').notNull(),
    category: text('category').notNull(),
    transmission: text('transmission').notNull(),
    seats: integer('seats').notNull(),
    horsepower: integer('horsepower').notNull(),
    topSpeedKmh: integer('top_speed_kmh').notNull(),
    accelerationTenths: integer('acceleration_tenths').notNull(),
    fuelType: text('fuel_type').notNull(),
    colour: text('colour').notNull(),
    dailyPriceCents: int8Number('daily_price_cents').notNull(),
    depositCents: int8Number('deposit_cents').notNull().default(500_000),
    location: text('location').notNull(),
    /** Where the owner hands the car over (decision 55); '' for a car listed before, its city standing for it. */
    address: text('address').notNull().default(''),
    /** Its city's airport and station ids the owner offers (decision 55). */
    pickupHubs: jsonb('pickup_hubs')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    description: varchar('description', { length: OWNER_TEXT_LIMITS.carDescription }).notNull(),
    /** The description in English, Spanish and German where the owner wrote it (decision 59). */
    descriptionTranslations: jsonb('description_translations')
      .$type<DescriptionTranslations>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    deliveryAvailable: boolean('delivery_available').notNull().default(false),
    deliveryRadiusKm: integer('delivery_radius_km').notNull().default(0),
    /** Per delivered leg; null when the owner set none (the spec's 150 € applies, decision 49), 0 when free. */
    deliveryFeeCents: int8Number('delivery_fee_cents'),
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    documents: jsonb('documents')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    availabilityCalendar: jsonb('availability_calendar')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    isAvailable: boolean('is_available').notNull().default(true),
    /** The owner's own driver requirements and booking mode (issue 22); null: the category's defaults. */
    driverRequirements: jsonb('driver_requirements').$type<DriverRequirements>(),
    /** The owner's own return terms (issue 23); null: the category's defaults. */
    returnTerms: jsonb('return_terms').$type<ReturnTerms>(),
    isVerified: boolean('is_verified').notNull().default(false),
    isListed: boolean('is_listed').notNull().default(true),
    ratingTotal: int8Number('rating_total').notNull().default(0),
    reviewCount: int8Number('review_count').notNull().default(0),
    viewCount: int8Number('view_count').notNull().default(0),
    bookingCount: int8Number('booking_count').notNull().default(0),
    aiScore: integer('ai_score').notNull().default(100),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Stream position of the last car event applied: replays skip what is already in. */
    version: integer('version').notNull(),
    // firm_periods (datemultirange: the car's periods that never expire, ending after its last recount), firm_since
    // (the end of the last period left out) and holds_until (the latest expiry of its holds) are added by the
    // hand-written migrations 0039 and 0041, as drizzle-kit has no multirange type; the availability projection keeps
    // them (availability/car-calendar.ts).
  },
  (table) => [
    index('cars_listing_order').on(table.aiScore, table.createdAt),
    index('cars_owner').on(table.ownerId),
    // Search: the selective filters, on listed cars only (PostgreSQL combines them with bitmap scans). The covering
    // index on (location, brand) that carries every searched column is hand-written (migration 0039).
    index('cars_listed_brand')
      .on(table.brand)
      .where(sql`${table.isListed}`),
    index('cars_listed_category')
      .on(table.category)
      .where(sql`${table.isListed}`),
    index('cars_listed_price')
      .on(table.dailyPriceCents)
      .where(sql`${table.isListed}`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey(),
    carId: uuid('car_id').notNull(),
    bookingId: text('booking_id'),
    userId: text('user_id').notNull(),
    userName: text('user_name'),
    location: text('location'),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The car owner's one public reply (decision 33). */
    ownerReply: text('owner_reply'),
    ownerRepliedAt: timestamp('owner_replied_at', { withTimezone: true }),
  },
  (table) => [
    index('reviews_by_car').on(table.carId, table.createdAt),
    // One review per booking: the review stream is named by the booking; this is the tripwire behind it.
    uniqueIndex('reviews_one_per_booking')
      .on(table.bookingId)
      .where(sql`${table.bookingId} IS NOT NULL`),
  ],
);

/**
 * What "similar cars" compares, per car (projection `similar_cars`, asynchronous): its own copy from the car
 * events, so the projection never reads another read model (decision 34).
 */
export const similarCarProfiles = pgTable(
  'similar_car_profiles',
  {
    carId: uuid('car_id').primaryKey(),
    category: text('category').notNull(),
    priceBand: integer('price_band').notNull(),
    dailyPriceCents: int8Number('daily_price_cents').notNull(),
    location: text('location').notNull(),
    isListed: boolean('is_listed').notNull(),
    isAvailable: boolean('is_available').notNull(),
    /** Stream position of the last car event applied. */
    version: integer('version').notNull(),
  },
  (table) => [
    index('similar_car_profiles_category')
      .on(table.category)
      .where(sql`${table.isListed}`),
    index('similar_car_profiles_price_band')
      .on(table.priceBand)
      .where(sql`${table.isListed}`),
    // A list's candidates city by city, nearest price first from either side (decision 110).
    index('similar_car_candidates_by_category')
      .on(table.location, table.category, table.dailyPriceCents)
      .where(sql`${table.isListed} AND ${table.isAvailable}`),
    index('similar_car_candidates_by_band')
      .on(table.location, table.priceBand, table.dailyPriceCents)
      .where(sql`${table.isListed} AND ${table.isAvailable}`),
  ],
);

/**
 * Each listed car's nearest similar cars, best first (at most four), with the sort key that placed them there, so
 * a changed car can tell which lists it enters without recomputing the others.
 */
export const similarCars = pgTable(
  'similar_cars',
  {
    carId: uuid('car_id').notNull(),
    rank: integer('rank').notNull(),
    similarCarId: uuid('similar_car_id').notNull(),
    distanceKm: integer('distance_km').notNull(),
    /** 0 when the similar car is of the same category, 1 when it only shares the price band. */
    categoryGap: integer('category_gap').notNull(),
    priceGapCents: int8Number('price_gap_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.carId, table.rank] }),
    index('similar_cars_by_similar_car').on(table.similarCarId),
  ],
);

/** Accounts (projection `users`). E-mail and username are unique; the password is an argon2id hash. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    userType: text('user_type').notNull(),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    zipCode: text('zip_code'),
    language: text('language').notNull(),
    dateOfBirth: date('date_of_birth'),
    drivingLicenseNumber: text('driving_license_number'),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // Usernames are unique whatever their case: "Alex" and "alex" are one account.
  (table) => [
    uniqueIndex('users_username').on(sql`lower(${table.username})`),
    uniqueIndex('users_email').on(table.email),
  ],
);

/** Each visitor's favourite cars (projection `favourites`); a row disappears when the car is unfavourited. */
export const favourites = pgTable(
  'favourites',
  {
    id: uuid('id').notNull(),
    userId: text('user_id').notNull(),
    carId: uuid('car_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.carId] })],
);

/** One row per booking (projection `bookings`), money in cents; the API shows it in the spec's Booking shape. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    carId: uuid('car_id').notNull(),
    ownerId: text('owner_id').notNull(),
    carBrand: text('car_brand').notNull(),
    carModel: varchar('car_model', { length: OWNER_TEXT_LIMITS.carModel }).notNull(),
    carImage: text('car_image'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    pickupLocation: text('pickup_location').notNull(),
    dropoffLocation: text('dropoff_location').notNull(),
    /** Where each place is, as booked (decision 55); null for bookings made before. */
    pickupAddress: text('pickup_address'),
    dropoffAddress: text('dropoff_address'),
    /** The customer's address for a delivered leg (decision 56). */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    /** The main driver and what the car asked of them, as booked (issue 22); null for bookings made before. */
    driver: jsonb('driver').$type<DriverInfo>(),
    driverRequirements: jsonb('driver_requirements').$type<DriverRequirements>(),
    /** The return terms frozen with the booking (issue 23); null for bookings made before. */
    returnTerms: jsonb('return_terms').$type<ReturnTerms>(),
    dailyPriceCents: int8Number('daily_price_cents').notNull(),
    rentalCents: int8Number('rental_cents').notNull(),
    deliveryCents: int8Number('delivery_cents').notNull(),
    serviceFeeCents: int8Number('service_fee_cents').notNull(),
    totalCents: int8Number('total_cents').notNull(),
    ownerPayoutCents: int8Number('owner_payout_cents').notNull(),
    platformRevenueCents: int8Number('platform_revenue_cents').notNull(),
    /** The owner plan's commission frozen at booking, in basis points; null for bookings made before (none taken). */
    commissionRateBps: integer('commission_rate_bps'),
    depositCents: int8Number('deposit_cents').notNull(),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    paymentMethod: text('payment_method'),
    paymentProvider: text('payment_provider'),
    paymentIntentId: text('payment_intent_id'),
    /** What a refund goes through: the Stripe PaymentIntent, or the PayPal capture. */
    paymentId: text('payment_id'),
    paidCents: int8Number('paid_cents').notNull().default(0),
    feeConfig: jsonb('fee_config').$type<Record<string, unknown>>().notNull(),
    customerInfo: jsonb('customer_info').$type<Record<string, string>>().notNull(),
    additionalServices: jsonb('additional_services').$type<string[]>().notNull(),
    language: text('language').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** When the booking was confirmed: the month of an owner's payout (decision 18). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancellationDate: timestamp('cancellation_date', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    cancellationFeeCents: int8Number('cancellation_fee_cents').notNull().default(0),
    refundDueCents: int8Number('refund_due_cents').notNull().default(0),
    refundedCents: int8Number('refunded_cents').notNull().default(0),
    /** A change asked for and not yet applied or refused (decision 30), and since when: the sweep finishes it. */
    openChangeId: text('open_change_id'),
    openChangeSince: timestamp('open_change_since', { withTimezone: true }),
    /** A request to book's progress (decision 85): `BookingRequestStatus`; null for an instant booking. */
    requestStatus: text('request_status'),
    requestAuthorisedAt: timestamp('request_authorised_at', { withTimezone: true }),
    /** When the owner's answer is due; the sweep expires the request after. */
    requestRespondBy: timestamp('request_respond_by', { withTimezone: true }),
    requestRespondedAt: timestamp('request_responded_at', { withTimezone: true }),
    requestDeclineMessage: text('request_decline_message'),
    /** The authorisation let go at the provider: nothing of a declined, expired or withdrawn request stays held. */
    requestVoidedAt: timestamp('request_voided_at', { withTimezone: true }),
    notificationsSent: jsonb('notifications_sent')
      .$type<{ confirmation: boolean; reminder24h: boolean; reminder1h: boolean }>()
      .notNull()
      .default(sql`'{"confirmation":false,"reminder24h":false,"reminder1h":false}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Stream position of the last booking event applied: replays skip what is already in. */
    version: integer('version').notNull(),
  },
  (table) => [
    index('bookings_by_user').on(table.userId, table.createdAt),
    index('bookings_by_owner').on(table.ownerId, table.createdAt),
    index('bookings_by_car').on(table.carId),
    index('bookings_open_holds')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'pending' AND ${table.paidCents} = 0`),
    index('bookings_by_owner_confirmed').on(table.ownerId, table.confirmedAt),
    index('bookings_confirmed_by_end')
      .on(table.endDate)
      .where(sql`${table.status} = 'confirmed'`),
    index('bookings_open_changes')
      .on(table.openChangeSince)
      .where(sql`${table.openChangeId} IS NOT NULL`),
    index('bookings_awaiting_owner')
      .on(table.ownerId, table.requestRespondBy)
      .where(sql`${table.requestStatus} = 'awaiting_owner'`),
  ],
);

/**
 * Every money movement of every booking (projection `platform_revenue`, asynchronous): cash in and out
 * (`amountCents`) and its effect on what the platform earned and what owners are owed. Sums over it are the
 * revenue figures; the audit recomputes them from the events.
 */
export const platformRevenue = pgTable(
  'platform_revenue',
  {
    id: text('id').primaryKey(),
    bookingId: uuid('booking_id').notNull(),
    carId: uuid('car_id').notNull(),
    ownerId: text('owner_id').notNull(),
    kind: text('kind').notNull(),
    amountCents: int8Number('amount_cents').notNull(),
    platformRevenueCents: int8Number('platform_revenue_cents').notNull(),
    ownerPayoutCents: int8Number('owner_payout_cents').notNull(),
    feeType: text('fee_type').notNull().default('service_fee'),
    feeRate: text('fee_rate'),
    baseAmountCents: int8Number('base_amount_cents'),
    currency: text('currency').notNull().default('EUR'),
    paymentMethod: text('payment_method'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('platform_revenue_by_time').on(table.occurredAt),
    index('platform_revenue_by_owner').on(table.ownerId, table.occurredAt),
    index('platform_revenue_by_booking').on(table.bookingId),
  ],
);

/**
 * Each owner's activity per car and Europe/Paris day (projection `owner_stats`, asynchronous, fed by booking events
 * only; decision 11): confirmations and cancellations of confirmed bookings, and the change in what the owner is
 * owed, in cents (payouts recognised on confirmation, taken back on cancellation, the owner's share of a kept fee).
 * `views` stays 0 until there is a car-viewed event.
 */
export const ownerStats = pgTable(
  'owner_stats',
  {
    /** `{ownerId}:{carId}:{date}`: one row per owner, car and day, the same on every rebuild. */
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    carId: uuid('car_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    views: int8Number('views').notNull().default(0),
    bookings: int8Number('bookings').notNull().default(0),
    cancellations: int8Number('cancellations').notNull().default(0),
    revenueCents: int8Number('revenue_cents').notNull().default(0),
    /** The commission kept out of the owner's payouts scheduled that day; `revenue_cents` stays the gross (decision 0080). */
    commissionCents: int8Number('commission_cents').notNull().default(0),
    /** When the day's first counted event happened (not when it was projected), so a rebuild gives the same row. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('owner_stats_by_owner').on(table.ownerId, table.date)],
);

/**
 * What each booking event added to `owner_stats`, once: the counters are sums, so an event already counted is
 * skipped, and replaying the log from position 0 changes nothing.
 */
export const ownerStatsEvents = pgTable('owner_stats_events', {
  eventId: text('event_id').primaryKey(),
  ownerStatsId: text('owner_stats_id').notNull(),
  bookings: int8Number('bookings').notNull(),
  cancellations: int8Number('cancellations').notNull(),
  revenueCents: int8Number('revenue_cents').notNull(),
  commissionCents: int8Number('commission_cents').notNull().default(0),
});

/**
 * One row per subscription (projection `subscriptions`, inline): the plan chosen, its frozen monthly price in cents,
 * who chose it and through which provider, and whether it is active yet. The success page and operators read it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey(),
    planId: text('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    kind: text('kind').notNull(),
    priceCents: int8Number('price_cents').notNull(),
    period: text('period').notNull(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    accountId: uuid('account_id'),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (table) => [
    index('subscriptions_by_email').on(table.email, table.createdAt),
    index('subscriptions_by_account').on(table.accountId),
  ],
);

/**
 * The owner's calendar as the spec names it (`owner_calendars`, inline projection of the car schedule's owner
 * blocks): one row per car and day the owner ever set, blocked (`isAvailable` false, with the reason and notes)
 * or made available again. Bookings are not here: they are in `car_unavailability`.
 */
export const ownerCalendars = pgTable(
  'owner_calendars',
  {
    /** `{carId}:{date}` */
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    carId: uuid('car_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    reason: text('reason'),
    notes: varchar('notes', { length: OWNER_TEXT_LIMITS.calendarNotes }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Position in the car's schedule stream of the last event applied: replays skip what is already in. */
    version: integer('version').notNull(),
  },
  (table) => [
    index('owner_calendars_by_owner').on(table.ownerId, table.date),
    index('owner_calendars_by_car').on(table.carId, table.date),
  ],
);

/**
 * Each booking's money timeline (projection `booking_timeline`, asynchronous): one row per booking event, with the
 * amounts it moved, in cents, so the owner's booking page never folds a stream (decision 19).
 */
export const bookingTimeline = pgTable(
  'booking_timeline',
  {
    /** `{bookingId}:{streamPosition}` */
    id: text('id').primaryKey(),
    bookingId: uuid('booking_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    amountCents: int8Number('amount_cents'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('booking_timeline_by_booking').on(table.bookingId, table.position)],
);

// car_unavailability (holds, reservations, owner blocks as date ranges with a GiST exclusion) is created by the
// hand-written migration 0004: drizzle-kit cannot express daterange columns or EXCLUDE constraints.

/**
 * What was actually sent to whom (projection `notifications`, spec §3 Notification), one row per `NotificationSent`
 * event. `type` is the template; `bookingId` ties booking e-mails to their booking.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    channels: jsonb('channels')
      .$type<{ email: boolean; sms: boolean; whatsapp: boolean }>()
      .notNull()
      .default(sql`'{"email":true,"sms":false,"whatsapp":false}'::jsonb`),
    bookingId: uuid('booking_id'),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('notifications_by_user').on(table.userId, table.createdAt),
    index('notifications_by_booking').on(table.bookingId),
  ],
);
