import type { Dictionary } from '../i18n/dictionary.ts';

const DAY_MS = 86_400_000;

// Making a date format costs far more than using one: one per language and time zone.
const formats = new Map<string, Intl.DateTimeFormat>();
function longDate(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone })));
  return format;
}

function startOfLocalDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * Spec §9 'Relative dates': today, yesterday, N days ago under 7 days, else a localized long date. Without `now`
 * (on the server, and until the browser has taken the page over) the long date in UTC: the same on both sides,
 * which the browser's clock and time zone cannot be.
 */
export function formatReviewDate(isoDate: string, now: Date | undefined, t: Dictionary): string {
  const date = new Date(isoDate);
  if (!now) return longDate(t.locale, 'UTC').format(date);
  // Rounding absorbs the hour gained or lost on daylight-saving days.
  const daysAgo = Math.round((startOfLocalDay(now) - startOfLocalDay(date)) / DAY_MS);
  if (daysAgo === 0) return t.reviews.today;
  if (daysAgo === 1) return t.reviews.yesterday;
  if (daysAgo > 1 && daysAgo < 7) return t.reviews.daysAgo(daysAgo);
  return longDate(t.locale, undefined).format(date);
}
