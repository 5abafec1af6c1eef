import type { LanguageCode } from '../i18n/languages.ts';

/** The languages a car's description may have besides French, the one every car has (decision 59). */
export const TRANSLATED_DESCRIPTION_LANGUAGES = ['en', 'es', 'de'] as const;
export type TranslatedDescriptionLanguage = (typeof TRANSLATED_DESCRIPTION_LANGUAGES)[number];

/** A car's description in English, Spanish and German, each optional; a blank one is no translation. */
export type DescriptionTranslations = Partial<Record<TranslatedDescriptionLanguage, string>>;

export function hasTranslation(translations: DescriptionTranslations | undefined): boolean {
  return TRANSLATED_DESCRIPTION_LANGUAGES.some((language) => Boolean(translations?.[language]?.trim()));
}

/**
 * The description a visitor reads, and the language it is in: theirs when the owner wrote it, else the French one
 * (cars listed before decision 59 have only that).
 */
export function carDescriptionIn(
  car: { description: string; descriptionTranslations?: DescriptionTranslations },
  language: LanguageCode,
): { text: string; language: LanguageCode } {
  const translated = language === 'fr' ? undefined : car.descriptionTranslations?.[language]?.trim();
  return translated ? { text: translated, language } : { text: car.description, language: 'fr' };
}
