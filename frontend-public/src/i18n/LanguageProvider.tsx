import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { LanguageCode } from '@grandtour/shared';
import { rememberPreference } from '../common/preferences.ts';
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

/** `initialLanguage`: the language the page starts in (the server's, when it rendered the page); its texts are loaded. */
export function LanguageProvider({
  initialLanguage,
  children,
}: {
  initialLanguage: LanguageCode;
  children: ReactNode;
}) {
  const [language, setLanguageState] = useState<LanguageCode>(() => {
    const usable = textsFor(initialLanguage) ? initialLanguage : 'fr';
    setCurrentLanguage(usable);
    return usable;
  });
  // A route that brings its own texts (withTexts) makes the page read them once they have arrived.
  const revision = useSyncExternalStore(subscribeToTexts, textsRevision, textsRevision);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // The page switches once the new language's texts have arrived, never to half-translated screens. The switch
  // redraws every text: a transition, in short slices (and a part of the server's page not yet taken over is
  // taken over in them too, rather than in one long task).
  const setLanguage = useCallback((next: LanguageCode, { remember = true } = {}) => {
    if (remember) rememberPreference(LANGUAGE_STORAGE_KEY, next);
    loadTexts(next).then(
      () => {
        setCurrentLanguage(next);
        startTransition(() => setLanguageState(next));
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
