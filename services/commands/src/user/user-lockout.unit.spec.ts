import { describe, it } from 'vitest';
import { specFor } from '../decider.spec-helpers.ts';
import { userLockoutDecider, type UserLockedOut } from './user-lockout.ts';

const given = specFor(userLockoutDecider);
const lockout = (lockedAt: string, lockout = 1): UserLockedOut['data'] => ({
  userId: 'u-1',
  lockedAt,
  lockedUntil: new Date(new Date(lockedAt).getTime() + 5 * 60_000).toISOString(),
  failedAttempts: 10,
  lockout,
});
const record = (data: UserLockedOut['data']) =>
  ({ type: 'RecordUserLockout', data, metadata: { now: data.lockedAt } }) as const;

describe('user lock-outs', () => {
  it('records a lock-out', () => {
    const first = lockout('2026-11-22T10:00:00.000Z');
    given([])
      .when(record(first))
      .then([{ type: 'UserLockedOut', data: first }]);
  });

  it('records the same lock-out once, however often it is recorded again', () => {
    const first = lockout('2026-11-22T10:00:00.000Z');
    given([{ type: 'UserLockedOut', data: first }])
      .when(record(first))
      .then([]);
  });

  it('records a later lock-out, and never an earlier one after it', () => {
    const first = lockout('2026-11-22T10:00:00.000Z');
    const second = lockout('2026-11-22T10:07:00.000Z', 2);
    given([{ type: 'UserLockedOut', data: first }])
      .when(record(second))
      .then([{ type: 'UserLockedOut', data: second }]);
    given([{ type: 'UserLockedOut', data: second }])
      .when(record(first))
      .then([]);
  });
});
