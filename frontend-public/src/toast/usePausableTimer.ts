import { useCallback, useEffect, useRef } from 'react';

export type PauseReason = 'hover' | 'focus';

/**
 * Calls `onElapsed` once after `durationMs`, not counting the time it is paused. It pauses while the pointer is
 * over the toast or focus is inside it, so nobody loses a message they are reading or about to close.
 */
export function usePausableTimer(durationMs: number, onElapsed: () => void) {
  const onElapsedRef = useRef(onElapsed);
  const remainingMs = useRef(durationMs);
  const startedAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const pausedBy = useRef(new Set<PauseReason>());

  useEffect(() => {
    onElapsedRef.current = onElapsed;
  }, [onElapsed]);

  const run = useCallback(() => {
    startedAt.current = Date.now();
    timer.current = window.setTimeout(() => onElapsedRef.current(), remainingMs.current);
  }, []);

  const pause = useCallback((reason: PauseReason) => {
    pausedBy.current.add(reason);
    if (timer.current === undefined) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    remainingMs.current -= Date.now() - startedAt.current;
  }, []);

  const resume = useCallback(
    (reason: PauseReason) => {
      pausedBy.current.delete(reason);
      if (pausedBy.current.size === 0 && timer.current === undefined) run();
    },
    [run],
  );

  useEffect(() => {
    run();
    return () => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [run]);

  return { pause, resume };
}
