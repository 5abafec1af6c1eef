import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { LanguageCode } from '@grandtour/shared';
import { writeStored } from '../common/storage.ts';
import { initialLanguage } from '../locale/initialLocale.ts';
import {
  LANGUAGE_STORAGE_KEY,
  loadTexts,
  setCurrentLanguage,
  subscribeToTexts,
  textsFor,
  textsRevision,
} from './dictionary.ts';
import { fr } from './fr.ts';
import { LanguageContext, type LanguageContextValue } from './LanguageContext.ts';

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<LanguageCode>(() => {
    const initial = initialLanguage();
    const usable = textsFor(initial) ? initial : 'fr';
    setCurrentLanguage(usable);
    return usable;
  });
  // A route that brings its own texts (withTexts) makes the page read them once they have arrived.
  const revision = useSyncExternalStore(subscribeToTexts, textsRevision);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // The page switches once the new language's texts have arrived, never to half-translated screens.
  const setLanguage = useCallback((next: LanguageCode) => {
    writeStored(LANGUAGE_STORAGE_KEY, next);
    loadTexts(next).then(
      () => {
        setCurrentLanguage(next);
        setLanguageState(next);
      },
      () => undefined, // offline: the page stays in the language it is in
    );
  }, []);

  const value = useMemo<LanguageContextValue>(
    () => ({ language, setLanguage, t: textsFor(language) ?? (fr as LanguageContextValue['t']) }),
    // The revision is what changes when a section arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, setLanguage, revision],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
