const DAY_MS = 86_400_000;

/** The calendar date `days` after `date` (YYYY-MM-DD, negative days go back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The dates a rental occupies, as a half-open [start, end) range: a car returned on the 4th can leave again on the
 * 4th. A same-day rental still occupies its day.
 */
export function occupiedRange(startDate: string, endDate: string): { start: string; end: string } {
  return { start: startDate, end: endDate > startDate ? endDate : addDays(startDate, 1) };
}

export function rangesOverlap(a: { start: string; end: string }, b: { start: string; end: string }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Every date of a half-open range, in order. */
export function datesOf(range: { start: string; end: string }): string[] {
  const dates: string[] = [];
  for (let date = range.start; date < range.end; date = addDays(date, 1)) dates.push(date);
  return dates;
}
