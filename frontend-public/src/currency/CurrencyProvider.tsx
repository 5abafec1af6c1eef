import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '@grandtour/shared';
import { readStored, writeStored } from '../common/storage.ts';
import { CurrencyContext, type CurrencyContextValue } from './CurrencyContext.ts';

const STORAGE_KEY = 'grandtour.currency';

function readInitialCurrency(): CurrencyCode {
  const stored = readStored(STORAGE_KEY);
  return isCurrencyCode(stored) ? stored : DEFAULT_CURRENCY;
}

export function CurrencyProvider({ children }: { children: ReactNode }) {
  const [currency, setCurrencyState] = useState<CurrencyCode>(readInitialCurrency);

  const setCurrency = useCallback((next: CurrencyCode) => {
    writeStored(STORAGE_KEY, next);
    setCurrencyState(next);
  }, []);

  const value = useMemo<CurrencyContextValue>(() => ({ currency, setCurrency }), [currency, setCurrency]);

  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
