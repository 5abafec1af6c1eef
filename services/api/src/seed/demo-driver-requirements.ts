import type { DriverRequirements } from '@grandtour/shared';

/**
 * The demo owners who ask more than their category's defaults (issue 22), by model: the rarest hypercars; and the
 * Ghost, which its owner rents on request only (decision 85).
 */
export const DEMO_DRIVER_REQUIREMENTS: Readonly<Record<string, DriverRequirements>> = {
  'Chiron Sport': { minAge: 30, minLicenceYears: 5, bookingMode: 'instant' },
  Jesko: { minAge: 30, minLicenceYears: 5, bookingMode: 'instant' },
  'Huayra Roadster': { minAge: 28, minLicenceYears: 5, bookingMode: 'instant' },
  'Aventador SVJ': { minAge: 27, minLicenceYears: 4, bookingMode: 'instant' },
  Ghost: { minAge: 25, minLicenceYears: 3, bookingMode: 'request' },
};
