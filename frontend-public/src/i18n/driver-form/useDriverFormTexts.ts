import type { LanguageCode } from '@grandtour/shared';
import { useLanguage } from '../useLanguage.ts';
import { driverFormDe } from './de.ts';
import { driverFormEn } from './en.ts';
import { driverFormEs } from './es.ts';
import { driverFormFr, type DriverFormTexts } from './fr.ts';

// Small enough (about 2 kB gzip for the four) to ship with the pages that ask for a driver, without a section load.
const TEXTS: Readonly<Record<LanguageCode, DriverFormTexts>> = {
  fr: driverFormFr,
  en: driverFormEn,
  es: driverFormEs,
  de: driverFormDe,
};

/** The main driver's texts in the page's language. */
export function useDriverFormTexts(): DriverFormTexts {
  return TEXTS[useLanguage().language];
}
