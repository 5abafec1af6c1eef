import { shownPersonal } from '@grandtour/shared';
import { useLanguage } from './useLanguage.ts';

/** A person's name or words as the page shows them: erased ones (decision 99) said so in the page's language. */
export function useShownPersonal(): (value: string) => string {
  const { language } = useLanguage();
  return (value) => shownPersonal(value, language);
}
