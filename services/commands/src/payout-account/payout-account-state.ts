import type { PayoutAccountEvent } from './payout-account-events.ts';

export interface ProviderAccount {
  provider: 'demo' | 'stripe';
  accountId: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
}

/** The account payouts go to (`active`), and one being onboarded to replace it (`pending`). */
export interface PayoutAccountState {
  active: ProviderAccount | null;
  pending: ProviderAccount | null;
  /** Payouts wait until then after a change of account. */
  payoutsPausedUntil: string | null;
}

export const NO_PAYOUT_ACCOUNT: PayoutAccountState = {
  active: null,
  pending: null,
  payoutsPausedUntil: null,
};

export function evolvePayoutAccount(
  state: PayoutAccountState,
  event: PayoutAccountEvent,
): PayoutAccountState {
  switch (event.type) {
    case 'PayoutAccountOpened': {
      const { provider, accountId } = event.data;
      const opened = { provider, accountId, detailsSubmitted: false, payoutsEnabled: false };
      return { ...state, pending: opened };
    }
    case 'PayoutAccountStatusChecked': {
      const { accountId, detailsSubmitted, payoutsEnabled } = event.data;
      const update = (account: ProviderAccount | null) =>
        account?.accountId === accountId ? { ...account, detailsSubmitted, payoutsEnabled } : account;
      const next = { ...state, active: update(state.active), pending: update(state.pending) };
      // The very first account, once it can be paid, is the active one.
      if (!next.active && next.pending?.payoutsEnabled)
        return { ...next, active: next.pending, pending: null };
      return next;
    }
    case 'PayoutAccountReplaced': {
      const pending = state.pending?.accountId === event.data.accountId ? state.pending : null;
      if (!pending) return state;
      return { active: pending, pending: null, payoutsPausedUntil: event.data.payoutsPausedUntil };
    }
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
