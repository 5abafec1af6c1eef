import { describe, expect, it } from 'vitest';
import { retentionPeriod } from './retention-words.ts';

const read = (text: string) => text.replace(/\u00a0/g, ' ');

describe('retentionPeriod', () => {
  it('says days in each language, the figure and its word kept together', () => {
    expect(retentionPeriod('fr', 365, 'days')).toBe('365\u00a0jours');
    expect(read(retentionPeriod('en', 365, 'days'))).toBe('365 days');
    expect(read(retentionPeriod('es', 365, 'days'))).toBe('365 días');
    expect(read(retentionPeriod('de', 365, 'days'))).toBe('365 Tage');
  });

  it('says months and years likewise', () => {
    expect(
      ['fr', 'en', 'es', 'de'].map((language) => read(retentionPeriod(language as 'fr', 10, 'years'))),
    ).toEqual(['10 ans', '10 years', '10 años', '10 Jahre']);
    expect(
      ['fr', 'en', 'es', 'de'].map((language) => read(retentionPeriod(language as 'fr', 13, 'months'))),
    ).toEqual(['13 mois', '13 months', '13 meses', '13 Monate']);
  });

  it('is singular for one', () => {
    expect(read(retentionPeriod('fr', 1, 'days'))).toBe('1 jour');
    expect(read(retentionPeriod('en', 1, 'years'))).toBe('1 year');
    expect(read(retentionPeriod('es', 1, 'months'))).toBe('1 mes');
    expect(read(retentionPeriod('de', 1, 'days'))).toBe('1 Tag');
  });
});
