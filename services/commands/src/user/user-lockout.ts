import type { DomainEvent } from '@grandtour/event-store';
import type { Decider } from '../decider.ts';

/** The lock-outs of one account, apart from `user-{id}`: they guard none of the account's own rules. */
export const userLockoutsStreamName = (userId: string) => `userLockouts-${userId}`;

/**
 * Too many wrong passwords in a row: sign-ins to the account are refused until `lockedUntil` (decision 51). The
 * reactor tells the account's holder by e-mail, once per lock-out. `lockout` counts the lock-outs of this series
 * (each lasts twice as long as the one before).
 */
export type UserLockedOut = DomainEvent<
  'UserLockedOut',
  { userId: string; lockedAt: string; lockedUntil: string; failedAttempts: number; lockout: number }
>;
export type UserLockoutEvent = UserLockedOut;

/** Records a lock-out the sign-in limit decided; recording the same one again (a retry, another node) is a no-op. */
export type RecordUserLockout = {
  type: 'RecordUserLockout';
  data: UserLockedOut['data'];
  metadata: { now: string };
};

export type UserLockoutState = { lastLockedAt: string | null };

export const userLockoutDecider: Decider<RecordUserLockout, UserLockoutEvent, UserLockoutState> = {
  initialState: () => ({ lastLockedAt: null }),
  evolve: (_state, event) => ({ lastLockedAt: event.data.lockedAt }),
  decide({ data }, state) {
    const recorded =
      state.lastLockedAt !== null &&
      new Date(data.lockedAt).getTime() <= new Date(state.lastLockedAt).getTime();
    return recorded ? [] : [{ type: 'UserLockedOut', data }];
  },
};
