import type { LanguageCode } from '@grandtour/shared';
import { paypalDepositDe } from './de.ts';
import { paypalDepositEn } from './en.ts';
import { paypalDepositEs } from './es.ts';
import { paypalDepositFr, type PayPalDepositTexts } from './fr.ts';

/** Small enough to travel with the button itself rather than as a lazily loaded section. */
export const PAYPAL_DEPOSIT_TEXTS: Record<LanguageCode, PayPalDepositTexts> = {
  fr: paypalDepositFr,
  en: paypalDepositEn,
  es: paypalDepositEs,
  de: paypalDepositDe,
};
