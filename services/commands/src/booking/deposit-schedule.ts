import { addDays, pickupInstant, startOfDayInParis } from '@grandtour/shared';
import type { BookingState } from './booking.ts';
import { extrasDueCents, extrasUnsettled } from './return-extras.ts';
import { openClaimOf } from './claim-state.ts';

const HOUR = 3_600_000;
/** Decision 68: a day before pickup to fix a refusal; 12 hours of overlap before a hold lapses; 48 hours of claims. */
export const HOLD_BEFORE_PICKUP_MS = 24 * HOUR;
export const RENEW_BEFORE_EXPIRY_MS = 12 * HOUR;
export const CLAIM_WINDOW_MS = 48 * HOUR;
/** The shortest card authorisation windows when the charge does not say (`capture_before`). */
export const OFF_SESSION_HOLD_MS = (4 * 24 + 18) * HOUR;
export const ON_SESSION_HOLD_MS = 7 * 24 * HOUR;

/** What the schedule needs of a booking: the projection keeps the same facts in its row. */
export interface DepositScheduleFacts {
  bookingStatus: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  startDate: string;
  endDate: string;
  /** BookingCompleted's completedAt: the claim window runs 48 hours from it. */
  completedAt: string | null;
  depositCents: number;
  /**
   * A card hold is renewed before it lapses; a PayPal authorization is not (it needs the payer): it lives 29 days,
   * is reauthorized once before a capture past its honor period, and is only offered when that covers the rental.
   */
  hold: { holdId: string; expiresAt: string; method?: 'card' | 'paypal' } | null;
  /** Holds a renewal replaced and not yet released. */
  olderHoldIds: readonly string[];
  failed: boolean;
  waived: boolean;
  settled: boolean;
  pickedUpAt: string | null;
  /** A damage claim still open keeps the hold, renewed as long as it lasts (issue 23). */
  claimOpen?: boolean;
  /** The return's extras assessed and not settled, and what of them the deposit has not paid yet (decision 91). */
  extrasUnsettled?: boolean;
  extrasDueCents?: number;
}

export type DepositStep =
  | { kind: 'hold'; at: string }
  | { kind: 'renew'; at: string; holdId: string }
  | {
      kind: 'release';
      at: string;
      holdId: string;
      reason: 'claim_window_passed' | 'booking_cancelled' | 'renewed';
    }
  /** At the claim window's end, the return's extras taken from the hold (the provider lets the rest go). */
  | { kind: 'capture_extras'; at: string; holdId: string }
  /** What the deposit paid of the extras recorded, the rest a debt: no hold is left to take them from. */
  | { kind: 'settle_extras'; at: string };

const iso = (ms: number) => new Date(ms).toISOString();

/** Until when a hold is needed: the claim window's end, or the soonest it can end while the rental runs. */
function neededUntil(facts: DepositScheduleFacts): number {
  const completed = facts.completedAt
    ? new Date(facts.completedAt).getTime()
    : startOfDayInParis(addDays(facts.endDate, 1)).getTime();
  return completed + CLAIM_WINDOW_MS;
}

/**
 * The deposit's next step and when it is due (decision 68), or null when nothing more happens by itself (no deposit,
 * waived, settled, or a refusal only the customer can fix). A step whose time has come is due at `now`.
 */
export function nextDepositStep(facts: DepositScheduleFacts, now: Date): DepositStep | null {
  const nowMs = now.getTime();
  const atOrNow = (ms: number) => iso(Math.max(ms, nowMs));
  const [older] = facts.olderHoldIds;
  if (facts.bookingStatus === 'cancelled') {
    const holdId = facts.hold?.holdId ?? older;
    return holdId ? { kind: 'release', at: iso(nowMs), holdId, reason: 'booking_cancelled' } : null;
  }
  if (older) return { kind: 'release', at: iso(nowMs), holdId: older, reason: 'renewed' };
  if (facts.extrasUnsettled && !facts.hold && facts.completedAt && !facts.claimOpen)
    return { kind: 'settle_extras', at: atOrNow(neededUntil(facts)) };
  if (facts.settled || facts.depositCents <= 0) return null;
  const { hold } = facts;
  if (!hold) {
    if (facts.bookingStatus !== 'confirmed' || facts.failed || facts.waived || facts.pickedUpAt) return null;
    return { kind: 'hold', at: atOrNow(pickupInstant(facts.startDate).getTime() - HOLD_BEFORE_PICKUP_MS) };
  }
  // A refused renewal waits for the customer's other card (e-mailed link), like a refused first hold.
  if (facts.bookingStatus === 'pending' || facts.failed) return null;
  const expiresAt = new Date(hold.expiresAt).getTime();
  const until = facts.claimOpen ? Number.POSITIVE_INFINITY : neededUntil(facts);
  const renewal =
    hold.method !== 'paypal' && expiresAt < until
      ? { kind: 'renew' as const, at: atOrNow(expiresAt - RENEW_BEFORE_EXPIRY_MS) }
      : null;
  if (facts.completedAt && !facts.claimOpen) {
    const release = { kind: 'release' as const, at: atOrNow(until), reason: 'claim_window_passed' as const };
    const extras = (facts.extrasDueCents ?? 0) > 0;
    if (!renewal || renewal.at >= release.at)
      return extras
        ? { kind: 'capture_extras', at: release.at, holdId: hold.holdId }
        : { ...release, holdId: hold.holdId };
  }
  if (facts.claimOpen && !renewal) return null;
  return renewal && { ...renewal, holdId: hold.holdId };
}

/** The same facts from the booking's state, and the completion read from its events. */
export function depositScheduleFactsOf(
  state: Exclude<BookingState, { status: 'none' }>,
  completedAt: string | null,
): DepositScheduleFacts {
  const { deposit, terms } = state;
  return {
    bookingStatus: state.status,
    startDate: terms.startDate,
    endDate: terms.endDate,
    completedAt,
    depositCents: terms.quote.depositCents,
    hold: deposit.hold && {
      holdId: deposit.hold.holdId,
      expiresAt: deposit.hold.expiresAt,
      method: deposit.hold.method,
    },
    olderHoldIds: deposit.olderHolds.map((hold) => hold.holdId),
    failed: deposit.failure !== null,
    waived: deposit.waived,
    settled: deposit.settled,
    pickedUpAt: deposit.pickedUpAt,
    claimOpen: openClaimOf(state.claims) !== null,
    extrasUnsettled: extrasUnsettled(state),
    extrasDueCents: extrasDueCents(state),
  };
}

/** When a hold lapses if the provider does not say: 4 d 18 h off-session, 7 d on-session (decision 68). */
export function defaultHoldExpiry(heldAt: Date, offSession: boolean): string {
  return iso(heldAt.getTime() + (offSession ? OFF_SESSION_HOLD_MS : ON_SESSION_HOLD_MS));
}
