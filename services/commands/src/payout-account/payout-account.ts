import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type { PayoutAccountEvent } from './payout-account-events.ts';
import { NO_PAYOUT_ACCOUNT, evolvePayoutAccount, type PayoutAccountState } from './payout-account-state.ts';

/** Payouts wait this long after a change of account, in case the change was not the owner's (decision 76). */
export const PAYOUT_PAUSE_AFTER_CHANGE_MS = 24 * 3_600_000;

export type OpenPayoutAccount = {
  type: 'OpenPayoutAccount';
  data: { ownerId: string; provider: 'demo' | 'stripe'; accountId: string };
  metadata: { now: string };
};
export type RecordPayoutAccountStatus = {
  type: 'RecordPayoutAccountStatus';
  data: { ownerId: string; accountId: string; detailsSubmitted: boolean; payoutsEnabled: boolean };
  metadata: { now: string };
};
/** The onboarded replacement takes over; the second factor was checked by the caller when the change began. */
export type ReplacePayoutAccount = {
  type: 'ReplacePayoutAccount';
  data: { ownerId: string; accountId: string };
  metadata: { now: string };
};
export type PayoutAccountCommand = OpenPayoutAccount | RecordPayoutAccountStatus | ReplacePayoutAccount;

/** How many accounts the owner has opened: the provider's idempotency key for the next one derives from it. */
export const openedAccountsOf = (events: readonly PayoutAccountEvent[]) =>
  events.filter((event) => event.type === 'PayoutAccountOpened').length;

/** An owner's payout account (stream `payoutAccount-{ownerId}`): opened, checked, replaced; every command idempotent. */
export const payoutAccountDecider: Decider<PayoutAccountCommand, PayoutAccountEvent, PayoutAccountState> = {
  initialState: () => NO_PAYOUT_ACCOUNT,
  evolve: evolvePayoutAccount,
  decide(command, state) {
    const { ownerId, accountId } = command.data;
    const at = command.metadata.now;
    const known = [state.active, state.pending].find((account) => account?.accountId === accountId);
    switch (command.type) {
      case 'OpenPayoutAccount':
        // The same account again (a retried request) changes nothing.
        if (known) return [];
        return [
          {
            type: 'PayoutAccountOpened',
            data: { ownerId, provider: command.data.provider, accountId, openedAt: at },
          },
        ];
      case 'RecordPayoutAccountStatus': {
        if (!known)
          throw new DomainError('payout_account_missing', 'not_found', `Unknown account ${accountId}`);
        const { detailsSubmitted, payoutsEnabled } = command.data;
        if (known.detailsSubmitted === detailsSubmitted && known.payoutsEnabled === payoutsEnabled) return [];
        return [
          {
            type: 'PayoutAccountStatusChecked',
            data: { ownerId, accountId, detailsSubmitted, payoutsEnabled, checkedAt: at },
          },
        ];
      }
      case 'ReplacePayoutAccount': {
        if (state.active?.accountId === accountId) return [];
        if (!state.active || state.pending?.accountId !== accountId)
          throw new DomainError('payout_account_missing', 'not_found', `No change to ${accountId} under way`);
        if (!state.pending.payoutsEnabled)
          throw new DomainError('payout_account_not_ready', 'rule', 'The new account cannot be paid yet');
        const payoutsPausedUntil = new Date(Date.parse(at) + PAYOUT_PAUSE_AFTER_CHANGE_MS).toISOString();
        return [
          {
            type: 'PayoutAccountReplaced',
            data: {
              ownerId,
              previousAccountId: state.active.accountId,
              accountId,
              payoutsPausedUntil,
              replacedAt: at,
            },
          },
        ];
      }
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  },
};
