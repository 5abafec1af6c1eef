import { describe, expect, it } from 'vitest';
import { driversDe } from './de.ts';
import { driversEn } from './en.ts';
import { driversEs } from './es.ts';
import { driversFr } from './fr.ts';

describe('the rental conditions’ texts (issue 22)', () => {
  it('count the years of licence in each language’s grammar, and a licence of any age as valid', () => {
    expect([0, 1, 3].map(driversFr.licenceYears)).toEqual([
      'Permis en cours de validité',
      '1 an minimum',
      '3 ans minimum',
    ]);
    expect([0, 1, 3].map(driversEn.licenceYears)).toEqual([
      'A valid licence',
      'At least 1 year',
      'At least 3 years',
    ]);
    expect([1, 3].map(driversEs.licenceYears)).toEqual(['1 año como mínimo', '3 años como mínimo']);
    expect([1, 3].map(driversDe.licenceYears)).toEqual(['Mindestens 1 Jahr', 'Mindestens 3 Jahre']);
  });

  it('give the card’s short minimum age and its spoken form', () => {
    expect(driversFr.badge(25)).toBe('25 ans min.');
    expect(driversEn.badgeLabel(30)).toBe('Minimum driver age: 30 years old');
  });

  it('address a Spanish visitor as "usted", as the rest of the site (decision 60)', () => {
    const texts = Object.values(driversEs).flatMap((value) =>
      typeof value === 'function'
        ? [String(value(2))]
        : typeof value === 'string'
          ? [value]
          : Object.values(value),
    );
    expect(texts.filter((text) => /\b(tu|tus|te|ti|puedes|tienes|elige)\b/i.test(text))).toEqual([]);
  });
});
