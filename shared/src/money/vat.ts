import { shareOfCents, type Cents } from './cents.ts';

/** French VAT on car rental and the platform's fees (taux normal). */
export const VAT_RATE_PERCENT = 20;

export interface VatSplit {
  /** HT */
  exclusiveCents: Cents;
  /** TVA */
  vatCents: Cents;
  /** TTC: the amount charged, as every price of the marketplace is stated. */
  inclusiveCents: Cents;
}

/**
 * Splits an amount that includes VAT (decision 60): the VAT is TTC × 20 / 120, rounded half up to the cent, and HT
 * is what remains, so HT + TVA = TTC to the cent, always.
 */
export function splitVat(inclusiveCents: Cents): VatSplit {
  const vatCents = shareOfCents(inclusiveCents, VAT_RATE_PERCENT, 100 + VAT_RATE_PERCENT);
  return { exclusiveCents: inclusiveCents - vatCents, vatCents, inclusiveCents };
}
