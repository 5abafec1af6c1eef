import { useMemo, useRef } from 'react';
import { isFinalOutcome, newIdempotencyKey } from './idempotencyKey.ts';

/**
 * One Idempotency-Key per user action: a retry of the same request (same payload, after a failure without a
 * final answer) reuses the key; anything else gets a new one. After a success the key is kept too, so submitting
 * the very same request again replays the first answer instead of acting twice.
 */
export function useIdempotencyKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(payload: unknown): string {
        const fingerprint = JSON.stringify(payload ?? null);
        if (current.current?.fingerprint !== fingerprint)
          current.current = { fingerprint, key: newIdempotencyKey() };
        return current.current.key;
      },
      /** Call with the error a request failed with: a final answer ends the action. */
      failed(error: unknown): void {
        if (isFinalOutcome(error)) current.current = null;
      },
      /**
       * Call on success when the same request again would be a new action rather than a replay: a toggle's
       * "add" after an "add" and a removal elsewhere must add again, not replay the first answer.
       */
      completed(): void {
        current.current = null;
      },
    }),
    [],
  );
}
