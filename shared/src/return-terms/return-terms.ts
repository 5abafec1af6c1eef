import type { CarCategory } from '../catalogue/constants.ts';

/**
 * What a rental costs beyond its price once the car is back (issue 23), set per car by its owner, frozen in the
 * booking and charged from the return's readings. Fuel (or charge) always goes back at the level it was received:
 * below it, the refuel fee is charged, a flat amount (no price per litre is kept). The schema: return-terms.schema.ts.
 */
export interface ReturnTerms {
  /** Kilometres included per rental day; null: unlimited. */
  includedKmPerDay: number | null;
  /** Per kilometre driven beyond those included. */
  extraKmCents: number;
  refuelFeeCents: number;
  /** Per started hour past the time the car is due back, after the grace. */
  lateFeePerHourCents: number;
}

export const MAX_INCLUDED_KM_PER_DAY = 2_000;
/** The most a car may charge per extra kilometre, for refuelling or per late hour (1,000 €). */
export const MAX_RETURN_FEE_CENTS = 100_000;
/** A car back within this much of its due time is on time: traffic, not lateness. */
export const LATE_RETURN_GRACE_MINUTES = 30;

/**
 * The platform's defaults per category, what a car charges when its owner has set nothing: the more powerful or
 * precious the car, the fewer kilometres included and the dearer each one (as French luxury renters price them);
 * a wedding car drives a day's ceremony, not a tour.
 */
export const DEFAULT_RETURN_TERMS: Readonly<Record<CarCategory, ReturnTerms>> = {
  supercar: { includedKmPerDay: 200, extraKmCents: 250, refuelFeeCents: 8_000, lateFeePerHourCents: 10_000 },
  sports: { includedKmPerDay: 250, extraKmCents: 150, refuelFeeCents: 6_000, lateFeePerHourCents: 6_000 },
  luxury: { includedKmPerDay: 300, extraKmCents: 100, refuelFeeCents: 6_000, lateFeePerHourCents: 6_000 },
  cabriolet: { includedKmPerDay: 300, extraKmCents: 80, refuelFeeCents: 5_000, lateFeePerHourCents: 4_000 },
  suv: { includedKmPerDay: 300, extraKmCents: 80, refuelFeeCents: 5_000, lateFeePerHourCents: 4_000 },
  business: { includedKmPerDay: 300, extraKmCents: 60, refuelFeeCents: 5_000, lateFeePerHourCents: 4_000 },
  wedding: { includedKmPerDay: 150, extraKmCents: 150, refuelFeeCents: 5_000, lateFeePerHourCents: 8_000 },
};

/** The car's own return terms, or its category's defaults where the owner set none. */
export const returnTermsOf = (category: CarCategory, own: ReturnTerms | null | undefined): ReturnTerms =>
  own ?? DEFAULT_RETURN_TERMS[category];
