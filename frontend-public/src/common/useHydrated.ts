import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser takes over the server's page, true afterwards (and at once on pages
 * the browser draws itself): what only the browser can draw (its time zone, its clock) waits for true, so that
 * the browser's first render matches the server's markup. The switch is a transition: what it draws is rendered
 * in short slices rather than in one long task.
 */
export function useHydrated(): boolean {
  // React reads the server's snapshot (true) on the server and while hydrating, the browser's (false) otherwise.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
