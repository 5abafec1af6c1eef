import { detectLocale } from '@grandtour/shared';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { readSavedCurrency } from '../currency/savedCurrency.ts';
import { useCurrency } from '../currency/useCurrency.ts';
import { readSavedLanguage } from '../i18n/dictionary.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { readBrowserSignals } from './browserSignals.ts';
import { hasUnsavedSetting } from './initialLocale.ts';
import { LocaleDetectionContext } from './LocaleDetectionContext.ts';
import { lookupCountry } from './lookupCountry.ts';

const LOOKUP_TIMEOUT_MS = 3000;

/**
 * On a visit with no saved language or currency, asks the server for the country and settles each unsaved
 * setting from spec §9's tables, falling back to the time zone, then the browser's languages. The result is saved
 * like a choice, so later visits skip this. A setting the visitor chose meanwhile is left alone.
 */
export function FirstVisitLocale({ children }: { children: ReactNode }) {
  const { setLanguage } = useLanguage();
  const { setCurrency } = useCurrency();
  const [detecting, setDetecting] = useState(hasUnsavedSetting);

  useEffect(() => {
    if (!detecting) return;
    let cancelled = false;
    const controller = new AbortController();
    const timeout = window.setTimeout(() => controller.abort(), LOOKUP_TIMEOUT_MS);
    lookupCountry(controller.signal)
      .then(
        (country) => ({ answered: true, country }),
        () => ({ answered: false, country: null }),
      )
      .then(({ answered, country }) => {
        if (cancelled) return;
        window.clearTimeout(timeout);
        // Without an answer the page keeps the browser's guess it was painted with, unsaved: the next visit asks again.
        if (answered) {
          const detected = detectLocale({ country, ...readBrowserSignals() });
          if (readSavedLanguage() === null) setLanguage(detected.language);
          if (readSavedCurrency() === null) setCurrency(detected.currency);
        }
        setDetecting(false);
      });
    return () => {
      cancelled = true;
      window.clearTimeout(timeout);
      controller.abort();
    };
  }, [detecting, setLanguage, setCurrency]);

  const value = useMemo(() => ({ detecting }), [detecting]);
  return <LocaleDetectionContext.Provider value={value}>{children}</LocaleDetectionContext.Provider>;
}
