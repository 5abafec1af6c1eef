import { z } from 'zod';
import { BOOKING_REQUEST_STATUSES, DECLINE_MESSAGE_MAX_LENGTH } from './booking-request.ts';

const instant = z.iso.datetime({ offset: true });

/** Where a request to book stands, for its customer and its owner alike; null on an instant booking. */
export const BookingRequestSchema = z.object({
  status: z.enum(BOOKING_REQUEST_STATUSES),
  /** When the owner's answer is due; null until the payment is authorised. */
  respondBy: instant.nullable(),
  respondedAt: instant.nullable(),
  /** What the owner wrote when declining, if anything. */
  declineMessage: z.string().nullable(),
});
export type BookingRequest = z.infer<typeof BookingRequestSchema>;

/** `POST /api/owner/bookings/:id/decline`. */
export const DeclineBookingRequestBodySchema = z.strictObject({
  message: z.string().trim().max(DECLINE_MESSAGE_MAX_LENGTH).optional(),
});
export type DeclineBookingRequestBody = z.infer<typeof DeclineBookingRequestBodySchema>;

/**
 * How an owner answers, as figures on their cars: the acceptance rate of requests to book (null until
 * MIN_REQUESTS_FOR_RESPONSE_FIGURES were decided) and the median time to answer a request or a customer's message
 * (null until MIN_ANSWERS_FOR_RESPONSE_TIME answers in the window, decision 94). The whole is null when both are.
 */
export const OwnerResponseFiguresSchema = z.object({
  acceptanceRatePercent: z.number().int().min(0).max(100).nullable(),
  medianResponseMinutes: z.number().int().min(0).nullable(),
});
export type OwnerResponseFigures = z.infer<typeof OwnerResponseFiguresSchema>;

/** A request waiting for the owner, first on their dashboard, soonest due first. */
export const PendingRequestSchema = z.object({
  bookingId: z.uuid(),
  carId: z.uuid(),
  carBrand: z.string(),
  carModel: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  customerName: z.string(),
  totalCents: z.number().int(),
  ownerPayoutCents: z.number().int(),
  respondBy: instant,
});
export type PendingRequest = z.infer<typeof PendingRequestSchema>;
