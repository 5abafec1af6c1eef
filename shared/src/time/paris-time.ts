export const MARKETPLACE_TIME_ZONE = 'Europe/Paris';

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKETPLACE_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** Minutes Paris is ahead of UTC at an instant (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: Date): number {
  const name =
    offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant a calendar date starts in Paris: rentals begin at midnight local time. */
export function startOfDayInParis(date: string): Date {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  const guess = new Date(utcMidnight.getTime() - parisOffsetMinutes(utcMidnight) * 60_000);
  return new Date(utcMidnight.getTime() - parisOffsetMinutes(guess) * 60_000);
}

// Built once: constructing a DateTimeFormat costs far more than formatting with it (a rebuild dates every event).
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE });

/** Today's date in Paris as YYYY-MM-DD. */
export function todayInParis(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** The instant a Paris wall-clock time happens on a calendar date (e.g. the 10:00 pickup), summer or winter. */
export function instantInParis(date: string, hour: number, minute = 0): Date {
  const wall = new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
  const guess = new Date(wall.getTime() - parisOffsetMinutes(wall) * 60_000);
  return new Date(wall.getTime() - parisOffsetMinutes(guess) * 60_000);
}
