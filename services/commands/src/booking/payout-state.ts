import type { PayoutEvent } from './payout-events.ts';

/** The booking's payout to its owner, once scheduled. */
export interface PayoutFacts {
  payoutId: string;
  grossCents: number;
  commissionCents: number;
  netCents: number;
  dueAt: string;
  status: 'scheduled' | 'paid' | 'cancelled';
  /** Failed attempts so far; `failedFinally` once an operator must act. */
  attempts: number;
  failedFinally: boolean;
  transferId: string | null;
}

export function evolvePayout(payout: PayoutFacts | null, event: PayoutEvent): PayoutFacts | null {
  switch (event.type) {
    case 'PayoutScheduled': {
      const { payoutId, grossCents, commissionCents, netCents, dueAt } = event.data;
      return {
        payoutId,
        grossCents,
        commissionCents,
        netCents,
        dueAt,
        status: 'scheduled',
        attempts: 0,
        failedFinally: false,
        transferId: null,
      };
    }
    case 'PayoutSent':
      return payout && { ...payout, status: 'paid', transferId: event.data.transferId, failedFinally: false };
    case 'PayoutFailed':
      return payout && { ...payout, attempts: event.data.attempt, failedFinally: event.data.final };
    case 'PayoutCancelled':
      return payout && { ...payout, status: 'cancelled' };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
