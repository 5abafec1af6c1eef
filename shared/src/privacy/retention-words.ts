import type { LanguageCode } from '../i18n/languages.ts';

export type RetentionUnit = 'days' | 'months' | 'years';

const WORDS: Readonly<Record<LanguageCode, Record<RetentionUnit, readonly [one: string, many: string]>>> = {
  fr: { days: ['jour', 'jours'], months: ['mois', 'mois'], years: ['an', 'ans'] },
  en: { days: ['day', 'days'], months: ['month', 'months'], years: ['year', 'years'] },
  es: { days: ['día', 'días'], months: ['mes', 'meses'], years: ['año', 'años'] },
  de: { days: ['Tag', 'Tage'], months: ['Monat', 'Monate'], years: ['Jahr', 'Jahre'] },
};

/**
 * A retention period as a person reads it ("365 jours", "10 years", "13 meses", "1 Tag"). Written out rather than
 * left to Intl, whose spaces differ between the server's and the browser's ICU: the server-rendered page and the
 * browser's must read the same. The figures are whole and at least 1, so only 1 is singular in all four languages.
 */
export function retentionPeriod(language: LanguageCode, amount: number, unit: RetentionUnit): string {
  const [one, many] = WORDS[language][unit];
  return `${amount}\u00a0${amount === 1 ? one : many}`;
}
