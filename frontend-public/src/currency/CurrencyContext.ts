import { createContext } from 'react';
import type { CurrencyCode } from '@grandtour/shared';

export interface CurrencyContextValue {
  currency: CurrencyCode;
  /** Remembered for this browser unless `remember` is false. */
  setCurrency: (currency: CurrencyCode, options?: { remember?: boolean }) => void;
}

export const CurrencyContext = createContext<CurrencyContextValue | undefined>(undefined);
