import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CURRENCIES,
  COUNTRY_LANGUAGES,
  countryForTimeZone,
  currencyForCountry,
  detectLocale,
  languageForCountry,
  localeForBrowserLanguages,
  localeForTimeZone,
  US_TIME_ZONES,
} from './locale-detection.ts';
import { LocaleLookupSchema } from './locale.schema.ts';

// Spec §9, written out again so that a change to the tables has to be made twice, on purpose.
const SPEC_CURRENCIES = {
  EUR: ['FR', 'DE', 'IT', 'ES', 'NL', 'BE', 'AT', 'PT', 'IE', 'LU', 'FI', 'GR'],
  USD: ['US', 'CA', 'PR'],
  GBP: ['GB', 'IM'],
  CHF: ['CH', 'LI'],
  AED: ['AE'],
} as const;
const SPEC_LANGUAGES = {
  fr: ['FR', 'BE', 'LU', 'MC', 'CH'],
  en: ['US', 'GB', 'IE', 'CA', 'AU', 'NZ', 'ZA'],
  es: ['ES', 'AR', 'MX', 'CO', 'PE', 'VE', 'CL'],
  de: ['DE', 'AT'],
} as const;

describe('country to currency (spec §9)', () => {
  for (const [currency, countries] of Object.entries(SPEC_CURRENCIES))
    for (const country of countries)
      it(`${country} gives ${currency}`, () => expect(currencyForCountry(country)).toBe(currency));

  it('lists exactly the spec countries', () => {
    expect(Object.keys(COUNTRY_CURRENCIES).sort()).toEqual(Object.values(SPEC_CURRENCIES).flat().sort());
  });

  it('gives EUR for any other country, whatever its case', () => {
    for (const other of ['JP', 'MC', 'BR', 'AU', 'ZZ']) expect(currencyForCountry(other)).toBe('EUR');
    expect(currencyForCountry('gb')).toBe('GBP');
  });
});

describe('country to language (spec §9)', () => {
  for (const [language, countries] of Object.entries(SPEC_LANGUAGES))
    for (const country of countries)
      it(`${country} gives ${language}`, () => expect(languageForCountry(country)).toBe(language));

  it('lists exactly the spec countries', () => {
    expect(Object.keys(COUNTRY_LANGUAGES).sort()).toEqual(Object.values(SPEC_LANGUAGES).flat().sort());
  });

  it('gives French for any other country', () => {
    for (const other of ['JP', 'IT', 'AE', 'LI', 'ZZ']) expect(languageForCountry(other)).toBe('fr');
    expect(languageForCountry('es')).toBe('es');
  });
});

describe('time-zone fallback', () => {
  it('recognises every US zone, the Indiana, Kentucky and North Dakota ones and the old US/ names', () => {
    for (const zone of [
      ...US_TIME_ZONES,
      'America/Indiana/Indianapolis',
      'America/Kentucky/Louisville',
      'America/North_Dakota/Center',
      'US/Eastern',
      'US/Pacific',
    ])
      expect(localeForTimeZone(zone), zone).toEqual({ language: 'en', currency: 'USD' });
  });

  it('recognises London, Zurich, Dubai, Madrid or Barcelona, Berlin or Vienna through the country tables', () => {
    expect(localeForTimeZone('Europe/London')).toEqual({ language: 'en', currency: 'GBP' });
    expect(localeForTimeZone('Europe/Zurich')).toEqual({ language: 'fr', currency: 'CHF' });
    expect(localeForTimeZone('Asia/Dubai')).toEqual({ language: 'fr', currency: 'AED' });
    expect(localeForTimeZone('Europe/Madrid')).toEqual({ language: 'es', currency: 'EUR' });
    expect(localeForTimeZone('Europe/Barcelona')).toEqual({ language: 'es', currency: 'EUR' });
    expect(localeForTimeZone('Europe/Berlin')).toEqual({ language: 'de', currency: 'EUR' });
    expect(localeForTimeZone('Europe/Vienna')).toEqual({ language: 'de', currency: 'EUR' });
  });

  it('knows nothing of other zones, American ones outside the US included', () => {
    for (const zone of [
      'Europe/Paris',
      'UTC',
      'Etc/UTC',
      'America/Mexico_City',
      'America/Toronto',
      'Asia/Tokyo',
    ])
      expect(countryForTimeZone(zone), zone).toBeNull();
    expect(localeForTimeZone(undefined)).toBeNull();
    expect(localeForTimeZone('')).toBeNull();
  });
});

