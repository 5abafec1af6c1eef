import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastContextValue, type ToastOptions } from './ToastContext.ts';
import { ToastViewport, type ShownToast } from './ToastViewport.tsx';

/** Holds the one toast on screen (spec §9: a new toast replaces the old one) and renders the viewport once. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownToast | null>(null);
  const lastId = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    lastId.current += 1;
    setShown({ ...options, id: lastId.current, variant: options.variant ?? 'default' });
  }, []);
  const dismiss = useCallback(() => setShown(null), []);
  const dismissOne = useCallback(
    (id: number) => setShown((current) => (current?.id === id ? null : current)),
    [],
  );

  const value = useMemo<ToastContextValue>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastViewport toast={shown} onDismiss={dismissOne} />
    </ToastContext.Provider>
  );
}
