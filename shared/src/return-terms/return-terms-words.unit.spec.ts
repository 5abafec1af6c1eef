import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { DEFAULT_RETURN_TERMS, type ReturnTerms } from './return-terms.ts';
import { returnTermsWords } from './return-terms-words.ts';

const terms: ReturnTerms = {
  includedKmPerDay: 200,
  extraKmCents: 200,
  refuelFeeCents: 5_000,
  lateFeePerHourCents: 5_000,
};
// Intl separates thousands and euros with no-break spaces, which read as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const wordsOf = (...args: Parameters<typeof returnTermsWords>) =>
  Object.values(returnTermsWords(...args)).map(plain);

describe('a car’s return terms in plain words (issue 23)', () => {
  it('states them in French, the reference', () => {
    expect(wordsOf(terms, 'fr')).toEqual([
      '200 km inclus par jour, puis 2,00 € par km supplémentaire',
      'Carburant : à rendre au même niveau, sinon 50,00 € de frais de remplissage',
      'Retard : 50,00 € par heure entamée, après 30 minutes de tolérance',
    ]);
  });

  it('states them in English, Spanish and German, amounts in each one’s way', () => {
    expect(wordsOf({ ...terms, includedKmPerDay: 1_500 }, 'en')).toEqual([
      '1,500 km included per day, then €2.00 per extra km',
      'Fuel: return at the same level, otherwise a €50.00 refuelling fee',
      'Late return: €50.00 per started hour, after 30 minutes’ grace',
    ]);
    expect(wordsOf(terms, 'es')[0]).toBe('200 km incluidos por día, luego 2,00 € por km adicional');
    expect(wordsOf(terms, 'de')[2]).toBe('Verspätung: 50,00 € je angefangene Stunde, nach 30 Minuten Kulanz');
  });

  it('says unlimited mileage, and no fee where the owner charges none', () => {
    const free = { includedKmPerDay: null, extraKmCents: 0, refuelFeeCents: 0, lateFeePerHourCents: 0 };
    expect(wordsOf(free, 'fr')).toEqual([
      'Kilométrage illimité',
      'Carburant : à rendre au même niveau',
      'Retard : aucuns frais',
    ]);
    expect(wordsOf(free, 'de')[0]).toBe('Unbegrenzte Kilometer');
  });

  it('names every category’s included kilometres in every language, each in its own words', () => {
    for (const defaults of Object.values(DEFAULT_RETURN_TERMS)) {
      const lines = LANGUAGES.map((language) => wordsOf(defaults, language));
      for (const [kilometres] of lines) expect(kilometres).toContain(`${defaults.includedKmPerDay} km`);
      expect(new Set(lines.map(([, fuel]) => fuel)).size).toBe(LANGUAGES.length);
    }
  });
});
