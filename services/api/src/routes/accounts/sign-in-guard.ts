import { createHash } from 'node:crypto';
import { handleCommand, userLockoutDecider, userLockoutsStreamName } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type pg from 'pg';
import { createSignInFailureStore, type SignInFailureRow } from './sign-in-failure-store.ts';
import {
  afterKnownBrowserFailure,
  afterSuccess,
  afterWrongPassword,
  beginAttempt,
  type SignInLimitPolicy,
} from './sign-in-limit.ts';

/**
 * The per-account sign-in limit at work (decision 51): the rules of `sign-in-limit.ts` applied to the shared counts,
 * and each lock-out of an account recorded in the log, where the notification reactor picks it up and e-mails the
 * holder once.
 */
export function createSignInGuard(deps: { pool: pg.Pool; store: EventStore; policy: SignInLimitPolicy }) {
  const { policy } = deps;
  const failures = createSignInFailureStore(deps.pool);

  return {
    /**
     * Whose failures an attempt counts: the account's, whichever of its names was typed; for an identifier no account
     * has, the identifier's own (hashed: no typo of an address is kept), so that unknown accounts lock out alike.
     */
    keyOf(identifier: string, userId: string | null): string {
      if (userId) return `account:${userId}`;
      const typed = identifier.normalize('NFKC').trim().toLowerCase();
      return `identifier:${createHash('sha256').update(typed).digest('hex')}`;
    },

    begin(key: string, userId: string | null, now: Date, knownBrowser: boolean) {
      return failures.change(key, userId, (row) => {
        const attempt = beginAttempt(row, now, policy, { knownBrowser });
        return { state: attempt.state, result: attempt };
      });
    },

    /** `lockedOut`: this wrong password began a lock-out. */
    async wrongPassword(key: string, userId: string | null, now: Date) {
      const { row, result } = await failures.change(key, userId, (current) => {
        const { state, lockedOut } = afterWrongPassword(current, now, policy);
        return { state, result: lockedOut };
      });
      return { row, lockedOut: result };
    },

    knownBrowserFailed(key: string, userId: string | null, now: Date) {
      return failures.change(key, userId, (row) => ({
        state: afterKnownBrowserFailure(row, now),
        result: null,
      }));
    },

    succeeded(key: string, userId: string | null) {
      return failures.change(key, userId, (row) => ({ state: afterSuccess(row), result: null }));
    },

    /**
     * Records the account's current lock-out in the log unless it is there already; a crash between the lock-out and
     * this record is made good by the next attempt, and recording it twice appends nothing (the decider).
     */
    async recordLockout(key: string, row: SignInFailureRow, now: Date): Promise<void> {
      const { userId, lockedAt, lockedUntil } = row;
      if (!userId || !lockedAt || !lockedUntil) return;
      if (row.notifiedLockAt && row.notifiedLockAt.getTime() >= lockedAt.getTime()) return;
      await handleCommand(
        deps.store,
        userLockoutsStreamName(userId),
        userLockoutDecider,
        {
          type: 'RecordUserLockout',
          data: {
            userId,
            lockedAt: lockedAt.toISOString(),
            lockedUntil: lockedUntil.toISOString(),
            failedAttempts: policy.failuresBeforeLockout,
            lockout: row.lockouts,
          },
          metadata: { now: now.toISOString() },
        },
        { retries: 3 },
      );
      await failures.markNotified(key, lockedAt);
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
