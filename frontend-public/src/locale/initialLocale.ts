import {
  detectLocale,
  type CurrencyCode,
  type LanguageCode,
  type LocaleChoice,
  type VisitorLocale,
} from '@grandtour/shared';
import { readSavedCurrency } from '../currency/savedCurrency.ts';
import { readSavedLanguage } from '../i18n/dictionary.ts';
import { readBrowserSignals } from './browserSignals.ts';

/**
 * What the browser alone suggests (time zone, then languages). A first visit the server did not render is painted
 * with it while the server is asked for the country, so most visitors never see the page change language.
 */
export function guessFromBrowser(): LocaleChoice {
  const { language, currency } = detectLocale({ country: null, ...readBrowserSignals() });
  return { language, currency };
}

export function initialLanguage(): LanguageCode {
  return readSavedLanguage() ?? guessFromBrowser().language;
}

export function initialCurrency(): CurrencyCode {
  return readSavedCurrency() ?? guessFromBrowser().currency;
}

/** A first visit, or one from before a setting existed: something is left to detect. */
export function hasUnsavedSetting(): boolean {
  return readSavedLanguage() === null || readSavedCurrency() === null;
}

/** The locale a page the server did not render starts in: the browser's own. */
export function browserLocale(): VisitorLocale {
  return { language: initialLanguage(), currency: initialCurrency(), detecting: hasUnsavedSetting() };
}
