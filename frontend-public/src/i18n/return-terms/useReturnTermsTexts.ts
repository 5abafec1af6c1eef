import type { LanguageCode } from '@grandtour/shared';
import { useLanguage } from '../useLanguage.ts';
import { returnTermsDe } from './de.ts';
import { returnTermsEn } from './en.ts';
import { returnTermsEs } from './es.ts';
import { returnTermsFr, type ReturnTermsTexts } from './fr.ts';

const RETURN_TERMS_TEXTS: Readonly<Record<LanguageCode, ReturnTermsTexts>> = {
  fr: returnTermsFr,
  en: returnTermsEn,
  es: returnTermsEs,
  de: returnTermsDe,
};

/** The return terms' headings in the visitor's language; the terms' own words come from `returnTermsWords`. */
export const useReturnTermsTexts = (): ReturnTermsTexts => RETURN_TERMS_TEXTS[useLanguage().language];
