import type { Dictionary } from '../i18n/dictionary.ts';

const DAY_MS = 86_400_000;

function startOfLocalDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Spec §9 'Relative dates': today, yesterday, N days ago under 7 days, else a localized long date. */
export function formatReviewDate(isoDate: string, now: Date, t: Dictionary): string {
  const date = new Date(isoDate);
  // Rounding absorbs the hour gained or lost on daylight-saving days.
  const daysAgo = Math.round((startOfLocalDay(now) - startOfLocalDay(date)) / DAY_MS);
  if (daysAgo === 0) return t.reviews.today;
  if (daysAgo === 1) return t.reviews.yesterday;
  if (daysAgo > 1 && daysAgo < 7) return t.reviews.daysAgo(daysAgo);
  return new Intl.DateTimeFormat(t.locale, { dateStyle: 'long' }).format(date);
}
