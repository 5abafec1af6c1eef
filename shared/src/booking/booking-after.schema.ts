import { z } from 'zod';
import { CarQuoteSchema } from '../search/car-search.schema.ts';
import { PICKUP_OPTIONS } from './booking.constants.ts';
import { BookingDateSchema, BookingSchema } from './booking.schema.ts';
import { BookingDepositSchema } from './deposit.schema.ts';

const instant = z.iso.datetime({ offset: true });

/** What happened to a booking, as its customer sees it (the booking_timeline read model, without the owner's split). */
export const CUSTOMER_TIMELINE_KINDS = [
  'created',
  'paid',
  'confirmed',
  'change_requested',
  'changed',
  'change_refused',
  'cancelled',
  'refunded',
  'completed',
  'deposit_held',
  'deposit_hold_failed',
  'deposit_released',
  'deposit_captured',
  'return_extras',
  'claim_excess_charged',
  'extras_charged',
] as const;
export type CustomerTimelineKind = (typeof CUSTOMER_TIMELINE_KINDS)[number];

export const CustomerTimelineStepSchema = z.object({
  kind: z.enum(CUSTOMER_TIMELINE_KINDS),
  occurredAt: instant,
  /** The money of the step in cents: the quote, a payment, a refund, a change's difference, a fee kept. */
  amountCents: z.number().int().nullable(),
  /** A change: the dates it moved from and to. */
  dates: z
    .object({
      from: z.object({ startDate: z.iso.date(), endDate: z.iso.date() }),
      to: z.object({ startDate: z.iso.date(), endDate: z.iso.date() }),
    })
    .optional(),
});
export type CustomerTimelineStep = z.infer<typeof CustomerTimelineStepSchema>;

/** `GET /api/bookings/:id/details`: everything about one of the visitor's bookings. */
export const BookingDetailsSchema = z.object({
  booking: BookingSchema,
  timeline: z.array(CustomerTimelineStepSchema),
  /** Everything paid (the booking and any change that cost more), and what has been paid back. */
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  freeCancellationUntil: instant,
  /** Dates and pickup can be changed until then (24 h before the 10:00 pickup), if the booking is confirmed. */
  changeableUntil: instant,
  canChange: z.boolean(),
  /** The receipt's number once issued (a paid booking's first receipt issues it). */
  receiptNumber: z.string().nullable(),
  receiptAvailable: z.boolean(),
  /** The car's deposit: scheduled, held, released or captured (decision 68). */
  deposit: BookingDepositSchema,
});
export type BookingDetails = z.infer<typeof BookingDetailsSchema>;

/** `GET /api/bookings/:id/cancellation-preview`: what cancelling now would cost, by the cancel command's own rule. */
export const CancellationPreviewSchema = z.object({
  cancellable: z.boolean(),
  /** Why not, when it cannot be cancelled. */
  reason: z.enum(['booking_not_cancellable', 'booking_already_cancelled']).nullable(),
  hasFees: z.boolean(),
  feeCents: z.number().int(),
  refundCents: z.number().int(),
  /** Paid so far, net of refunds: what the fee and the refund are taken from. */
  netPaidCents: z.number().int(),
  freeCancellationUntil: instant,
  /** The instant the simulation was made for. */
  at: instant,
});
export type CancellationPreview = z.infer<typeof CancellationPreviewSchema>;

/** New dates and places for a booking (the return place follows the pickup when not given, as when booking). */
export const BookingChangeQuerySchema = z.strictObject({
  startDate: BookingDateSchema,
  endDate: BookingDateSchema,
  pickupLocation: z.enum(PICKUP_OPTIONS),
  dropoffLocation: z.enum(PICKUP_OPTIONS).optional(),
});
export type BookingChangeQuery = z.infer<typeof BookingChangeQuerySchema>;

/** `GET /api/bookings/:id/change-preview`: the summary shown before confirming a change. */
export const BookingChangePreviewSchema = z.object({
  current: z.object({
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    pickupLocation: z.enum(PICKUP_OPTIONS),
    dropoffLocation: z.enum(PICKUP_OPTIONS),
    days: z.number().int(),
    totalCents: z.number().int(),
  }),
  proposed: CarQuoteSchema.extend({
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    pickupLocation: z.enum(PICKUP_OPTIONS),
    dropoffLocation: z.enum(PICKUP_OPTIONS),
  }),
  /** New total minus old: charged through the booking's payment method when positive, refunded when negative. */
  differenceCents: z.number().int(),
  changeableUntil: instant,
});
export type BookingChangePreview = z.infer<typeof BookingChangePreviewSchema>;

/** `POST /api/bookings/:id/change` (Idempotency-Key required): the total the visitor saw is checked, never trusted. */
export const BookingChangeRequestSchema = BookingChangeQuerySchema.extend({
  totalPrice: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Expected an amount such as 1234.50')
    .describe('The new total the summary showed; refused with 409 price_changed if it is not the quote'),
});
export type BookingChangeRequest = z.infer<typeof BookingChangeRequestSchema>;

export const BookingChangeResponseSchema = z.object({
  booking: BookingSchema,
  /** Charged for the change (a positive difference) and paid back (a negative one), in cents. */
  chargedCents: z.number().int(),
  refundedCents: z.number().int(),
});
export type BookingChangeResponse = z.infer<typeof BookingChangeResponseSchema>;
