import { describe, expect, it } from 'vitest';
import { CAR_CATEGORIES } from '../catalogue/constants.ts';
import { DEFAULT_RETURN_TERMS } from './return-terms.ts';
import { ReturnTermsSchema } from './return-terms.schema.ts';

const valid = { includedKmPerDay: 250, extraKmCents: 150, refuelFeeCents: 6_000, lateFeePerHourCents: 5_000 };
const issuesOf = (input: unknown) => {
  const parsed = ReturnTermsSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues;
};

describe('a car’s return terms as the owner sends them (issue 23)', () => {
  it('accepts terms within the bounds, unlimited kilometres, free extras, and every category’s defaults', () => {
    expect(ReturnTermsSchema.parse(valid)).toEqual(valid);
    expect(issuesOf({ ...valid, includedKmPerDay: null })).toEqual([]);
    expect(issuesOf({ ...valid, includedKmPerDay: 2_000, extraKmCents: 100_000 })).toEqual([]);
    expect(issuesOf({ ...valid, extraKmCents: 0, refuelFeeCents: 0, lateFeePerHourCents: 0 })).toEqual([]);
    for (const category of CAR_CATEGORIES) expect(issuesOf(DEFAULT_RETURN_TERMS[category])).toEqual([]);
  });

  it('refuses a value past its bound with one issue naming the localized message', () => {
    for (const [field, value] of [
      ['includedKmPerDay', 2_001],
      ['includedKmPerDay', 0],
      ['extraKmCents', 100_001],
      ['refuelFeeCents', -1],
      ['lateFeePerHourCents', 100_001],
    ] as const) {
      const issues = issuesOf({ ...valid, [field]: value });
      expect(issues, `${field} ${value}`).toHaveLength(1);
      expect(issues[0]).toMatchObject({
        path: [field],
        params: { apiCode: 'return_terms_invalid' },
        message: expect.stringContaining('Expected a whole number from'),
      });
    }
  });

  it('refuses fractions, strings, missing and unknown fields', () => {
    for (const malformed of [
      { ...valid, extraKmCents: 1.5 },
      { ...valid, refuelFeeCents: '50' },
      { ...valid, includedKmPerDay: undefined },
      { ...valid, fuelPolicy: 'full_to_full' },
      'unlimited',
    ])
      expect(issuesOf(malformed).length, JSON.stringify(malformed)).toBeGreaterThan(0);
  });
});
