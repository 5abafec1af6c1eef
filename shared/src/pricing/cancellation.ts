import type { Cents } from '../money/cents.ts';
import { startOfDayInParis } from '../time/paris-time.ts';
import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_RATE } from './quote.ts';

const HOUR_MS = 3_600_000;

/** Until this instant a cancellation is free: 48 hours before the rental starts (midnight, Paris time). */
export function freeCancellationDeadline(startDate: string): Date {
  return new Date(startOfDayInParis(startDate).getTime() - FREE_CANCELLATION_HOURS * HOUR_MS);
}

export interface CancellationTerms {
  hasFees: boolean;
  feeCents: Cents;
  refundCents: Cents;
}

/**
 * Spec §9: free with a full refund up to 48 hours before the start, otherwise a 30 % fee of the total. Only money
 * actually paid is retained or refunded: cancelling an unpaid booking costs nothing and refunds nothing.
 */
export function cancellationTerms(input: {
  paidCents: Cents;
  totalCents: Cents;
  startDate: string;
  now: Date;
}): CancellationTerms {
  if (input.paidCents === 0) return { hasFees: false, feeCents: 0, refundCents: 0 };
  const late = input.now.getTime() > freeCancellationDeadline(input.startDate).getTime();
  const feeCents = late
    ? Math.min(input.paidCents, Math.round(input.totalCents * LATE_CANCELLATION_FEE_RATE))
    : 0;
  return { hasFees: feeCents > 0, feeCents, refundCents: input.paidCents - feeCents };
}
