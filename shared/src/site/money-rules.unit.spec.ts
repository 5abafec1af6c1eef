import { describe, expect, it } from 'vitest';
import { DEFAULT_DEPOSIT_CENTS, HOME_DELIVERY_FEE_CENTS, SERVICE_FEE_RATE } from '../catalogue/constants.ts';
import { LANGUAGES, type LanguageCode } from '../i18n/languages.ts';
import { CHANGE_NOTICE_HOURS } from '../pricing/booking-change.ts';
import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_RATE } from '../pricing/quote.ts';
import { formatRuleEuros, moneySentences, type MoneySentences } from './money-rules.ts';

const spaced = (text: string) => text.replace(/\s/g, ' ');
const percent = (rate: number) => new RegExp(`\\b${Math.round(rate * 100)} ?%`);

// What the constants read today, written out by hand: a change of a constant must show in every sentence.
const FIVE_THOUSAND: Record<LanguageCode, string> = {
  fr: '5 000 €',
  en: '€5,000',
  es: '5.000 €',
  de: '5.000 €',
};
const ONE_FIFTY: Record<LanguageCode, string> = { fr: '150 €', en: '€150', es: '150 €', de: '150 €' };

describe('money sentences', () => {
  for (const language of LANGUAGES) {
    const written = moneySentences(language);
    const sentences: MoneySentences = {
      cancellation: spaced(written.cancellation),
      change: spaced(written.change),
      deposit: spaced(written.deposit),
      delivery: spaced(written.delivery),
      serviceFee: spaced(written.serviceFee),
    };

    it(`state the cancellation rule the server applies in ${language}`, () => {
      expect(sentences.cancellation).toMatch(new RegExp(`\\b${FREE_CANCELLATION_HOURS}\\b`));
      expect(sentences.cancellation).toMatch(percent(LATE_CANCELLATION_FEE_RATE));
      // The spec's scripted policy: a 50 % refund from 24 hours, a 100 € supercar fee.
      expect(sentences.cancellation).not.toMatch(/\b50 ?%|\b24\b|100/);
    });

    it(`state the change notice, deposit, delivery fee and service fee in ${language}`, () => {
      expect(sentences.change).toMatch(new RegExp(`\\b${CHANGE_NOTICE_HOURS}\\b`));
      expect(sentences.deposit).toContain(spaced(formatRuleEuros(DEFAULT_DEPOSIT_CENTS, language)));
      expect(sentences.delivery).toContain(spaced(formatRuleEuros(HOME_DELIVERY_FEE_CENTS, language)));
      expect(sentences.serviceFee).toMatch(percent(SERVICE_FEE_RATE));
    });

    it(`write today's figures as a reader expects them in ${language}`, () => {
      expect(sentences.cancellation).toMatch(/\b48\b/);
      expect(sentences.cancellation).toMatch(/\b30 ?%/);
      expect(sentences.deposit).toContain(FIVE_THOUSAND[language]);
      expect(sentences.delivery).toContain(ONE_FIFTY[language]);
      expect(sentences.serviceFee).toMatch(/\b5 ?%/);
    });
  }

  it('shows cents only when an amount has some', () => {
    expect(spaced(formatRuleEuros(15_050, 'fr'))).toBe('150,50 €');
    expect(formatRuleEuros(15_050, 'en')).toBe('€150.50');
  });
});
