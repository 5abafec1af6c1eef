import type { LanguageCode } from '@grandtour/shared';
import { useLanguage } from '../useLanguage.ts';
import { driversDe } from './de.ts';
import { driversEn } from './en.ts';
import { driversEs } from './es.ts';
import { driversFr, type DriverTexts } from './fr.ts';

// A few short lines each: in the chunks of the pages that show them (car, search), not in the first bundle.
const DRIVER_TEXTS: Readonly<Record<LanguageCode, DriverTexts>> = {
  fr: driversFr,
  en: driversEn,
  es: driversEs,
  de: driversDe,
};

/** The driver requirements' texts in the visitor's language. */
export const useDriverTexts = (): DriverTexts => DRIVER_TEXTS[useLanguage().language];
