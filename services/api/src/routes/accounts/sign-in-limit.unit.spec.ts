import { describe, expect, it } from 'vitest';
import {
  afterKnownBrowserFailure,
  afterSuccess,
  afterWrongPassword,
  beginAttempt,
  DAY_MS,
  isLockedOut,
  lockoutDurationMs,
  NO_FAILURES,
  secondsLeft,
  type SignInFailures,
  type SignInLimitPolicy,
} from './sign-in-limit.ts';

const MINUTE = 60_000;
const POLICY: SignInLimitPolicy = {
  failuresBeforeLockout: 10,
  firstLockoutMs: 5 * MINUTE,
  longestLockoutMs: DAY_MS,
  forgetAfterMs: DAY_MS,
  knownBrowserTries: 3,
};
const T0 = new Date('2026-11-23T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** One attempt with a wrong password, as the route runs it: begin, then the password turns out wrong. */
function wrongAttempt(state: SignInFailures, now: Date, knownBrowser = false) {
  const attempt = beginAttempt(state, now, POLICY, { knownBrowser });
  if (attempt.kind === 'locked')
    return { state: attempt.state, answer: 'locked' as const, lockedOut: attempt.lockedOut };
  if (attempt.kind === 'checkKnownBrowser')
    return {
      state: afterKnownBrowserFailure(attempt.state, now),
      answer: 'wrong' as const,
      lockedOut: false,
    };
  const after = afterWrongPassword(attempt.state, now, POLICY);
  return {
    state: after.state,
    answer: after.lockedOut ? ('locked' as const) : ('wrong' as const),
    lockedOut: after.lockedOut,
  };
}

function wrongAttempts(count: number, from: SignInFailures, now: Date, knownBrowser = false) {
  let state = from;
  const answers: string[] = [];
  let lockouts = 0;
  for (let i = 0; i < count; i++) {
    const result = wrongAttempt(state, now, knownBrowser);
    state = result.state;
    answers.push(result.answer);
    if (result.lockedOut) lockouts++;
  }
  return { state, answers, lockouts };
}

describe('the per-account sign-in limit (decision 51)', () => {
  it('locks the account out at the tenth wrong password in a row, for five minutes, and checks nothing meanwhile', () => {
    const { state, answers, lockouts } = wrongAttempts(60, NO_FAILURES, T0);
    expect(answers.slice(0, 9)).toEqual(Array(9).fill('wrong'));
    expect(answers.slice(9)).toEqual(Array(51).fill('locked'));
    expect(lockouts).toBe(1);
    expect(state.lockedUntil).toEqual(at(5 * MINUTE));
    expect(isLockedOut(state, at(5 * MINUTE - 1))).toBe(true);
    expect(secondsLeft(state, at(MINUTE))).toBe(240);
    expect(isLockedOut(state, at(5 * MINUTE))).toBe(false);
    // Even the right password is not checked while the lock-out lasts.
    expect(beginAttempt(state, at(MINUTE), POLICY, { knownBrowser: false }).kind).toBe('locked');
  });

  it('makes each further lock-out of a series twice as long, up to the longest, and never locks for good', () => {
    let state = NO_FAILURES;
    let now = T0;
    const lengths: number[] = [];
    for (let round = 0; round < 12; round++) {
      const result = wrongAttempts(10, state, now);
      expect(result.lockouts).toBe(1);
      state = result.state;
      lengths.push((state.lockedUntil!.getTime() - now.getTime()) / MINUTE);
      now = state.lockedUntil!;
      expect(beginAttempt(state, now, POLICY, { knownBrowser: false }).kind).toBe('check');
    }
    expect(lengths).toEqual([5, 10, 20, 40, 80, 160, 320, 640, 1280, 1440, 1440, 1440]);
    expect(lockoutDurationMs(1000, POLICY)).toBe(DAY_MS);
  });

  it('checks no more attempts arriving together than the limit allows', () => {
    let state = NO_FAILURES;
    const kinds: string[] = [];
    let lockedOut = 0;
    for (let i = 0; i < 30; i++) {
      const attempt = beginAttempt(state, T0, POLICY, { knownBrowser: false });
      kinds.push(attempt.kind);
      if (attempt.kind === 'locked' && attempt.lockedOut) lockedOut++;
      state = attempt.state;
    }
    expect(kinds.filter((kind) => kind === 'check')).toHaveLength(10);
    expect(kinds.slice(10)).toEqual(Array(20).fill('locked'));
    expect(lockedOut).toBe(1);
    // Their passwords turn out wrong afterwards: the lock-out stands, and is not begun again.
    const after = afterWrongPassword(state, T0, POLICY);
    expect(after).toEqual({ state, lockedOut: false });
  });

  it('forgets the failures in a row at the right password, and the series a day after it ends', () => {
    const nine = wrongAttempts(9, NO_FAILURES, T0).state;
    const signedIn = afterSuccess(beginAttempt(nine, T0, POLICY, { knownBrowser: false }).state);
    expect(signedIn.failures).toBe(0);
    expect(wrongAttempts(9, signedIn, T0).answers).toEqual(Array(9).fill('wrong'));

    const locked = wrongAttempts(10, NO_FAILURES, T0).state;
    // Signing in after the lock-out keeps the series: the next lock-out is longer.
    const afterLock = afterSuccess(
      beginAttempt(locked, at(5 * MINUTE), POLICY, { knownBrowser: false }).state,
    );
    const second = wrongAttempts(10, afterLock, at(6 * MINUTE)).state;
    expect(second.lockedUntil).toEqual(at(16 * MINUTE));
    // A day without failure after it ended: the next series starts again at five minutes.
    const fresh = wrongAttempts(10, second, at(16 * MINUTE + DAY_MS)).state;
    expect(fresh.lockouts).toBe(1);
    expect(fresh.lockedUntil).toEqual(at(21 * MINUTE + DAY_MS));
    // Occasional typos never add up to a lock-out.
    let state = NO_FAILURES;
    for (let day = 0; day < 30; day++) state = wrongAttempts(3, state, at(day * DAY_MS)).state;
    expect(state.lockouts).toBe(0);
  });

  it('still checks three passwords from a browser the account knows during a lock-out, then refuses it too', () => {
    const locked = wrongAttempts(10, NO_FAILURES, T0).state;
    expect(beginAttempt(locked, at(MINUTE), POLICY, { knownBrowser: true }).kind).toBe('checkKnownBrowser');
    const tries = wrongAttempts(5, locked, at(MINUTE), true);
    expect(tries.answers).toEqual(['wrong', 'wrong', 'wrong', 'locked', 'locked']);
    // Its failures neither lengthen the lock-out nor begin another.
    expect(tries.state.lockedUntil).toEqual(locked.lockedUntil);
    expect(tries.lockouts).toBe(0);
    // The next lock-out gives known browsers their tries again.
    const next = wrongAttempts(10, tries.state, at(5 * MINUTE)).state;
    expect(beginAttempt(next, at(6 * MINUTE), POLICY, { knownBrowser: true }).kind).toBe('checkKnownBrowser');
  });
});
