import { writeStored } from './storage.ts';

const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * Saves a setting for this browser: in its storage for the page, and in a cookie of the same name so that the
 * server renders the next page with it (the cookie holds nothing but the setting).
 */
export function rememberPreference(name: string, value: string): void {
  writeStored(name, value);
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax${secure}`;
}
