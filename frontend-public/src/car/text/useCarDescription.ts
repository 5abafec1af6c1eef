import { carDescriptionIn, type Car } from '@grandtour/shared';
import { useLanguage } from '../../i18n/useLanguage.ts';
import type { OwnerText } from './ownerText.ts';

/** The car's description in the visitor's language, or the French one, marked as French (decision 59). */
export function useCarDescription(car: Pick<Car, 'description' | 'descriptionTranslations'>): OwnerText {
  const { language } = useLanguage();
  const shown = carDescriptionIn(car, language);
  return { text: shown.text, lang: shown.language === language ? undefined : shown.language };
}
