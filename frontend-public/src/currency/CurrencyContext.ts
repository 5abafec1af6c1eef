import { createContext } from 'react';
import type { CurrencyCode } from '@grandtour/shared';

export interface CurrencyContextValue {
  currency: CurrencyCode;
  setCurrency: (currency: CurrencyCode) => void;
}

export const CurrencyContext = createContext<CurrencyContextValue | undefined>(undefined);
