import type { DriverInfo, DriverRequirements } from '@grandtour/shared';

/**
 * The main driver every test booking names unless it tests the driver itself (issue 22): 36 years old with a licence
 * of 16 years, valid to 2035, so that any car's requirements and any test's dates are met.
 */
export const TEST_DRIVER: DriverInfo = {
  dateOfBirth: '1990-05-04',
  licenceCountry: 'FR',
  licenceNumber: '12AB34567',
  licenceIssuedOn: '2010-06-01',
  licenceExpiresOn: '2035-06-01',
};

/** What a supercar asks by default (25 years old, 3 years of licence), frozen in test bookings' terms. */
export const TEST_DRIVER_REQUIREMENTS: DriverRequirements = {
  minAge: 25,
  minLicenceYears: 3,
  bookingMode: 'instant',
};
