/** Spec §7: any non-OK response becomes an error reading `status: body text` (or the status text). */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text();
  throw new Error(`${response.status}: ${bodyText || response.statusText}`);
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { credentials: 'include' });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
