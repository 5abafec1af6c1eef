import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { CurrencyCode } from '@grandtour/shared';
import { writeStored } from '../common/storage.ts';
import { initialCurrency } from '../locale/initialLocale.ts';
import { CurrencyContext, type CurrencyContextValue } from './CurrencyContext.ts';
import { CURRENCY_STORAGE_KEY } from './savedCurrency.ts';

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setCurrencyState] = useState<CurrencyCode>(initialCurrency);

  const setCurrency = useCallback((next: CurrencyCode) => {
    writeStored(CURRENCY_STORAGE_KEY, next);
    setCurrencyState(next);
  }, []);

  const value = useMemo<CurrencyContextValue>(() => ({ currency, setCurrency }), [currency, setCurrency]);

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
