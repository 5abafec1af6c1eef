import { useCallback } from 'react';
import { decimalStringToCents, formatMoney } from '@grandtour/shared';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useCurrency } from './useCurrency.ts';

export interface PriceOptions {
  perDay?: boolean;
  /** To the cent: an amount that was or will be charged (decision 60). Daily prices stay whole. */
  exact?: boolean;
}

/** Returns a formatter for euro decimal strings ("1200.00") in the visitor's display currency. */
export function usePrice(): (euroAmount: string, options?: PriceOptions) => string {
  const { currency } = useCurrency();
  const { t } = useLanguage();
  return useCallback(
    (euroAmount, options) => {
      const amount = formatMoney(decimalStringToCents(euroAmount), currency, { exact: options?.exact });
      return options?.perDay ? `${amount}${t.price.perDay}` : amount;
    },
    [currency, t.price.perDay],
  );
}
