import { z } from 'zod';
import { DemoCardConfirmRequestSchema } from '../payment/payment.schema.ts';

const instant = z.iso.datetime({ offset: true });

/** Where a booking's deposit stands (decision 68), for its customer and its owner alike. */
export const DEPOSIT_STATUSES = [
  'scheduled',
  'held',
  'failed',
  'released',
  'captured',
  'waived',
  'not_required',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const BookingDepositSchema = z.object({
  status: z.enum(DEPOSIT_STATUSES),
  amountCents: z.number().int(),
  /** When the hold will be made (24 h before pickup), while it is scheduled. */
  scheduledFor: instant.nullable(),
  heldAt: instant.nullable(),
  /** When the provider lets the current hold go by itself (a renewal comes 12 h before). */
  expiresAt: instant.nullable(),
  releasedAt: instant.nullable(),
  capturedCents: z.number().int(),
  /** The provider's words for the last refusal, while the deposit is not secured. */
  failureMessage: z.string().nullable(),
  method: z.enum(['card', 'paypal']).nullable(),
});
export type BookingDeposit = z.infer<typeof BookingDepositSchema>;

/** `POST /api/bookings/:id/deposit/card-intent`: a hold the browser confirms with another card. */
export const DepositCardIntentResponseSchema = z.object({
  holdId: z.string(),
  clientSecret: z.string(),
  provider: z.enum(['demo', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type DepositCardIntentResponse = z.infer<typeof DepositCardIntentResponseSchema>;

/** `POST /api/bookings/:id/deposit/confirm`. */
export const DepositConfirmRequestSchema = z.strictObject({ holdId: z.string().min(1).max(255) });
export const DepositConfirmResponseSchema = z.object({ deposit: BookingDepositSchema });

/** `POST /api/demo-deposit-holds/confirm`: the same card form as the payment's, for a deposit hold. */
export const DemoDepositConfirmRequestSchema = DemoCardConfirmRequestSchema;
export const DemoDepositConfirmResponseSchema = z.object({
  status: z.enum(['pending', 'held', 'failed', 'released', 'captured']),
  holdId: z.string(),
});
