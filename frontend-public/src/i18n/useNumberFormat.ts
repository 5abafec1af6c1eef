import { useMemo } from 'react';
import { useLanguage } from './useLanguage.ts';

/** Formats plain figures (ratings, seconds, km/h) with the current language's separators. */
export function useNumberFormat(fractionDigits: { min: number; max: number } = { min: 0, max: 1 }) {
  const { t } = useLanguage();
  const { min, max } = fractionDigits;
  return useMemo(() => {
    const format = new Intl.NumberFormat(t.locale, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    return (value: number | string) => format.format(Number(value));
  }, [t.locale, min, max]);
}
