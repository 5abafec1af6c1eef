import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@grandtour/shared';
import { readStored, writeStored } from '../common/storage.ts';
import { DICTIONARIES } from './dictionary.ts';
import { LanguageContext, type LanguageContextValue } from './LanguageContext.ts';

const STORAGE_KEY = 'grandtour.language';

function readInitialLanguage(): LanguageCode {
  const stored = readStored(STORAGE_KEY);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<LanguageCode>(readInitialLanguage);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: LanguageCode) => {
    writeStored(STORAGE_KEY, next);
    setLanguageState(next);
  }, []);

  const value = useMemo<LanguageContextValue>(
    () => ({ language, setLanguage, t: DICTIONARIES[language] }),
    [language, setLanguage],
  );

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
