import { useMemo } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';

/** Formats a euro decimal string to the cent ("1 234,56 €"): what is actually charged, whatever the display. */
export function useExactEuros(): (euroAmount: string) => string {
  const { t } = useLanguage();
  return useMemo(() => {
    const format = new Intl.NumberFormat(t.locale, { style: 'currency', currency: 'EUR' });
    return (euroAmount: string) => format.format(Number(euroAmount));
  }, [t.locale]);
}
