import type { DriverInfo, DriverRefusalCode, DriverRequirements } from '@grandtour/shared';
import { driverRefusal, driverRefusalDetails, todayInParis } from '@grandtour/shared';
import { DomainError } from '../domain-error.ts';
import type { RentalPeriod } from './booking-rules.ts';

const DRIVER_MESSAGES: Record<DriverRefusalCode, string> = {
  driver_birth_date_invalid: 'The driver’s date of birth is not possible.',
  driver_licence_dates_invalid: 'The licence’s issue and expiry dates are not possible.',
  driver_too_young: 'The driver is younger than this car’s minimum age on the pickup date.',
  driver_licence_too_recent: 'The driver has held a licence for fewer years than this car asks.',
  driver_licence_expires_before_return: 'The driving licence expires before the return date.',
};

/** The driver and the car's requirements as frozen in a booking's terms; absent from bookings made before issue 22. */
export interface FrozenDriver {
  driver?: DriverInfo | null;
  driverRequirements?: DriverRequirements | null;
}

/**
 * The one eligibility rule (`driverRefusal`) as the decider refuses a booking or a change whose driver breaks it:
 * ages and licence years on the pickup date, the licence valid to the return. Old bookings without a driver pass.
 */
export function checkDriverEligible(frozen: FrozenDriver, rental: RentalPeriod, now: Date): void {
  if (!frozen.driver || !frozen.driverRequirements) return;
  const refusal = driverRefusal(frozen.driver, frozen.driverRequirements, rental, todayInParis(now));
  if (refusal)
    throw new DomainError(refusal.code, 'rule', DRIVER_MESSAGES[refusal.code], driverRefusalDetails(refusal));
}
