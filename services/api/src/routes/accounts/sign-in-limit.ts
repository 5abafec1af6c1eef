import type { Config } from '@grandtour/platform';

/**
 * The per-account sign-in limit (decision 51), as pure rules: time arrives as data, so tests need no clock.
 *
 * `failuresBeforeLockout` wrong passwords in a row lock the account out (for everyone who does not come from a
 * browser it signed in from before) for `firstLockoutMs`; each further lock-out of the same series lasts twice the
 * one before, up to `longestLockoutMs`. A series is forgotten after `forgetAfterMs` without a failure once its last
 * lock-out ended, or at once by a successful sign-in. Nothing is ever locked for good.
 */
export interface SignInLimitPolicy {
  failuresBeforeLockout: number;
  firstLockoutMs: number;
  longestLockoutMs: number;
  forgetAfterMs: number;
  /** Wrong passwords a browser the account signed in from may still try during one lock-out. */
  knownBrowserTries: number;
}

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export const signInLimitOf = (config: Config): SignInLimitPolicy => ({
  failuresBeforeLockout: config.SIGN_IN_FAILURES_BEFORE_LOCKOUT,
  firstLockoutMs: config.SIGN_IN_LOCKOUT_MINUTES * MINUTE_MS,
  longestLockoutMs: config.SIGN_IN_LONGEST_LOCKOUT_MINUTES * MINUTE_MS,
  forgetAfterMs: DAY_MS,
  knownBrowserTries: 3,
});

export interface SignInFailures {
  failures: number;
  lockouts: number;
  lockedAt: Date | null;
  lockedUntil: Date | null;
  knownBrowserFailures: number;
  lastFailureAt: Date | null;
}

export const NO_FAILURES: SignInFailures = {
  failures: 0,
  lockouts: 0,
  lockedAt: null,
  lockedUntil: null,
  knownBrowserFailures: 0,
  lastFailureAt: null,
};

export const isLockedOut = (state: SignInFailures, now: Date) =>
  state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();

/** Whole seconds until the lock-out ends (at least 1 while it lasts): the Retry-After header. */
export const secondsLeft = (state: SignInFailures, now: Date) =>
  Math.max(1, Math.ceil(((state.lockedUntil?.getTime() ?? 0) - now.getTime()) / 1000));

export const lockoutDurationMs = (lockout: number, policy: SignInLimitPolicy) =>
  Math.min(policy.firstLockoutMs * 2 ** Math.min(lockout - 1, 30), policy.longestLockoutMs);

/**
 * The series is over when nothing failed for `forgetAfterMs` after its last failure and its last lock-out. A row with
 * neither has only attempts still being checked: those stay counted.
 */
function forgotten(state: SignInFailures, now: Date, policy: SignInLimitPolicy) {
  const last = Math.max(
    state.lastFailureAt?.getTime() ?? -Infinity,
    state.lockedUntil?.getTime() ?? -Infinity,
  );
  return last !== -Infinity && now.getTime() - last >= policy.forgetAfterMs;
}

const lockOut = (state: SignInFailures, now: Date, policy: SignInLimitPolicy): SignInFailures => {
  const lockouts = state.lockouts + 1;
  return {
    failures: 0,
    lockouts,
    lockedAt: now,
    lockedUntil: new Date(now.getTime() + lockoutDurationMs(lockouts, policy)),
    knownBrowserFailures: 0,
    lastFailureAt: now,
  };
};

/**
 * What to do with a sign-in attempt, decided before its password is checked:
 * - `locked`: refused unchecked (`lockedOut` when this very attempt began the lock-out);
 * - `check`: checked, and already counted as a failure, so that attempts arriving together cannot all be checked
 *   before the first failures are recorded (a right password takes the count back);
 * - `checkKnownBrowser`: checked during a lock-out, because it comes from a browser the account signed in from and
 *   that browser has tries left.
 */
export type SignInAttempt =
  | { kind: 'locked'; state: SignInFailures; lockedOut: boolean }
  | { kind: 'check'; state: SignInFailures }
  | { kind: 'checkKnownBrowser'; state: SignInFailures };

export function beginAttempt(
  state: SignInFailures,
  now: Date,
  policy: SignInLimitPolicy,
  { knownBrowser }: { knownBrowser: boolean },
): SignInAttempt {
  if (isLockedOut(state, now))
    return knownBrowser && state.knownBrowserFailures < policy.knownBrowserTries
      ? { kind: 'checkKnownBrowser', state }
      : { kind: 'locked', state, lockedOut: false };
  const current = forgotten(state, now, policy) ? NO_FAILURES : state;
  // Only when attempts arrived together: as many are being checked as the limit allows.
  if (current.failures >= policy.failuresBeforeLockout)
    return { kind: 'locked', state: lockOut(current, now, policy), lockedOut: true };
  return { kind: 'check', state: { ...current, failures: current.failures + 1 } };
}

/** The password was wrong (the attempt was counted already): the limit reached locks the account out now. */
export function afterWrongPassword(
  state: SignInFailures,
  now: Date,
  policy: SignInLimitPolicy,
): { state: SignInFailures; lockedOut: boolean } {
  if (isLockedOut(state, now)) return { state, lockedOut: false };
  if (state.failures < policy.failuresBeforeLockout)
    return { state: { ...state, lastFailureAt: now }, lockedOut: false };
  return { state: lockOut(state, now, policy), lockedOut: true };
}

/** A wrong password from a known browser during a lock-out: that browser has one try fewer until it ends. */
export const afterKnownBrowserFailure = (state: SignInFailures, now: Date): SignInFailures => ({
  ...state,
  knownBrowserFailures: state.knownBrowserFailures + 1,
  lastFailureAt: now,
});

/**
 * The right password (outside a lock-out): the failures in a row are over. The series of lock-outs is kept until it
 * is forgotten, so that an attacker's next lock-out is not shorter because the holder signed in meanwhile.
 */
export const afterSuccess = (state: SignInFailures): SignInFailures => ({ ...state, failures: 0 });
