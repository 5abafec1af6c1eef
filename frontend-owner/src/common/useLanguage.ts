import { useLocaleState } from 'react-admin';

/** The back office's current language code. */
export function useLanguage(): string {
  const [locale] = useLocaleState();
  return locale;
}
