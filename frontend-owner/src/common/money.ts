import { formatEuroCents, LANGUAGE_LOCALES, type LanguageCode } from '@grandtour/shared';

export const intlLocale = (language: string) => LANGUAGE_LOCALES[language as LanguageCode] ?? 'fr-FR';

/**
 * Euros from cents, in the language's format: to the cent for every amount charged, paid, refunded or earned
 * (`exact`, decision 60), whole euros for daily prices.
 */
export function formatEuros(cents: number, language: string, exact = false): string {
  if (exact) return formatEuroCents(cents, intlLocale(language));
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(cents / 100);
}

/** A calendar date (YYYY-MM-DD) as the language writes it, without any time-zone shift. */
export function formatDate(
  date: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  return new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function formatInstant(instant: string, language: string) {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(instant));
}
