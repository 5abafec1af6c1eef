import { z } from 'zod';
import { BookingRequestSchema } from '../booking-requests/booking-request.schema.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { DriverInfoSchema } from '../drivers/driver.schema.ts';
import { ReturnTermsSchema } from '../return-terms/return-terms.schema.ts';
import { DeliveryAddressSchema } from '../places/delivery-address.schema.ts';
import { CalendarDateOrInstantSchema } from '../time/calendar-date.ts';
import {
  BOOKING_STATUSES,
  CANCELLATION_REASONS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PICKUP_OPTIONS,
} from './booking.constants.ts';

const decimalAmount = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Expected an amount such as 1234.50')
  .describe('EUR, as a decimal string');

/** A calendar date, or an ISO timestamp whose date (in Paris) is taken: the spec's client sends either. */
export const BookingDateSchema = CalendarDateOrInstantSchema;

export const CustomerInfoSchema = z.strictObject({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  /** Country code and number, e.g. "+33 6 12 34 56 78". */
  phone: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}[\d ().-]{4,20}$/, 'Expected a country code and a phone number'),
});
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;

/** The customer as a booking keeps them: each field reads `ERASED` once their data was erased (decision 99). */
export const StoredCustomerInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** `POST /api/bookings`: the spec's "Booking as sent on creation" (§3). The server quotes; totalPrice is checked. */
export const CreateBookingRequestSchema = z.strictObject({
  userId: z.string().min(1).max(100).describe("'guest' = this browser"),
  carId: z.uuid(),
  startDate: BookingDateSchema,
  endDate: BookingDateSchema,
  pickupLocation: z.enum(PICKUP_OPTIONS),
  dropoffLocation: z.enum(PICKUP_OPTIONS).optional(),
  deliveryAddress: DeliveryAddressSchema.optional().describe(
    'Required when a leg is `delivery`: within the car’s delivery radius (422 otherwise)',
  ),
  totalPrice: decimalAmount.describe('The total the visitor saw; refused with 409 if it is not the quote'),
  depositAmount: decimalAmount.optional(),
  status: z.literal('pending').optional(),
  customerInfo: CustomerInfoSchema,
  driver: DriverInfoSchema.describe(
    'The main driver (issue 22, decision 83): refused with 422 if they do not meet the car’s requirements',
  ),
  additionalServices: z.array(z.string().max(50)).max(10).default([]),
  language: z.enum(LANGUAGES).optional().describe('Language of the e-mails; Accept-Language otherwise'),
});
export type CreateBookingRequest = z.infer<typeof CreateBookingRequestSchema>;

export const FeeConfigSchema = z.object({
  serviceFeeRate: z.number(),
  dynamicMarkupRate: z.number(),
  feeType: z.literal('service_fee'),
});

/** A booking as the API returns it: the spec's stored Booking (§3) plus what the pages show. Money as decimals. */
export const BookingSchema = z.object({
  id: z.uuid(),
  userId: z.string(),
  carId: z.uuid(),
  carBrand: z.string(),
  carModel: z.string(),
  carImage: z.string().nullable(),
  ownerId: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  days: z.number().int(),
  pickupLocation: z.enum(PICKUP_OPTIONS),
  dropoffLocation: z.enum(PICKUP_OPTIONS),
  /** Where each place is, as booked (decision 55); null for a booking made before places had addresses. */
  pickupAddress: z.string().nullable(),
  dropoffAddress: z.string().nullable(),
  deliveryAddress: DeliveryAddressSchema.nullable(),
  dailyPrice: decimalAmount,
  basePrice: decimalAmount.describe('Rental: daily price × days'),
  deliveryFee: decimalAmount,
  platformFee: decimalAmount.describe('The 5 % service fee'),
  totalPrice: decimalAmount,
  ownerPayout: decimalAmount,
  platformRevenue: decimalAmount,
  depositAmount: decimalAmount,
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentIntentId: z.string().nullable(),
  depositIntentId: z.string().nullable(),
  feeConfig: FeeConfigSchema,
  customerInfo: StoredCustomerInfoSchema,
  /** The main driver as the customer gave them (issue 22); null for bookings made before drivers were asked. */
  driver: DriverInfoSchema.nullable().optional(),
  /** The car's return terms frozen with the booking (issue 23); null for bookings made before. */
  returnTerms: ReturnTermsSchema.nullable().optional(),
  /** Where a request to book stands (decision 85); null for an instant booking. */
  request: BookingRequestSchema.nullable().optional(),
  additionalServices: z.array(z.string()),
  language: z.enum(LANGUAGES),
  holdExpiresAt: z.iso.datetime({ offset: true }).nullable().describe('When an unpaid booking stops holding'),
  cancellationDate: z.iso.datetime({ offset: true }).nullable(),
  cancellationReason: z.enum(CANCELLATION_REASONS).nullable(),
  cancellationFee: decimalAmount,
  refundAmount: decimalAmount,
  notificationsSent: z.object({
    confirmation: z.boolean(),
    reminder24h: z.boolean(),
    reminder1h: z.boolean(),
  }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingIdParamsSchema = z.object({ id: z.uuid() });
export const BookingsOwnerParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** `POST /api/bookings/:id/cancel` (spec §3 Cancellation response), with the booking as it now stands. */
export const CancellationResponseSchema = z.object({
  hasFees: z.boolean(),
  cancellationFee: decimalAmount,
  refundAmount: decimalAmount,
  booking: BookingSchema,
});
export type CancellationResponse = z.infer<typeof CancellationResponseSchema>;
