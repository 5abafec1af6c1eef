export const LANGUAGES = ['fr', 'en', 'es', 'de'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'fr';

export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
};

/** The Intl locale each language formats numbers, amounts and dates in. */
export const LANGUAGE_LOCALES: Readonly<Record<LanguageCode, string>> = {
  fr: 'fr-FR',
  en: 'en-GB',
  es: 'es-ES',
  de: 'de-DE',
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
