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

/** Whether any text of this record was erased: a driver or an address read as a whole, or not at all. */
export const holdsErased = (record: object | null | undefined): boolean =>
  record != null && Object.values(record).some((value) => value === ERASED || value === null);

/** A record whose person was erased reads as absent (null), as one never given. */
export const unlessErased = <Record extends object>(record: Record | null | undefined): Record | null =>
  record == null || holdsErased(record) ? null : record;

/** A whole answer with every erased marker said in words: for pages that show what the API sends as it is. */
export function withErasedShown<Value>(value: Value, language: LanguageCode): Value {
  if (value === ERASED) return ERASED_TEXT[language] as Value;
  if (Array.isArray(value)) return value.map((item: unknown) => withErasedShown(item, language)) as Value;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, withErasedShown(item, language)]),
    ) as Value;
  return value;
}
