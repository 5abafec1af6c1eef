import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LanguageCode } from '@grandtour/shared';
import { writeStored } from '../common/storage.ts';
import { fr } from './fr.ts';
import { initialLanguage } from '../locale/initialLocale.ts';
import { LANGUAGE_STORAGE_KEY, loadDictionary, loadedDictionary } from './dictionary.ts';
import { LanguageContext, type LanguageContextValue } from './LanguageContext.ts';

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<LanguageCode>(() => {
    const initial = initialLanguage();
    return loadedDictionary(initial) ? initial : 'fr';
  });

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // The page switches once the new language's texts have arrived, never to half-translated screens.
  const setLanguage = useCallback((next: LanguageCode) => {
    writeStored(LANGUAGE_STORAGE_KEY, next);
    loadDictionary(next).then(
      () => setLanguageState(next),
      () => undefined, // offline: the page stays in the language it is in
    );
  }, []);

  const value = useMemo<LanguageContextValue>(
    () => ({ language, setLanguage, t: loadedDictionary(language) ?? fr }),
    [language, setLanguage],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
