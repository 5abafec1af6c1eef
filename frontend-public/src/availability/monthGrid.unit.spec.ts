import { describe, expect, it } from 'vitest';
import { addMonths, monthWeeks } from './monthGrid.ts';

describe('month grid', () => {
  it('starts its weeks on Monday and pads the first and last ones', () => {
    // 1 March 2027 is a Monday; 31 March a Wednesday.
    const march = monthWeeks('2027-03');
    expect(march[0]).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ]);
    expect(march.at(-1)).toEqual(['2027-03-29', '2027-03-30', '2027-03-31', null, null, null, null]);
    // 1 February 2028 is a Tuesday, and 2028 is a leap year.
    const february = monthWeeks('2028-02');
    expect(february[0]?.slice(0, 2)).toEqual([null, '2028-02-01']);
    expect(february.flat().filter(Boolean)).toHaveLength(29);
  });

  it('moves by months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', 13)).toBe('2027-12');
  });
});
