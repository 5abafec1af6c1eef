import { DEFAULT_RETURN_TERMS } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import {
  centsOfTypedEuros,
  includedKmWhenLimited,
  ownTermsFrom,
  typedEurosOf,
  wrongReturnTermsField,
} from './returnTermsDraft.ts';

const own = DEFAULT_RETURN_TERMS.supercar;

describe('a car’s return terms in the back office (issue 23)', () => {
  it('starts the owner’s own terms from the category’s, a copy they may change', () => {
    const started = ownTermsFrom(own);
    expect(started).toEqual(own);
    expect(started).not.toBe(own);
    expect(ownTermsFrom(undefined)).toMatchObject({ includedKmPerDay: 300, extraKmCents: 0 });
  });

  it('limits kilometres again at the category’s allowance, or 300 km', () => {
    expect(includedKmWhenLimited(own)).toBe(200);
    expect(includedKmWhenLimited(undefined)).toBe(300);
  });

  it('reads euros typed with a comma or a point, to the cent, and nothing else', () => {
    expect(centsOfTypedEuros('2,50')).toBe(250);
    expect(centsOfTypedEuros(' 2.5 ')).toBe(250);
    expect(centsOfTypedEuros('80')).toBe(8_000);
    expect(centsOfTypedEuros('0,07')).toBe(7);
    for (const wrong of ['', '2,505', '-1', 'deux', '1e3']) expect(centsOfTypedEuros(wrong)).toBeNaN();
  });

  it('shows cents as the owner would type them, in their language', () => {
    expect(typedEurosOf(250, 'fr-FR')).toBe('2,50');
    expect(typedEurosOf(8_000, 'fr-FR')).toBe('80');
    expect(typedEurosOf(100_000, 'en-GB')).toBe('1000');
  });

  it('names the field the API would refuse: 1 to 2,000 whole km or unlimited, fees from 0 to 1,000 €', () => {
    expect(wrongReturnTermsField(null)).toBeUndefined();
    expect(wrongReturnTermsField(own)).toBeUndefined();
    expect(wrongReturnTermsField({ ...own, includedKmPerDay: null, extraKmCents: 100_000 })).toBeUndefined();
    expect(wrongReturnTermsField({ ...own, includedKmPerDay: 0 })).toBe('includedKmPerDay');
    expect(wrongReturnTermsField({ ...own, includedKmPerDay: 2_001 })).toBe('includedKmPerDay');
    expect(wrongReturnTermsField({ ...own, includedKmPerDay: Number.NaN })).toBe('includedKmPerDay');
    expect(wrongReturnTermsField({ ...own, refuelFeeCents: Number.NaN })).toBe('refuelFeeCents');
    expect(wrongReturnTermsField({ ...own, lateFeePerHourCents: 100_001 })).toBe('lateFeePerHourCents');
  });
});
