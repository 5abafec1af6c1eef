/**
 * The longest texts an owner writes, in characters after trimming: the same number in the API's schemas, the read
 * models' columns (varchar) and the back office's inputs (maxLength), so no layer refuses what another let through.
 */
export const OWNER_TEXT_LIMITS = {
  carModel: 80,
  carDescription: 4000,
  carFeature: 80,
  calendarNotes: 500,
} as const;
/** How many features a car may list. */
export const MAX_CAR_FEATURES = 30;
