import { z } from 'zod';

/*
 * The owner's payout account and payouts as the back office's Paiements page shows them (issue 21, decision 76).
 */

export const PAYOUT_ACCOUNT_STATUSES = ['none', 'onboarding', 'connected', 'changing'] as const;

export const PayoutAccountViewSchema = z.object({
  /** none · onboarding (the first account, not payable yet) · connected · changing (a new one being onboarded). */
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  provider: z.enum(['demo', 'stripe']).nullable(),
  accountId: z.string().nullable(),
  payoutsEnabled: z.boolean(),
  /** Payouts wait until then after a change of account. */
  payoutsPausedUntil: z.string().nullable(),
  /** A change of the account that receives payouts needs the second factor. */
  changeNeedsSecondFactor: z.boolean(),
  secondFactorEnabled: z.boolean(),
});
export type PayoutAccountView = z.infer<typeof PayoutAccountViewSchema>;

export const PayoutAccountConnectRequestSchema = z.strictObject({
  /** The second factor's code: required to change an account that already receives payouts. */
  code: z.string().trim().min(6).max(32).optional(),
});
export type PayoutAccountConnectRequest = z.infer<typeof PayoutAccountConnectRequestSchema>;

/** Where to send the owner: the provider's hosted onboarding (or the demo's local page). */
export const PayoutOnboardingLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PayoutOnboardingLink = z.infer<typeof PayoutOnboardingLinkSchema>;

export const DemoOnboardingRequestSchema = z.strictObject({ accountId: z.string().min(1).max(100) });

export const OwnerPayoutSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  grossCents: z.number().int(),
  commissionCents: z.number().int(),
  netCents: z.number().int(),
  /** Damages of settled claims paid with the payout, without commission, on top of the net (issue 23). */
  damagesCents: z.number().int(),
  commissionRateBps: z.number().int(),
  /** scheduled · paid · failed · cancelled. */
  status: z.string(),
  dueAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OwnerPayout = z.infer<typeof OwnerPayoutSchema>;
