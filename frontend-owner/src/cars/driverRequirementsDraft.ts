import type { BookingMode, DriverRequirements } from '@grandtour/shared';

/** While the owner types, a field may be empty (undefined) until the form is sent. */
export type DriverRequirementsDraft = { minAge?: number; minLicenceYears?: number; bookingMode: BookingMode };

/** Whether the owner's own ages differ from the category's (the car then shows "your own conditions"). */
export const hasOwnAges = (
  own: DriverRequirementsDraft | null,
  defaults: DriverRequirements | undefined,
): own is DriverRequirementsDraft =>
  own !== null &&
  (!defaults || own.minAge !== defaults.minAge || own.minLicenceYears !== defaults.minLicenceYears);

/**
 * The requirements once the owner picks a booking mode. The car keeps nothing of its own (null, so it follows its
 * category) only when booked instantly with the category's ages: request to book is the car's own choice, so it keeps
 * the ages shown, the category's until the owner types others.
 */
export function withBookingMode(
  own: DriverRequirementsDraft | null,
  defaults: DriverRequirements | undefined,
  bookingMode: BookingMode,
): DriverRequirementsDraft | null {
  if (bookingMode === 'instant' && !hasOwnAges(own, defaults)) return null;
  const base = own ?? defaults;
  return { minAge: base?.minAge, minLicenceYears: base?.minLicenceYears, bookingMode };
}

/** "Back to the defaults": the category's ages, keeping request to book when the owner chose it. */
export const backToDefaultAges = (
  own: DriverRequirementsDraft | null,
  defaults: DriverRequirements | undefined,
): DriverRequirementsDraft | null =>
  own?.bookingMode === 'request' && defaults ? { ...defaults, bookingMode: 'request' } : null;
