import { useContext } from 'react';
import { CurrencyContext, type CurrencyContextValue } from './CurrencyContext.ts';

export function useCurrency(): CurrencyContextValue {
  const context = useContext(CurrencyContext);
  if (!context) throw new Error('useCurrency must be used within a CurrencyProvider');
  return context;
}
