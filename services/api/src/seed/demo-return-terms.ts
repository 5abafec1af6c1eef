import type { ReturnTerms } from '@grandtour/shared';

/**
 * The demo owners who set their own return terms (issue 23), by model; the other cars charge their category's
 * defaults. Hypercars ration their kilometres dearly, the electric saloons ask a recharge rather than a refuel, and
 * the Ghost's owner, who rents it to business travellers, counts no kilometre.
 */
export const DEMO_RETURN_TERMS: Readonly<Record<string, ReturnTerms>> = {
  'Chiron Sport': {
    includedKmPerDay: 100,
    extraKmCents: 1_000,
    refuelFeeCents: 15_000,
    lateFeePerHourCents: 30_000,
  },
  Jesko: { includedKmPerDay: 100, extraKmCents: 1_000, refuelFeeCents: 15_000, lateFeePerHourCents: 30_000 },
  'Huayra Roadster': {
    includedKmPerDay: 100,
    extraKmCents: 800,
    refuelFeeCents: 15_000,
    lateFeePerHourCents: 25_000,
  },
  'Aventador SVJ': {
    includedKmPerDay: 150,
    extraKmCents: 500,
    refuelFeeCents: 10_000,
    lateFeePerHourCents: 15_000,
  },
  Cullinan: { includedKmPerDay: 250, extraKmCents: 150, refuelFeeCents: 8_000, lateFeePerHourCents: 8_000 },
  'Taycan Turbo S': {
    includedKmPerDay: 400,
    extraKmCents: 50,
    refuelFeeCents: 3_000,
    lateFeePerHourCents: 4_000,
  },
  'RS e-tron GT': {
    includedKmPerDay: 400,
    extraKmCents: 50,
    refuelFeeCents: 3_000,
    lateFeePerHourCents: 4_000,
  },
  Ghost: { includedKmPerDay: null, extraKmCents: 0, refuelFeeCents: 6_000, lateFeePerHourCents: 8_000 },
};
