import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, type LanguageCode } from '@grandtour/shared';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'react-admin';
import { APP_MESSAGES } from './app-messages.ts';

const BASE: Record<LanguageCode, object> = {
  fr: frenchMessages,
  en: englishMessages,
  es: englishMessages,
  de: englishMessages,
};

export const i18nProvider = polyglotI18nProvider(
  (locale) => {
    const language = (LANGUAGES as readonly string[]).includes(locale)
      ? (locale as LanguageCode)
      : DEFAULT_LANGUAGE;
    return mergeTranslations(BASE[language], APP_MESSAGES[language]);
  },
  DEFAULT_LANGUAGE,
  LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
  { allowMissing: true },
);
