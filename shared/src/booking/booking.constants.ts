import { CITY_HUB_IDS } from '../places/city-hubs.ts';

/**
 * Where the car is handed over or returned (decision 55): the car's own address, its city's airport or station where
 * the owner offers them, or `delivery` to the customer's address, one leg at the car's delivery fee (decision 49).
 * `paris-center` is the spec's place, kept so that bookings made before follow their place; no car offers it now.
 */
export const PICKUP_OPTIONS = ['car-address', 'delivery', ...CITY_HUB_IDS, 'paris-center'] as const;
export type PickupOption = (typeof PICKUP_OPTIONS)[number];
export const HOME_DELIVERY_PICKUP: PickupOption = 'delivery';
export const CAR_ADDRESS_PLACE: PickupOption = 'car-address';
export const LEGACY_PARIS_CENTRE: PickupOption = 'paris-center';

/** Country codes offered for the booking phone (spec §3), +33 first as the default. */
export const BOOKING_PHONE_COUNTRY_CODES = [
  '+33',
  '+1',
  '+44',
  '+49',
  '+34',
  '+39',
  '+41',
  '+32',
  '+31',
  '+43',
  '+352',
  '+377',
] as const;
export const DEFAULT_COUNTRY_CODE = '+33';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Spec §4: active = pending or confirmed; history = completed or cancelled. */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

export const PAYMENT_STATUSES = ['pending', 'paid', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Why a booking ended cancelled. */
export const CANCELLATION_REASONS = [
  'customer',
  'hold_expired',
  'schedule_conflict',
  'payment_after_cancellation',
  /** The driver's documents still refused when the pickup was a day away (issue 22): refunded in full. */
  'driver_rejected',
  /** Request to book (decision 85): the owner said no, or did not answer in time; nothing was charged. */
  'request_declined',
  'request_expired',
  /** The owner accepted but the provider would no longer capture the authorisation: nothing was charged. */
  'authorisation_lapsed',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** The longest rental one booking may cover, and how far ahead one may book. */
export const MAX_RENTAL_DAYS = 90;
export const MAX_BOOKING_AHEAD_DAYS = 365;
