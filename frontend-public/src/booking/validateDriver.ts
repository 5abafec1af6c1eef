import {
  DRIVER_REFUSAL_FIELD,
  driverRefusal,
  LICENCE_COUNTRY_PATTERN,
  LICENCE_NUMBER_PATTERN,
  type DriverRefusalCode,
  type DriverRequirements,
} from '@grandtour/shared';
import type { DriverFormTexts } from '../i18n/driver-form/fr.ts';
import { driverInfoOf, type DriverField, type DriverFormValues } from './driverFormValues.ts';

export type DriverProblem = keyof DriverFormTexts['problems'] | DriverRefusalCode;
export type DriverProblems = Partial<Record<DriverField, DriverProblem>>;

export interface DriverCheck {
  requirements: DriverRequirements;
  /** Today in Paris. */
  today: string;
  /** The rental's dates once chosen and in order: the rule counts ages on the pickup and wants the licence to the return. */
  rental: { startDate: string; endDate: string } | null;
}

/**
 * The driver's problems as the booking form shows them: a field left empty, then the one eligibility rule the API
 * and the booking decider apply (`driverRefusal`), at once, on the field it is about.
 */
export function validateDriver(values: DriverFormValues, check: DriverCheck): DriverProblems {
  const problems: DriverProblems = {};
  if (!values.dateOfBirth) problems.dateOfBirth = 'dateOfBirthRequired';
  if (!LICENCE_COUNTRY_PATTERN.test(values.licenceCountry.trim().toUpperCase()))
    problems.licenceCountry = 'licenceCountryRequired';
  if (!LICENCE_NUMBER_PATTERN.test(values.licenceNumber.trim().toUpperCase()))
    problems.licenceNumber = 'licenceNumberInvalid';
  if (!values.licenceIssuedOn) problems.licenceIssuedOn = 'licenceIssuedOnRequired';
  if (!values.licenceExpiresOn) problems.licenceExpiresOn = 'licenceExpiresOnRequired';
  if (problems.dateOfBirth || problems.licenceIssuedOn || problems.licenceExpiresOn || !check.rental)
    return problems;
  const refusal = driverRefusal(driverInfoOf(values), check.requirements, check.rental, check.today);
  if (refusal) problems[DRIVER_REFUSAL_FIELD[refusal.code]] = refusal.code;
  return problems;
}

export const isDriverRefusal = (problem: DriverProblem): problem is DriverRefusalCode =>
  problem.startsWith('driver_');

/** A problem's words: a refusal names what the car asks, in the API's own words. */
export function driverProblemText(
  problem: DriverProblem,
  requirements: DriverRequirements,
  texts: DriverFormTexts,
): string {
  if (!isDriverRefusal(problem)) return texts.problems[problem];
  if (problem === 'driver_too_young') return texts.refusals.driver_too_young(requirements.minAge);
  if (problem === 'driver_licence_too_recent')
    return texts.refusals.driver_licence_too_recent(requirements.minLicenceYears);
  return texts.refusals[problem]();
}
