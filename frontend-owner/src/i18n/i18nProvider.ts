import { adminDe } from './admin/de.ts';
import { adminEn } from './admin/en.ts';
import { adminEs } from './admin/es.ts';
import { adminFr } from './admin/fr.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGE_PREFERENCE,
  LANGUAGES,
  type LanguageCode,
} from '@grandtour/shared';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { setApiLanguage } from '../dataProvider/httpClient.ts';
import { bookingDriverDe } from './booking-driver/de.ts';
import { bookingDriverEn } from './booking-driver/en.ts';
import { bookingDriverEs } from './booking-driver/es.ts';
import { bookingDriverFr } from './booking-driver/fr.ts';
import { claimsDe } from './claims/de.ts';
import { claimsEn } from './claims/en.ts';
import { claimsEs } from './claims/es.ts';
import { claimsFr } from './claims/fr.ts';
import { conversationsDe } from './conversations/de.ts';
import { conversationsEn } from './conversations/en.ts';
import { conversationsEs } from './conversations/es.ts';
import { conversationsFr } from './conversations/fr.ts';
import { commissionDe } from './commission/de.ts';
import { commissionEn } from './commission/en.ts';
import { commissionEs } from './commission/es.ts';
import { commissionFr } from './commission/fr.ts';
import { de } from './de.ts';
import { depositsDe } from './deposits/de.ts';
import { depositsEn } from './deposits/en.ts';
import { depositsEs } from './deposits/es.ts';
import { depositsFr } from './deposits/fr.ts';
import { driversDe } from './drivers/de.ts';
import { erasureDe } from './erasure/de.ts';
import { erasureEn } from './erasure/en.ts';
import { erasureEs } from './erasure/es.ts';
import { erasureFr } from './erasure/fr.ts';
import { driversEn } from './drivers/en.ts';
import { driversEs } from './drivers/es.ts';
import { driversFr } from './drivers/fr.ts';
import { documentsDe } from './documents/de.ts';
import { documentsEn } from './documents/en.ts';
import { documentsEs } from './documents/es.ts';
import { documentsFr } from './documents/fr.ts';
import { handoversDe } from './handovers/de.ts';
import { handoversEn } from './handovers/en.ts';
import { handoversEs } from './handovers/es.ts';
import { handoversFr } from './handovers/fr.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { paymentsDe } from './payments/de.ts';
import { paymentsEn } from './payments/en.ts';
import { paymentsEs } from './payments/es.ts';
import { paymentsFr } from './payments/fr.ts';
import { requestsDe } from './requests/de.ts';
import { requestsEn } from './requests/en.ts';
import { requestsEs } from './requests/es.ts';
import { requestsFr } from './requests/fr.ts';
import { raGerman } from './ra-german.ts';
import { returnTermsDe } from './return-terms/de.ts';
import { returnTermsEn } from './return-terms/en.ts';
import { returnTermsEs } from './return-terms/es.ts';
import { returnTermsFr } from './return-terms/fr.ts';
import { raSpanish } from './ra-spanish.ts';

const MESSAGES: Record<LanguageCode, TranslationMessages> = {
  fr: mergeTranslations(
    frenchMessages,
    fr,
    depositsFr,
    paymentsFr,
    commissionFr,
    driversFr,
    returnTermsFr,
    bookingDriverFr,
    documentsFr,
    requestsFr,
    adminFr,
    handoversFr,
    claimsFr,
    conversationsFr,
    erasureFr,
  ),
  en: mergeTranslations(
    englishMessages,
    en,
    depositsEn,
    paymentsEn,
    commissionEn,
    driversEn,
    returnTermsEn,
    bookingDriverEn,
    documentsEn,
    requestsEn,
    adminEn,
    handoversEn,
    claimsEn,
    conversationsEn,
    erasureEn,
  ),
  es: mergeTranslations(
    raSpanish,
    es,
    depositsEs,
    paymentsEs,
    commissionEs,
    driversEs,
    returnTermsEs,
    bookingDriverEs,
    documentsEs,
    requestsEs,
    adminEs,
    handoversEs,
    claimsEs,
    conversationsEs,
    erasureEs,
  ),
  de: mergeTranslations(
    raGerman,
    de,
    depositsDe,
    paymentsDe,
    commissionDe,
    driversDe,
    returnTermsDe,
    bookingDriverDe,
    documentsDe,
    requestsDe,
    adminDe,
    handoversDe,
    claimsDe,
    conversationsDe,
    erasureDe,
  ),
};

function initialLanguage(): LanguageCode {
  try {
    // The public site's saved choice, so both speak the same language.
    const saved = window.localStorage.getItem(LANGUAGE_PREFERENCE);
    if ((LANGUAGES as readonly string[]).includes(saved ?? '')) return saved as LanguageCode;
  } catch {
    // Storage may be unavailable (private mode): French, the default.
  }
  return DEFAULT_LANGUAGE;
}

const toLanguage = (locale: string): LanguageCode =>
  (LANGUAGES as readonly string[]).includes(locale) ? (locale as LanguageCode) : DEFAULT_LANGUAGE;

const initial = initialLanguage();
setApiLanguage(initial);

/** French by default, then English, Spanish and German; every language has every key (typed against French). */
export const i18nProvider = polyglotI18nProvider(
  (locale) => {
    const language = toLanguage(locale);
    setApiLanguage(language);
    document.documentElement.lang = language;
    return MESSAGES[language];
  },
  initial,
  LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
);