describe('browser-language fallback', () => {
  it('reads the prefixes en-US, en, es, de and fr', () => {
    expect(localeForBrowserLanguages(['en-US'])).toEqual({ language: 'en', currency: 'USD' });
    expect(localeForBrowserLanguages(['en'])).toEqual({ language: 'en', currency: 'EUR' });
    expect(localeForBrowserLanguages(['es'])).toEqual({ language: 'es', currency: 'EUR' });
    expect(localeForBrowserLanguages(['de'])).toEqual({ language: 'de', currency: 'EUR' });
    expect(localeForBrowserLanguages(['fr'])).toEqual({ language: 'fr', currency: 'EUR' });
  });

  it("takes the currency from the tag's region through the country table", () => {
    expect(localeForBrowserLanguages(['en-GB'])).toEqual({ language: 'en', currency: 'GBP' });
    expect(localeForBrowserLanguages(['en-CA'])).toEqual({ language: 'en', currency: 'USD' });
    expect(localeForBrowserLanguages(['en-AU'])).toEqual({ language: 'en', currency: 'EUR' });
    expect(localeForBrowserLanguages(['de-CH'])).toEqual({ language: 'de', currency: 'CHF' });
    expect(localeForBrowserLanguages(['fr-CH'])).toEqual({ language: 'fr', currency: 'CHF' });
    expect(localeForBrowserLanguages(['es-MX'])).toEqual({ language: 'es', currency: 'EUR' });
    expect(localeForBrowserLanguages(['en_us'])).toEqual({ language: 'en', currency: 'USD' });
    expect(localeForBrowserLanguages(['es-419'])).toEqual({ language: 'es', currency: 'EUR' });
  });

  it("uses the first of the visitor's languages that the site offers", () => {
    expect(localeForBrowserLanguages(['it-IT', 'de-AT', 'en'])).toEqual({ language: 'de', currency: 'EUR' });
    expect(localeForBrowserLanguages(['it-IT', 'ja'])).toBeNull();
    expect(localeForBrowserLanguages([])).toBeNull();
    expect(localeForBrowserLanguages(['english'])).toBeNull();
  });
});

describe('detectLocale: country, then time zone, then browser language, then the defaults', () => {
  it('trusts the country when the server knows it, even an unlisted one', () => {
    const signals = { timeZone: 'Europe/London', browserLanguages: ['de-DE'] };
    expect(detectLocale({ ...signals, country: 'CH' })).toEqual({
      language: 'fr',
      currency: 'CHF',
      source: 'country',
    });
    expect(detectLocale({ ...signals, country: 'JP' })).toEqual({
      language: 'fr',
      currency: 'EUR',
      source: 'country',
    });
  });

  it('falls back to the time zone', () => {
    expect(detectLocale({ country: null, timeZone: 'America/Chicago', browserLanguages: ['fr-FR'] })).toEqual(
      { language: 'en', currency: 'USD', source: 'timeZone' },
    );
  });

  it('then to the browser language', () => {
    expect(detectLocale({ country: null, timeZone: 'Europe/Paris', browserLanguages: ['es-ES'] })).toEqual({
      language: 'es',
      currency: 'EUR',
      source: 'browserLanguage',
    });
  });

  it('then to French and euros', () => {
    expect(detectLocale({ country: null, timeZone: undefined, browserLanguages: ['ja-JP'] })).toEqual({
      language: 'fr',
      currency: 'EUR',
      source: 'default',
    });
  });
});

describe('the lookup answer', () => {
  it('is a two-letter upper-case country or null', () => {
    expect(LocaleLookupSchema.parse({ country: 'GB' })).toEqual({ country: 'GB' });
    expect(LocaleLookupSchema.parse({ country: null })).toEqual({ country: null });
    for (const bad of ['gb', 'GBR', '', 'T1'])
      expect(LocaleLookupSchema.safeParse({ country: bad }).success).toBe(false);
  });
});
