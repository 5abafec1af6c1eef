import { LATE_RETURN_GRACE_MINUTES, type ReturnTerms } from './return-terms.ts';
import { HANDOVER_LIMITS } from '../handover/handover.ts';

/** The readings of a rental's two handovers and its times, what the extras are computed from (server-side). */
export interface ReturnReadings {
  /** Rental days, as priced. */
  days: number;
  pickupOdometerKm: number;
  returnOdometerKm: number;
  /** Fuel or charge, whole percent. */
  pickupFuelPercent: number;
  returnFuelPercent: number;
  /** ISO instants. */
  dueBackAt: string;
  returnedAt: string;
}

export interface ReturnExtras {
  drivenKm: number;
  /** null: unlimited kilometres. */
  includedKm: number | null;
  extraKm: number;
  extraKmCents: number;
  refuelCents: number;
  lateHours: number;
  lateCents: number;
  totalCents: number;
}

export const RETURN_READING_REFUSALS = ['odometer_went_back', 'return_reading_invalid'] as const;
export type ReturnReadingRefusal = (typeof RETURN_READING_REFUSALS)[number];

/** Readings no extras can be computed from: the caller answers them with a 4xx, naming `code`. */
export class ReturnReadingError extends Error {
  constructor(
    readonly code: ReturnReadingRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'ReturnReadingError';
  }
}

const HOUR_MS = 3_600_000;

const wholeBetween = (value: number, min: number, max: number) =>
  Number.isSafeInteger(value) && value >= min && value <= max;

function assertReadings(readings: ReturnReadings) {
  const { days, pickupOdometerKm, returnOdometerKm, pickupFuelPercent, returnFuelPercent } = readings;
  const odometers = [pickupOdometerKm, returnOdometerKm].every((km) =>
    wholeBetween(km, 0, HANDOVER_LIMITS.odometerKmMax),
  );
  const fuel = [pickupFuelPercent, returnFuelPercent].every((percent) => wholeBetween(percent, 0, 100));
  const times = [readings.dueBackAt, readings.returnedAt].every((at) => !Number.isNaN(Date.parse(at)));
  if (!wholeBetween(days, 1, 366) || !odometers || !fuel || !times)
    throw new ReturnReadingError('return_reading_invalid', 'A reading is not a whole number in its range');
  if (returnOdometerKm < pickupOdometerKm)
    throw new ReturnReadingError(
      'odometer_went_back',
      `The odometer reads ${returnOdometerKm} km at return, less than ${pickupOdometerKm} km at pickup`,
    );
}

/** Started hours past the due time; none within the grace, and every hour counts from the due time itself. */
function lateHoursOf(dueBackAt: string, returnedAt: string): number {
  const lateMs = Date.parse(returnedAt) - Date.parse(dueBackAt);
  if (lateMs <= LATE_RETURN_GRACE_MINUTES * 60_000) return 0;
  return Math.ceil(lateMs / HOUR_MS);
}

/**
 * The extras a return owes under the booking's frozen terms, in integer cents: kilometres beyond those included,
 * the refuel fee when the car comes back with less than it left with, and each started hour late past the grace
 * (31 minutes late is one hour, 61 minutes two).
 */
export function computeReturnExtras(terms: ReturnTerms, readings: ReturnReadings): ReturnExtras {
  assertReadings(readings);
  const drivenKm = readings.returnOdometerKm - readings.pickupOdometerKm;
  const includedKm = terms.includedKmPerDay === null ? null : terms.includedKmPerDay * readings.days;
  const extraKm = includedKm === null ? 0 : Math.max(0, drivenKm - includedKm);
  const extraKmCents = extraKm * terms.extraKmCents;
  const refuelCents = readings.returnFuelPercent < readings.pickupFuelPercent ? terms.refuelFeeCents : 0;
  const lateHours = lateHoursOf(readings.dueBackAt, readings.returnedAt);
  const lateCents = lateHours * terms.lateFeePerHourCents;
  return {
    drivenKm,
    includedKm,
    extraKm,
    extraKmCents,
    refuelCents,
    lateHours,
    lateCents,
    totalCents: extraKmCents + refuelCents + lateCents,
  };
}
