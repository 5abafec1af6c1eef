import { describe, expect, it } from 'vitest';
import { computeReturnExtras, ReturnReadingError, type ReturnReadings } from './return-extras.ts';
import { DEFAULT_RETURN_TERMS, returnTermsOf, type ReturnTerms } from './return-terms.ts';

// 200 km a day, 2.50 € per extra km, 80 € to refuel, 100 € per started hour late.
const supercar = DEFAULT_RETURN_TERMS.supercar;
const onTime: ReturnReadings = {
  days: 3,
  pickupOdometerKm: 12_000,
  returnOdometerKm: 12_450,
  pickupFuelPercent: 100,
  returnFuelPercent: 100,
  dueBackAt: '2027-03-14T16:00:00.000Z',
  returnedAt: '2027-03-14T15:40:00.000Z',
};
const refusalOf = (terms: ReturnTerms, readings: ReturnReadings) => {
  try {
    computeReturnExtras(terms, readings);
  } catch (error) {
    if (error instanceof ReturnReadingError) return error.code;
    throw error;
  }
  return null;
};

describe('the extras a return owes (issue 23)', () => {
  it('owes nothing for a car back on time, full, within its kilometres', () => {
    expect(computeReturnExtras(supercar, onTime)).toEqual({
      drivenKm: 450,
      includedKm: 600,
      extraKm: 0,
      extraKmCents: 0,
      refuelCents: 0,
      lateHours: 0,
      lateCents: 0,
      totalCents: 0,
    });
  });

  it('charges nothing at exactly the kilometres included, and each one beyond', () => {
    const exactly = computeReturnExtras(supercar, { ...onTime, returnOdometerKm: 12_600 });
    expect(exactly).toMatchObject({ drivenKm: 600, includedKm: 600, extraKm: 0, extraKmCents: 0 });
    const oneMore = computeReturnExtras(supercar, { ...onTime, returnOdometerKm: 12_601 });
    expect(oneMore).toMatchObject({ extraKm: 1, extraKmCents: 250, totalCents: 250 });
    const farther = computeReturnExtras(supercar, { ...onTime, returnOdometerKm: 12_987 });
    expect(farther).toMatchObject({ extraKm: 387, extraKmCents: 96_750 });
  });

  it('charges no kilometre on unlimited terms, however far the car went', () => {
    const unlimited = { ...supercar, includedKmPerDay: null };
    expect(computeReturnExtras(unlimited, { ...onTime, returnOdometerKm: 20_000 })).toMatchObject({
      drivenKm: 8_000,
      includedKm: null,
      extraKm: 0,
      extraKmCents: 0,
      totalCents: 0,
    });
  });

  it('charges the refuel fee only below the level received, not at it nor above', () => {
    const half = { ...onTime, pickupFuelPercent: 50 };
    expect(computeReturnExtras(supercar, { ...half, returnFuelPercent: 50 }).refuelCents).toBe(0);
    expect(computeReturnExtras(supercar, { ...half, returnFuelPercent: 80 }).refuelCents).toBe(0);
    expect(computeReturnExtras(supercar, { ...half, returnFuelPercent: 49 })).toMatchObject({
      refuelCents: 8_000,
      totalCents: 8_000,
    });
  });

  it('forgives 30 minutes late, then counts every started hour from the due time', () => {
    const back = (returnedAt: string) => computeReturnExtras(supercar, { ...onTime, returnedAt });
    expect(back('2027-03-14T16:30:00.000Z')).toMatchObject({ lateHours: 0, lateCents: 0 });
    expect(back('2027-03-14T16:30:01.000Z')).toMatchObject({ lateHours: 1, lateCents: 10_000 });
    expect(back('2027-03-14T17:00:00.000Z')).toMatchObject({ lateHours: 1 });
    expect(back('2027-03-14T17:00:01.000Z')).toMatchObject({ lateHours: 2, lateCents: 20_000 });
    expect(back('2027-03-15T01:15:00+01:00')).toMatchObject({ lateHours: 9 });
  });

  it('adds every extra in whole cents', () => {
    const terms = returnTermsOf('business', null); // 300 km a day at 0.60 €, 50 € refuel, 40 € an hour
    const extras = computeReturnExtras(terms, {
      ...onTime,
      days: 2,
      returnOdometerKm: 12_733,
      returnFuelPercent: 60,
      returnedAt: '2027-03-14T18:10:00.000Z',
    });
    expect(extras).toEqual({
      drivenKm: 733,
      includedKm: 600,
      extraKm: 133,
      extraKmCents: 7_980,
      refuelCents: 5_000,
      lateHours: 3,
      lateCents: 12_000,
      totalCents: 24_980,
    });
    expect(Number.isSafeInteger(extras.totalCents)).toBe(true);
  });

  it('refuses an odometer that went backwards, and readings out of range, as errors the caller answers', () => {
    expect(refusalOf(supercar, { ...onTime, returnOdometerKm: 11_999 })).toBe('odometer_went_back');
    for (const wrong of [
      { pickupOdometerKm: -1 },
      { returnOdometerKm: 12_400.5 },
      { returnFuelPercent: 101 },
      { pickupFuelPercent: -5 },
      { days: 0 },
      { returnedAt: 'yesterday' },
    ])
      expect(refusalOf(supercar, { ...onTime, ...wrong }), JSON.stringify(wrong)).toBe(
        'return_reading_invalid',
      );
  });

  it('uses the car’s own terms, or its category’s where it has none', () => {
    const own: ReturnTerms = {
      includedKmPerDay: 100,
      extraKmCents: 500,
      refuelFeeCents: 0,
      lateFeePerHourCents: 0,
    };
    expect(returnTermsOf('supercar', own)).toBe(own);
    expect(returnTermsOf('sports', null)).toBe(DEFAULT_RETURN_TERMS.sports);
    expect(returnTermsOf('suv', undefined)).toBe(DEFAULT_RETURN_TERMS.suv);
  });
});
