import { DEFAULT_DRIVER_REQUIREMENTS } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { backToDefaultAges, hasOwnAges, withBookingMode } from './driverRequirementsDraft.ts';

const supercar = DEFAULT_DRIVER_REQUIREMENTS.supercar;

describe('a car’s booking mode in the back office', () => {
  it('makes request to book the car’s own choice, with the category’s ages until the owner types others', () => {
    expect(withBookingMode(null, supercar, 'request')).toEqual({
      minAge: 25,
      minLicenceYears: 3,
      bookingMode: 'request',
    });
    expect(
      withBookingMode({ minAge: 30, minLicenceYears: 3, bookingMode: 'instant' }, supercar, 'request'),
    ).toEqual({ minAge: 30, minLicenceYears: 3, bookingMode: 'request' });
  });

  it('goes back to following the category when instant again with its ages, and keeps the owner’s own ages', () => {
    expect(withBookingMode({ ...supercar, bookingMode: 'request' }, supercar, 'instant')).toBeNull();
    expect(
      withBookingMode({ minAge: 30, minLicenceYears: 3, bookingMode: 'request' }, supercar, 'instant'),
    ).toEqual({ minAge: 30, minLicenceYears: 3, bookingMode: 'instant' });
  });

  it('tells the owner’s own ages from the category’s, whatever the mode', () => {
    expect(hasOwnAges(null, supercar)).toBe(false);
    expect(hasOwnAges({ ...supercar, bookingMode: 'request' }, supercar)).toBe(false);
    expect(hasOwnAges({ minAge: 30, minLicenceYears: 3, bookingMode: 'instant' }, supercar)).toBe(true);
    expect(hasOwnAges({ minAge: undefined, minLicenceYears: 3, bookingMode: 'instant' }, supercar)).toBe(
      true,
    );
  });

  it('back to the defaults keeps request to book, and otherwise keeps nothing', () => {
    expect(backToDefaultAges({ minAge: 30, minLicenceYears: 5, bookingMode: 'request' }, supercar)).toEqual({
      ...supercar,
      bookingMode: 'request',
    });
    expect(
      backToDefaultAges({ minAge: 30, minLicenceYears: 5, bookingMode: 'instant' }, supercar),
    ).toBeNull();
  });
});
