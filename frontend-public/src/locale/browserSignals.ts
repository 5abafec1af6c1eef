import type { LocaleSignals } from '@grandtour/shared';

/** What the browser itself says about the visitor: its time zone and preferred languages. */
export function readBrowserSignals(): Omit<LocaleSignals, 'country'> {
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return { timeZone, browserLanguages: browserLanguages.filter(Boolean) };
}
