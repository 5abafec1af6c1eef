import { useCallback } from 'react';
import { decimalStringToCents, formatMoney } from '@grandtour/shared';

/** Formats a euro decimal string to the cent ("1 234,56 €"): what is actually charged, whatever the display. */
export function useExactEuros(): (euroAmount: string) => string {
  return useCallback(
    (euroAmount: string) => formatMoney(decimalStringToCents(euroAmount), 'EUR', { exact: true }),
    [],
  );
}
