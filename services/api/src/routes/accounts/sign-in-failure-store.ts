import type pg from 'pg';
import { NO_FAILURES, type SignInFailures } from './sign-in-limit.ts';

/** A key's counts, with the lock-out whose notice is already in the log. */
export interface SignInFailureRow extends SignInFailures {
  userId: string | null;
  notifiedLockAt: Date | null;
}

interface Row {
  user_id: string | null;
  failures: number;
  lockouts: number;
  locked_at: Date | null;
  locked_until: Date | null;
  notified_lock_at: Date | null;
  known_browser_failures: number;
  last_failure_at: Date | null;
}

const toFailures = (row: Row | undefined): SignInFailureRow =>
  row
    ? {
        userId: row.user_id,
        failures: row.failures,
        lockouts: row.lockouts,
        lockedAt: row.locked_at,
        lockedUntil: row.locked_until,
        notifiedLockAt: row.notified_lock_at,
        knownBrowserFailures: row.known_browser_failures,
        lastFailureAt: row.last_failure_at,
      }
    : { ...NO_FAILURES, userId: null, notifiedLockAt: null };

/**
 * `sign_in_failures` (decision 51): one row per account (or unknown identifier), shared by every API node. Each
 * change reads and writes the row under its lock, so two nodes counting the same account take turns.
 */
export function createSignInFailureStore(pool: pg.Pool) {
  return {
    /**
     * Runs `change` on the key's counts under the row's lock and stores what it returns; `result` is handed back.
     * The transaction holds no other work: the password is checked outside it.
     */
    async change<Result>(
      key: string,
      userId: string | null,
      change: (row: SignInFailureRow) => { state: SignInFailures; result: Result },
    ): Promise<{ row: SignInFailureRow; result: Result }> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(
          'INSERT INTO sign_in_failures (key, user_id) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
          [key, userId],
        );
        const { rows } = await client.query<Row>(
          `SELECT user_id, failures, lockouts, locked_at, locked_until, notified_lock_at, known_browser_failures,
                  last_failure_at
             FROM sign_in_failures WHERE key = $1 FOR UPDATE`,
          [key],
        );
        const before = toFailures(rows[0]);
        const { state, result } = change(before);
        await client.query(
          `UPDATE sign_in_failures
              SET failures = $2, lockouts = $3, locked_at = $4, locked_until = $5, known_browser_failures = $6,
                  last_failure_at = $7, updated_at = now()
            WHERE key = $1`,
          [
            key,
            state.failures,
            state.lockouts,
            state.lockedAt,
            state.lockedUntil,
            state.knownBrowserFailures,
            state.lastFailureAt,
          ],
        );
        await client.query('COMMIT');
        return { row: { ...before, ...state }, result };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },

    /** The notice of this lock-out is in the log: later attempts need not record it again. */
    async markNotified(key: string, lockedAt: Date): Promise<void> {
      await pool.query(
        `UPDATE sign_in_failures SET notified_lock_at = $2
          WHERE key = $1 AND (notified_lock_at IS NULL OR notified_lock_at < $2)`,
        [key, lockedAt],
      );
    },
  };
}
export type SignInFailureStore = ReturnType<typeof createSignInFailureStore>;
