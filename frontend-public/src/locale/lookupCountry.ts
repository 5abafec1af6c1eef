import { throwIfNotOk } from '../api/http.ts';

/** Asks our own server for the country its trusted proxy saw (never a third-party service). */
export async function lookupCountry(signal: AbortSignal): Promise<string | null> {
  const response = await fetch('/api/locale', { credentials: 'include', signal });
  await throwIfNotOk(response);
  const { country } = (await response.json()) as { country?: unknown };
  return typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null;
}
