export interface HttpResponse {
  status: number;
  body: string;
  json(): unknown;
}

/** A browser over real HTTP to any of several nodes: one cookie jar (guest identity), whichever node it talks to. */
export function httpBrowser() {
  const jar = new Map<string, string>();
  return async (
    base: string,
    method: string,
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...headers,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(jar.size > 0 ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair!.indexOf('=');
      jar.set(pair!.slice(0, separator), pair!.slice(separator + 1));
    }
    const text = await response.text();
    return {
      status: response.status,
      body: text,
      json: () => JSON.parse(text) as unknown,
    } satisfies HttpResponse;
  };
}
