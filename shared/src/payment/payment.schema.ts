import { z } from 'zod';
import { PAYMENT_REFUND_REASONS } from './payment-outcome.ts';

const amount = z
  .union([z.number().nonnegative().max(10_000_000), z.string().regex(/^\d{1,8}(\.\d{1,2})?$/)])
  .describe('EUR, as a number or a decimal string');

/** `POST /api/create-payment-intent` (spec §7). The amount is checked against the booking's quote, never trusted. */
export const CreatePaymentIntentRequestSchema = z.strictObject({
  amount,
  bookingId: z.uuid(),
  description: z.string().max(200).optional(),
});
export const CreatePaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  provider: z.enum(['demo', 'stripe']),
});

/** `GET /api/payments/config`: which card and PayPal providers the pages talk to. */
export const PaymentsConfigSchema = z.object({
  card: z.enum(['demo', 'stripe']),
  stripePublishableKey: z.string().nullable(),
  paypal: z.enum(['demo', 'paypal']),
  paypalClientId: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

/** What became of a payment (`paymentOutcomeOf`, decision 50): kept, still being confirmed, or given back and why. */
export const PaymentOutcomeSchema = z.object({
  status: z.enum(['confirmed', 'pending', 'refunded', 'requested']),
  refundReason: z.enum(PAYMENT_REFUND_REASONS).nullable(),
  refundedAmount: z.string().nullable().describe('EUR, as a decimal string; null when not refunded'),
});

/** `POST /api/demo-payments/confirm`: the built-in provider's card form (Stripe test cards behave as on Stripe). */
export const DemoCardConfirmRequestSchema = z.strictObject({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z.string().regex(/^[\d ]{12,23}$/, 'Expected a card number'),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, 'Expected MM/YY'),
  cvc: z.string().regex(/^\d{3,4}$/, 'Expected 3 or 4 digits'),
  cardholderName: z.string().max(100).optional(),
});
export const DemoCardConfirmResponseSchema = z.object({
  /**
   * The card was charged and kept, or charged and given back (then `outcome` says why), or only authorised for a
   * request to book the owner has yet to accept (decision 85).
   */
  status: z.enum(['succeeded', 'refunded', 'authorised']),
  paymentIntentId: z.string(),
  bookingId: z.uuid(),
  outcome: PaymentOutcomeSchema,
});

/** The spec's PayPal calls (§7). bookingId ties the order to a booking (the spec's client omitted it). */
export const PayPalSetupResponseSchema = z.object({ clientToken: z.string() });
export const PayPalCreateOrderRequestSchema = z.strictObject({
  amount: amount,
  currency: z.literal('EUR'),
  intent: z.enum(['capture', 'CAPTURE']),
  bookingId: z.uuid(),
});
export const PayPalOrderResponseSchema = z.object({
  id: z.string(),
  status: z.string(),
  /** The demo provider's local approval page; null with real PayPal, whose JS SDK handles approval. */
  approveUrl: z.string().nullable(),
});
export const PayPalOrderParamsSchema = z.object({ orderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const PayPalCaptureResponseSchema = z.object({
  id: z.string(),
  /** PayPal's capture status (COMPLETED, PENDING), or REFUNDED when the capture was given back (`outcome` says why). */
  status: z.string(),
  bookingId: z.uuid(),
  outcome: PaymentOutcomeSchema,
});
