import { HttpError } from './HttpError.ts';

/** Spec §7: any non-OK response becomes an error reading `status: body text` (or the status text). */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text();
  throw new HttpError(response.status, bodyText, response.statusText);
}

/** A GET of the API: the browser's fetch with its cookies, or on the server an anonymous read of the API. */
export type ApiFetch = (url: string) => Promise<Response>;

export const browserFetch: ApiFetch = (url) => fetch(url, { credentials: 'include' });

export async function getJson<T>(url: string, apiFetch: ApiFetch = browserFetch): Promise<T> {
  const response = await apiFetch(url);
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** Spec §7: writes send a JSON body (and its content type) only when there is one; cookies always go along. */
export async function sendJson(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(body === undefined
      ? { headers }
      : { headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  await throwIfNotOk(response);
  return response;
}

/** Spec §7: some lists answer 404 when there is nothing yet; that is an empty list, not an error. */
export async function getListOrEmptyOn404<T>(url: string): Promise<T[]> {
  const response = await fetch(url, { credentials: 'include' });
  if (response.status === 404) return [];
  await throwIfNotOk(response);
  return (await response.json()) as T[];
}
