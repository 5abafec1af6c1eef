import { z } from 'zod';
import { MAX_INCLUDED_KM_PER_DAY, MAX_RETURN_FEE_CENTS, type ReturnTerms } from './return-terms.ts';

/** Issues that name the API's error code, so the owner reads which bounds apply (see the API's error handler). */
const outOfBounds = { params: { apiCode: 'return_terms_invalid' } } as const;

// As the owner's driver requirements: the bounds checked by the refinement alone, one issue naming its message.
const wholeBetween = (min: number, max: number) =>
  z
    .int()
    .refine((value) => value >= min && value <= max, {
      error: `Expected a whole number from ${min} to ${max}`,
      ...outOfBounds,
    })
    .meta({ minimum: min, maximum: max, description: `A whole number from ${min} to ${max}` });

/**
 * A car's return terms (issue 23) as the owner sends them and the car decider checks them: kilometres included per
 * day (null: unlimited, else 1 to 2,000), and amounts in cents up to 1,000 €.
 */
export const ReturnTermsSchema = z.strictObject({
  includedKmPerDay: wholeBetween(1, MAX_INCLUDED_KM_PER_DAY).nullable(),
  extraKmCents: wholeBetween(0, MAX_RETURN_FEE_CENTS),
  refuelFeeCents: wholeBetween(0, MAX_RETURN_FEE_CENTS),
  lateFeePerHourCents: wholeBetween(0, MAX_RETURN_FEE_CENTS),
}) satisfies z.ZodType<ReturnTerms>;
