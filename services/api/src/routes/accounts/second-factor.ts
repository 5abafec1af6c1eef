import {
  DomainError,
  foldEvents,
  handleCommand,
  twoFactorDecider,
  userStreamName,
  type TwoFactorEvent,
  type TwoFactorState,
  type UserEvent,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type { SealedBox } from '@grandtour/platform';
import type pg from 'pg';
import type { SignInFailureRow } from './sign-in-failure-store.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInGuard } from './sign-in-guard.ts';
import { secondsLeft } from './sign-in-limit.ts';
import { recoveryCodeHash, totpCodeStep } from './two-factor-codes.ts';
import { sendError } from '../../plugins/error-handler.ts';

export type SecondFactorCheck =
  { kind: 'passed' } | { kind: 'wrong' } | { kind: 'locked'; row: SignInFailureRow; key: string };

/**
 * The second factor of an account (decision 75): its state from the user stream, and the check of a code, counted
 * like passwords (decision 51) under a key of its own, so that a stolen password does not buy unlimited guesses of
 * six digits: wrong codes in a row lock the code out, and the lock-out is e-mailed to the holder.
 */
export function createSecondFactor(deps: {
  store: EventStore;
  pool: pg.Pool;
  box: SealedBox;
  guard: SignInGuard;
  clock: () => Date;
}) {
  const keyOf = (userId: string) => `second-factor:${userId}`;

  async function stateOf(userId: string): Promise<TwoFactorState> {
    const { events } = await deps.store.readStream<UserEvent | TwoFactorEvent>(userStreamName(userId));
    return foldEvents(twoFactorDecider, events);
  }

  /**
   * Whether this time step's code is used for the first time: a code seen once (or one older than the last used) is
   * refused, so a code read over a shoulder or from a phishing page cannot open a second session (RFC 6238 §5.2).
   * One conditional write, so two requests racing with one code cannot both pass.
   */
  async function firstUseOf(userId: string, step: number): Promise<boolean> {
    const { rowCount } = await deps.pool.query(
      `INSERT INTO second_factor_steps (user_id, last_step) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET last_step = excluded.last_step
        WHERE second_factor_steps.last_step < excluded.last_step`,
      [userId, step],
    );
    return (rowCount ?? 0) > 0;
  }

  /** A TOTP code of the sealed secret used for the first time, or an unused recovery code (then used up). */
  async function codeMatches(userId: string, secretSealed: string, code: string, now: Date) {
    const secret = deps.box.open(secretSealed, userId);
    const step = secret ? totpCodeStep(secret, code.trim(), now) : null;
    if (step !== null) return firstUseOf(userId, step);
    const codeHash = recoveryCodeHash(code);
    if (!codeHash) return false;
    try {
      await handleCommand(deps.store, userStreamName(userId), twoFactorDecider, {
        type: 'UseRecoveryCode',
        data: { userId, codeHash },
        metadata: { now: now.toISOString() },
      });
      return true;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  }

  return {
    stateOf,
    keyOf,
    /** Records a lock-out of the code in the log (the holder is e-mailed); a failure is retried by the next one. */
    async recordLockout(request: FastifyRequest, check: Extract<SecondFactorCheck, { kind: 'locked' }>) {
      try {
        await deps.guard.recordLockout(check.key, check.row, deps.clock());
      } catch (error) {
        request.log.error({ err: error }, 'second-factor lock-out not recorded yet');
      }
    },
    /** Checks `code` against the account's second factor (which must be on), within the attempt limit. */
    async check(userId: string, secretSealed: string, code: string): Promise<SecondFactorCheck> {
      const now = deps.clock();
      const key = keyOf(userId);
      const { row, result: attempt } = await deps.guard.begin(key, userId, now, false);
      if (attempt.kind === 'locked') return { kind: 'locked', row, key };
      if (await codeMatches(userId, secretSealed, code, now)) {
        await deps.guard.succeeded(key, userId);
        return { kind: 'passed' };
      }
      const failed = await deps.guard.wrongPassword(key, userId, now);
      return failed.lockedOut ? { kind: 'locked', row: failed.row, key } : { kind: 'wrong' };
    },
  };
}
export type SecondFactor = ReturnType<typeof createSecondFactor>;

/**
 * Answers a refused code (401, or 429 once locked out) and says whether it did. A boolean, not the reply: a reply is
 * thenable, and awaiting it through an async function loses it.
 */
export async function refusedCode(
  request: FastifyRequest,
  reply: FastifyReply,
  secondFactor: SecondFactor,
  check: SecondFactorCheck,
  clock: () => Date,
): Promise<boolean> {
  if (check.kind === 'passed') return false;
  if (check.kind === 'wrong') {
    void sendError(reply, request, 401, 'second_factor_invalid');
    return true;
  }
  await secondFactor.recordLockout(request, check);
  const retryAfterSeconds = secondsLeft(check.row, clock());
  reply.header('retry-after', String(retryAfterSeconds));
  void sendError(reply, request, 429, 'second_factor_locked', { retryAfterSeconds });
  return true;
}
