import { z } from 'zod';
import { BookingRequestSchema } from '../booking-requests/booking-request.schema.ts';
import { BOOKING_STATUSES, PAYMENT_STATUSES, PICKUP_OPTIONS } from '../booking/booking.constants.ts';
import { BookingDepositSchema } from '../booking/deposit.schema.ts';
import { DriverInfoSchema } from '../drivers/driver.schema.ts';
import { ReturnTermsSchema } from '../return-terms/return-terms.schema.ts';

/** A booking of one of the owner's cars, as the back office shows it. Money in cents. */
export const OwnerBookingSchema = z.object({
  id: z.uuid(),
  carId: z.uuid(),
  carBrand: z.string(),
  carModel: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  days: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  pickupLocation: z.enum(PICKUP_OPTIONS),
  dropoffLocation: z.enum(PICKUP_OPTIONS),
  /** Where, as booked (decision 55): the car's or hub's address, or the customer's for a delivered leg. */
  pickupAddress: z.string().nullable(),
  dropoffAddress: z.string().nullable(),
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
  dailyPriceCents: z.number().int(),
  rentalCents: z.number().int(),
  deliveryCents: z.number().int(),
  serviceFeeCents: z.number().int(),
  totalCents: z.number().int(),
  ownerPayoutCents: z.number().int(),
  /**
   * What the owner earns on it (decision 0080): the gross (the payout share of a live booking, their share of a kept
   * cancellation fee), the commission at the rate frozen at booking (null: made before commissions, none taken), and
   * the net paid out.
   */
  earnings: z.object({
    grossCents: z.number().int(),
    commissionRateBps: z.number().int().nullable(),
    commissionCents: z.number().int(),
    netCents: z.number().int(),
  }),
  /** Where a request to book stands (decision 85); null for an instant booking. */
  request: BookingRequestSchema.nullable(),
  /**
   * Whether the main driver's documents are verified through the return date (issue 22); null for a booking made
   * before drivers were asked. The bookings list flags the others.
   */
  driverVerified: z.boolean().nullable(),
  depositCents: z.number().int(),
  paidCents: z.number().int(),
  cancellationFeeCents: z.number().int(),
  refundDueCents: z.number().int(),
  refundedCents: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
  cancelledAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OwnerBooking = z.infer<typeof OwnerBookingSchema>;

export const TIMELINE_KINDS = [
  'quoted',
  'payment_started',
  'payment_succeeded',
  'payment_failed',
  'confirmed',
  'cancelled',
  'refunded',
  'completed',
  'change_requested',
  'changed',
  'change_refused',
  'deposit_held',
  'deposit_hold_failed',
  'deposit_released',
  'deposit_captured',
  'deposit_waived',
  'picked_up',
  'payment_authorised',
  'request_accepted',
  'request_declined',
  'request_expired',
  'authorisation_voided',
  'return_extras',
  'claim_excess_charged',
  'extras_charged',
] as const;

export const TimelineStepSchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  occurredAt: z.iso.datetime({ offset: true }),
  amountCents: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type TimelineStep = z.infer<typeof TimelineStepSchema>;

/** `GET /api/owner/bookings/:id`: the booking, its money timeline (oldest first) and its deposit (decision 68). */
/** The main driver as the customer gave them, with their age and licence years on the pickup date (issue 22). */
export const OwnerBookingDriverSchema = DriverInfoSchema.extend({
  ageOnPickup: z.number().int(),
  licenceYearsOnPickup: z.number().int(),
});
export type OwnerBookingDriver = z.infer<typeof OwnerBookingDriverSchema>;

export const OwnerBookingDetailSchema = OwnerBookingSchema.extend({
  timeline: z.array(TimelineStepSchema),
  deposit: BookingDepositSchema,
  /** Null for bookings made before drivers were asked. */
  driver: OwnerBookingDriverSchema.nullable(),
  /** The car's return terms frozen with the booking (issue 23); null for bookings made before. */
  returnTerms: ReturnTermsSchema.nullable(),
});
export type OwnerBookingDetail = z.infer<typeof OwnerBookingDetailSchema>;

export const OwnerBookingFilterSchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(100)]).optional(),
  status: z.union([z.enum(BOOKING_STATUSES), z.array(z.enum(BOOKING_STATUSES)).max(4)]).optional(),
  carId: z.uuid().optional(),
});
export type OwnerBookingFilter = z.infer<typeof OwnerBookingFilterSchema>;
export const OWNER_BOOKING_SORT_FIELDS = [
  'id',
  'startDate',
  'endDate',
  'createdAt',
  'status',
  'totalCents',
  'ownerPayoutCents',
  'carModel',
] as const;
