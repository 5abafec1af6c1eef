const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toInstant(value: string): number {
  // A calendar date counts from midnight UTC so that daylight-saving changes never add or remove a day.
  const ms = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(ms)) throw new RangeError(`Not a date: ${value}`);
  return ms;
}

/**
 * Rental days between two dates, rounding a started day up (spec §9). A same-day rental is one day.
 * Throws when the end is before the start.
 */
export function countRentalDays(start: string, end: string): number {
  const from = toInstant(start);
  const to = toInstant(end);
  if (to < from) throw new RangeError('The end date is before the start date');
  return Math.max(1, Math.ceil((to - from) / DAY_MS));
}
