import { DEFAULT_CURRENCY, type CurrencyCode } from '../money/currency.ts';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages.ts';

/** The language and display currency a first visit starts in. */
export interface LocaleChoice {
  language: LanguageCode;
  currency: CurrencyCode;
}

/** Spec §9 "Country to currency"; any other country gives EUR. */
export const COUNTRY_CURRENCIES: Readonly<Record<string, CurrencyCode>> = {
  FR: 'EUR',
  DE: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  AT: 'EUR',
  PT: 'EUR',
  IE: 'EUR',
  LU: 'EUR',
  FI: 'EUR',
  GR: 'EUR',
  US: 'USD',
  CA: 'USD',
  PR: 'USD',
  GB: 'GBP',
  IM: 'GBP',
  CH: 'CHF',
  LI: 'CHF',
  AE: 'AED',
};

/** Spec §9 "Country to language"; any other country gives French. */
export const COUNTRY_LANGUAGES: Readonly<Record<string, LanguageCode>> = {
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  MC: 'fr',
  CH: 'fr',
  US: 'en',
  GB: 'en',
  IE: 'en',
  CA: 'en',
  AU: 'en',
  NZ: 'en',
  ZA: 'en',
  ES: 'es',
  AR: 'es',
  MX: 'es',
  CO: 'es',
  PE: 'es',
  VE: 'es',
  CL: 'es',
  DE: 'de',
  AT: 'de',
};

export function currencyForCountry(country: string): CurrencyCode {
  return COUNTRY_CURRENCIES[country.toUpperCase()] ?? DEFAULT_CURRENCY;
}

export function languageForCountry(country: string): LanguageCode {
  return COUNTRY_LANGUAGES[country.toUpperCase()] ?? DEFAULT_LANGUAGE;
}

export function localeForCountry(country: string): LocaleChoice {
  return { language: languageForCountry(country), currency: currencyForCountry(country) };
}

/**
 * Spec §9's time-zone fallback, as the country each zone belongs to (so the two tables above stay the only
 * answer). "Barcelona" is not an IANA zone (Spain is Europe/Madrid); it is kept because the spec names it.
 */
export const TIME_ZONE_COUNTRIES: Readonly<Record<string, string>> = {
  'Europe/London': 'GB',
  'Europe/Zurich': 'CH',
  'Asia/Dubai': 'AE',
  'Europe/Madrid': 'ES',
  'Europe/Barcelona': 'ES',
  'Europe/Berlin': 'DE',
  'Europe/Vienna': 'AT',
};

/** The United States' zones (IANA), including the older names browsers may still report. */
export const US_TIME_ZONES: readonly string[] = [
  'America/New_York',
  'America/Detroit',
  'America/Chicago',
  'America/Menominee',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'America/Indianapolis',
  'America/Louisville',
  'America/Fort_Wayne',
  'Pacific/Honolulu',
];
const US_TIME_ZONE_PREFIXES = ['America/Indiana/', 'America/Kentucky/', 'America/North_Dakota/', 'US/'];

export function countryForTimeZone(timeZone: string | undefined): string | null {
  if (!timeZone) return null;
  if (US_TIME_ZONES.includes(timeZone) || US_TIME_ZONE_PREFIXES.some((prefix) => timeZone.startsWith(prefix)))
    return 'US';
  return TIME_ZONE_COUNTRIES[timeZone] ?? null;
}

export function localeForTimeZone(timeZone: string | undefined): LocaleChoice | null {
  const country = countryForTimeZone(timeZone);
  return country ? localeForCountry(country) : null;
}

/** The browser-language fallback's prefixes, in the order the spec gives them ("en-US" is "en" with region US). */
const BROWSER_LANGUAGE_PREFIXES: readonly LanguageCode[] = ['en', 'es', 'de', 'fr'];

/**
 * Spec §9's browser-language fallback. The first of the visitor's languages we offer gives the language; its
 * region, when it has one, gives the currency through the country table (en-US → USD, en-GB → GBP, de-CH → CHF),
 * otherwise EUR.
 */
export function localeForBrowserLanguages(tags: readonly string[]): LocaleChoice | null {
  for (const tag of tags) {
    const [prefix = '', region] = tag.toLowerCase().split(/[-_]/);
    const language = BROWSER_LANGUAGE_PREFIXES.find((candidate) => candidate === prefix);
    if (!language) continue;
    const country = region && /^[a-z]{2}$/.test(region) ? region : undefined;
    return { language, currency: country ? currencyForCountry(country) : DEFAULT_CURRENCY };
  }
  return null;
}

export type LocaleSource = 'country' | 'timeZone' | 'browserLanguage' | 'default';

export interface LocaleSignals {
  /** From GET /api/locale; null when the server does not know. */
  country: string | null;
  timeZone: string | undefined;
  browserLanguages: readonly string[];
}

/** Country first, then the time zone, then the browser's languages, then the defaults (fr, EUR). */
export function detectLocale(signals: LocaleSignals): LocaleChoice & { source: LocaleSource } {
  if (signals.country) return { ...localeForCountry(signals.country), source: 'country' };
  const fromTimeZone = localeForTimeZone(signals.timeZone);
  if (fromTimeZone) return { ...fromTimeZone, source: 'timeZone' };
  const fromLanguages = localeForBrowserLanguages(signals.browserLanguages);
  if (fromLanguages) return { ...fromLanguages, source: 'browserLanguage' };
  return { language: DEFAULT_LANGUAGE, currency: DEFAULT_CURRENCY, source: 'default' };
}
