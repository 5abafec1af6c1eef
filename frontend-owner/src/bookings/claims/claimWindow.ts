import type { Claim, HandoverReport, TimelineStep } from '@grandtour/shared';

const DAY_MS = 24 * 3_600_000;

/** Claims still in play: a new one cannot be opened beside them, and the owner may withdraw them. */
export const claimInPlay = (claim: Claim) =>
  claim.status === 'open' || claim.status === 'contested' || claim.status === 'escalated';

/**
 * When the car came back (the sealed return report, or the booking's completion without one, decision 90) and
 * until when a claim can be opened; null while it is not back.
 */
export function claimWindow(
  returnReport: HandoverReport | null | undefined,
  timeline: readonly TimelineStep[],
) {
  const returned =
    returnReport?.sealedAt ?? timeline.find((step) => step.kind === 'completed')?.occurredAt ?? null;
  if (!returned) return null;
  return { returnedAt: returned, until: new Date(Date.parse(returned) + DAY_MS).toISOString() };
}
