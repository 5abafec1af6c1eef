import { startTransition, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { CurrencyCode } from '@grandtour/shared';
import { rememberPreference } from '../common/preferences.ts';
import { CurrencyContext, type CurrencyContextValue } from './CurrencyContext.ts';
import { CURRENCY_STORAGE_KEY } from './savedCurrency.ts';

/** `initialCurrency`: the currency the page starts in (the server's, when it rendered the page). */
export function CurrencyProvider({
  initialCurrency,
  children,
}: {
  initialCurrency: CurrencyCode;
  children: ReactNode;
}) {
  const [currency, setCurrencyState] = useState<CurrencyCode>(initialCurrency);

  // Every price is redrawn: a transition, in short slices.
  const setCurrency = useCallback((next: CurrencyCode, { remember = true } = {}) => {
    if (remember) rememberPreference(CURRENCY_STORAGE_KEY, next);
    startTransition(() => setCurrencyState(next));
  }, []);

  const value = useMemo<CurrencyContextValue>(() => ({ currency, setCurrency }), [currency, setCurrency]);

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
