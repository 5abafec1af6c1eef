import type { ClaimEstimate, ClaimEvent, ClaimFile } from './claim-events.ts';

export type ClaimStatus =
  /** Waiting for the customer's answer until `respondBy`. */
  | 'open'
  | 'contested'
  /** No answer in time: an administrator decides. */
  | 'escalated'
  /** An amount is agreed (accepted or decided): the settlement takes it from the deposit. */
  | 'accepted'
  | 'decided'
  | 'settled'
  | 'withdrawn';

export interface ClaimFacts {
  claimId: string;
  status: ClaimStatus;
  amountCents: number;
  description: string;
  photos: readonly ClaimFile[];
  estimate: ClaimEstimate;
  openedAt: string;
  respondBy: string;
  /** What the customer owes once accepted or decided. */
  agreedCents: number | null;
  /** What a capture of the deposit took for this claim (DepositCaptured naming it). */
  capturedCents: number;
  /** The customer consented, when accepting, to the excess being charged to their card. */
  chargeExcessToCard: boolean;
  /** What was charged to the card beyond the deposit, at settlement. */
  chargedCents: number;
}

/** The booking's claims, oldest first, by id. */
export type BookingClaims = ReadonlyMap<string, ClaimFacts>;
export const NO_CLAIMS: BookingClaims = new Map();

/** A claim not yet settled or withdrawn: the deposit stays held and the payout waits. */
export const isClaimOpen = (claim: ClaimFacts) => claim.status !== 'settled' && claim.status !== 'withdrawn';

export const openClaimOf = (claims: BookingClaims): ClaimFacts | null =>
  [...claims.values()].find(isClaimOpen) ?? null;

/** Damages settled (from the deposit, and any excess charged to the card): owed to the owner with the payout, in full. */
export const settledDamagesCents = (claims: BookingClaims): number =>
  [...claims.values()]
    .filter((claim) => claim.status === 'settled')
    .reduce((sum, claim) => sum + claim.capturedCents + claim.chargedCents, 0);

function updated(claims: BookingClaims, claimId: string, change: Partial<ClaimFacts>): BookingClaims {
  const claim = claims.get(claimId);
  if (!claim) return claims;
  return new Map(claims).set(claimId, { ...claim, ...change });
}

export function evolveClaims(claims: BookingClaims, event: ClaimEvent): BookingClaims {
  switch (event.type) {
    case 'ClaimOpened': {
      const { claimId, amountCents, description, photos, estimate, openedAt, respondBy } = event.data;
      return new Map(claims).set(claimId, {
        claimId,
        status: 'open',
        amountCents,
        description,
        photos,
        estimate,
        openedAt,
        respondBy,
        agreedCents: null,
        capturedCents: 0,
        chargeExcessToCard: false,
        chargedCents: 0,
      });
    }
    case 'ClaimAccepted':
      return updated(claims, event.data.claimId, {
        status: 'accepted',
        agreedCents: event.data.amountCents,
        chargeExcessToCard: event.data.chargeExcessToCard === true,
      });
    case 'ClaimContested':
      return updated(claims, event.data.claimId, { status: 'contested' });
    case 'ClaimEscalated':
      return updated(claims, event.data.claimId, { status: 'escalated' });
    case 'ClaimDecided':
      return updated(claims, event.data.claimId, { status: 'decided', agreedCents: event.data.amountCents });
    case 'ClaimSettled':
      return updated(claims, event.data.claimId, {
        status: 'settled',
        chargedCents: event.data.excessCharge?.amountCents ?? 0,
      });
    case 'ClaimWithdrawn':
      return updated(claims, event.data.claimId, { status: 'withdrawn' });
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

/** A capture of the deposit made for a claim counts towards it. */
export function withClaimCapture(claims: BookingClaims, claimId: string | null, amountCents: number) {
  const claim = claimId ? claims.get(claimId) : undefined;
  return claim
    ? updated(claims, claim.claimId, { capturedCents: claim.capturedCents + amountCents })
    : claims;
}
