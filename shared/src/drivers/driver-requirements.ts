import type { CarCategory } from '../catalogue/constants.ts';

/** Instant book confirms on payment; request to book waits for the owner's yes within 24 hours (issue 22). */
export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/** The youngest driver any car may accept, and the oldest minimum an owner may set. */
export const MIN_DRIVER_AGE = 18;
export const MAX_REQUIRED_DRIVER_AGE = 35;
export const MAX_REQUIRED_LICENCE_YEARS = 15;

/** What a car asks of its main driver, and how it is booked (its schema: driver-requirements.schema.ts). */
export interface DriverRequirements {
  minAge: number;
  minLicenceYears: number;
  bookingMode: BookingMode;
}

/**
 * The platform's defaults per category, what a car asks when its owner has set nothing: the more powerful the class,
 * the older and more experienced the driver (as Turo's minimum ages per vehicle class).
 */
export const DEFAULT_DRIVER_REQUIREMENTS: Readonly<Record<CarCategory, DriverRequirements>> = {
  supercar: { minAge: 25, minLicenceYears: 3, bookingMode: 'instant' },
  sports: { minAge: 23, minLicenceYears: 2, bookingMode: 'instant' },
  luxury: { minAge: 23, minLicenceYears: 2, bookingMode: 'instant' },
  cabriolet: { minAge: 21, minLicenceYears: 2, bookingMode: 'instant' },
  suv: { minAge: 21, minLicenceYears: 2, bookingMode: 'instant' },
  business: { minAge: 21, minLicenceYears: 2, bookingMode: 'instant' },
  wedding: { minAge: 21, minLicenceYears: 2, bookingMode: 'instant' },
};

/** The car's own requirements, or its category's defaults where the owner set none. */
export const driverRequirementsOf = (
  category: CarCategory,
  own: DriverRequirements | null | undefined,
): DriverRequirements => own ?? DEFAULT_DRIVER_REQUIREMENTS[category];
