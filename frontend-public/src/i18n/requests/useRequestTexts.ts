import type { LanguageCode } from '@grandtour/shared';
import { useLanguage } from '../useLanguage.ts';
import { requestsDe } from './de.ts';
import { requestsEn } from './en.ts';
import { requestsEs } from './es.ts';
import { requestsFr, type RequestTexts } from './fr.ts';

// A few lines each, like the drivers' texts: in the chunks of the pages that show them, not in the first bundle.
const REQUEST_TEXTS: Readonly<Record<LanguageCode, RequestTexts>> = {
  fr: requestsFr,
  en: requestsEn,
  es: requestsEs,
  de: requestsDe,
};

/** The request to book's texts in the visitor's language (decision 85). */
export const useRequestTexts = (): RequestTexts => REQUEST_TEXTS[useLanguage().language];
