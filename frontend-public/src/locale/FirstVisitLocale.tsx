import { detectLocale } from '@grandtour/shared';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readSavedCurrency } from '../currency/savedCurrency.ts';
import { useCurrency } from '../currency/useCurrency.ts';
import { readSavedLanguage } from '../i18n/dictionary.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { readBrowserSignals } from './browserSignals.ts';
import { guessFromBrowser, hasUnsavedSetting } from './initialLocale.ts';
import { LocaleDetectionContext } from './LocaleDetectionContext.ts';
import { lookupCountry } from './lookupCountry.ts';

const LOOKUP_TIMEOUT_MS = 3000;

/**
 * On a visit with no saved language or currency, asks the server for the country and settles each unsaved
 * setting from spec §9's tables, falling back to the time zone, then the browser's languages. The result is saved
 * like a choice, so later visits skip this. A setting the visitor chose meanwhile is left alone.
 *
 * `initiallyDetecting` is what the page was first drawn with: the server's view (its cookies) when it rendered
 * the page. On arrival, what this browser saved wins and decides whether anything is left to detect.
 */
export function FirstVisitLocale({
  initiallyDetecting,
  children,
}: {
  initiallyDetecting: boolean;
  children: ReactNode;
}) {
  const { setLanguage } = useLanguage();
  const { setCurrency } = useCurrency();
  const [detecting, setDetecting] = useState(initiallyDetecting);

  useEffect(() => {
    const savedLanguage = readSavedLanguage();
    const savedCurrency = readSavedCurrency();
    // Saving again also refreshes the cookies the server reads (a browser may have saved before they existed).
    if (savedLanguage) setLanguage(savedLanguage);
    if (savedCurrency) setCurrency(savedCurrency);
    // A transition: the change reaches the whole page, which may not be taken over yet.
    startTransition(() => setDetecting(savedLanguage === null || savedCurrency === null));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!detecting || !hasUnsavedSetting()) return;
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
        // Without an answer the browser's own guess applies, unsaved: the next visit asks again.
        const detected = answered ? detectLocale({ country, ...readBrowserSignals() }) : guessFromBrowser();
        if (readSavedLanguage() === null) setLanguage(detected.language, { remember: answered });
        if (readSavedCurrency() === null) setCurrency(detected.currency, { remember: answered });
        startTransition(() => setDetecting(false));
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
