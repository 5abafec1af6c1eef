import { assertCents, shareOfCents, type Cents } from './cents.ts';

export interface OwnerEarnings {
  grossCents: Cents;
  /** The platform's commission on the gross, rounded half up to the cent. */
  commissionCents: Cents;
  netCents: Cents;
}

/**
 * What an owner earns on a gross amount (rental and delivery, or their share of a cancellation fee) at a commission
 * rate in basis points (1500 = 15 %): the commission is rounded half up, the net is the rest, to the cent.
 */
export function ownerEarnings(grossCents: Cents, rateBps: number): OwnerEarnings {
  assertCents(grossCents);
  if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > 10_000)
    throw new RangeError(`Not a commission rate in basis points: ${rateBps}`);
  if (grossCents < 0) throw new RangeError(`Not an amount earned: ${grossCents}`);
  const commissionCents = shareOfCents(grossCents, rateBps, 10_000);
  return { grossCents, commissionCents, netCents: grossCents - commissionCents };
}
