import { addDays } from '@grandtour/shared';

/** "2027-03" of a calendar date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month `count` months after `month` ("2027-03", negative goes back). */
export function addMonths(month: string, count: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + count;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/**
 * The month's days in weeks from Monday to Sunday (the French calendar), null where a week reaches into the month
 * before or after.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const mondayOffset = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: mondayOffset }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
