import type { LanguageCode } from '../i18n/languages.ts';

/**
 * What a personal field reads as once its person's data was erased (decision 99): read models keep this marker, and
 * every page, e-mail and PDF shows it in words.
 */
export const ERASED = 'ERASED';

export const ERASED_TEXT: Readonly<Record<LanguageCode, string>> = {
  fr: 'Données effacées',
  en: 'Data erased',
  es: 'Datos borrados',
  de: 'Daten gelöscht',
};

/** A personal value as shown: itself, or the erased marker in words. */
export const shownPersonal = (value: string, language: LanguageCode) =>
  value === ERASED ? ERASED_TEXT[language] : value;
