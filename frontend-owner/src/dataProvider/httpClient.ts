import { isLanguageCode, withErasedShown } from '@grandtour/shared';
import { fetchUtils } from 'react-admin';

let language = 'fr';
/** The API words its errors in the back office's language. */
export const setApiLanguage = (locale: string) => {
  language = locale;
};

/** JSON over the session cookie; a failure carries the API's own message (`{ error, message, details }`). */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  headers.set('Accept-Language', language);
  const response = await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  // What an erased person's records hold (decision 99), said in words on every page.
  return { ...response, json: withErasedShown(response.json, isLanguageCode(language) ? language : 'fr') };
}

/** A body the API sent with a failure, when it has one. */
export const apiErrorBody = (error: unknown) =>
  (error as { body?: { error?: string; message?: string; details?: unknown } } | null)?.body ?? null;
