import { z } from 'zod';

/*
 * Damage claims on the deposit (issue 23): opened by the owner within a day of the return, answered by the customer
 * within 72 hours, decided by an administrator when contested or unanswered, settled from the deposit.
 */

export const CLAIM_STATUSES = [
  'open',
  'contested',
  'escalated',
  'accepted',
  'decided',
  'settled',
  'withdrawn',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Far above any car's deposit: an amount beyond it is a typing mistake (100,000 €). */
export const MAX_CLAIM_AMOUNT_CENTS = 10_000_000;
export { MAX_CLAIM_PHOTOS } from './claim-limits.ts';
export const MAX_CLAIM_TEXT = 4000;

/** The text fields of the owner's multipart form (`POST /api/owner/bookings/:id/claims`), photos and estimate aside. */
export const OpenClaimFieldsSchema = z.strictObject({
  description: z.string().trim().min(1).max(MAX_CLAIM_TEXT),
  amountCents: z.coerce.number().int().positive().max(MAX_CLAIM_AMOUNT_CENTS),
});
export type OpenClaimFields = z.infer<typeof OpenClaimFieldsSchema>;

/** The customer's contest (multipart: `message`, optional `photos`). */
export const ContestClaimFieldsSchema = z.strictObject({
  message: z.string().trim().min(1).max(MAX_CLAIM_TEXT),
});
export type ContestClaimFields = z.infer<typeof ContestClaimFieldsSchema>;

/** The customer's acceptance; `chargeExcessToCard`: what the deposit cannot cover may be charged to their card. */
export const AcceptClaimRequestSchema = z
  .strictObject({ chargeExcessToCard: z.boolean().default(false) })
  .nullish();
export type AcceptClaimRequest = z.infer<typeof AcceptClaimRequestSchema>;

export const DecideClaimRequestSchema = z.strictObject({
  amountCents: z.number().int().min(0).max(MAX_CLAIM_AMOUNT_CENTS),
  note: z.string().trim().max(MAX_CLAIM_TEXT).default(''),
});
export type DecideClaimRequest = z.infer<typeof DecideClaimRequestSchema>;

export const ClaimParamsSchema = z.object({ id: z.uuid(), claimId: z.uuid() });
export const AdminClaimParamsSchema = z.object({ id: z.uuid() });
export const CLAIM_EXCESS = ['charged', 'debt', 'none'] as const;
/** `excess=debt`: the settled claims whose deposit fell short, for operators to recover. */
export const AdminClaimsQuerySchema = z.strictObject({
  status: z.enum(CLAIM_STATUSES).optional(),
  excess: z.enum(CLAIM_EXCESS).optional(),
});

/** A claim's file as the parties see it: a URL served only to the booking's parties and administrators. */
export const ClaimFileSchema = z.object({ url: z.string(), sha256: z.string() });

export const ClaimSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  status: z.enum(CLAIM_STATUSES),
  amountCents: z.number().int(),
  description: z.string(),
  photos: z.array(ClaimFileSchema),
  estimate: ClaimFileSchema.extend({ contentType: z.string() }),
  openedAt: z.string(),
  respondBy: z.string(),
  contest: z.object({ message: z.string(), photos: z.array(ClaimFileSchema) }).nullable(),
  decision: z.object({ amountCents: z.number().int(), note: z.string(), decidedAt: z.string() }).nullable(),
  agreedCents: z.number().int().nullable(),
  settlement: z
    .object({
      capturedCents: z.number().int(),
      excessCents: z.number().int(),
      excess: z.enum(CLAIM_EXCESS),
      settledAt: z.string(),
    })
    .nullable(),
});
export type Claim = z.infer<typeof ClaimSchema>;

/** The administrators' view: the claim and who it is between. */
export const AdminClaimSchema = ClaimSchema.extend({
  ownerId: z.string(),
  customerId: z.string(),
  carId: z.string(),
});
export type AdminClaim = z.infer<typeof AdminClaimSchema>;
