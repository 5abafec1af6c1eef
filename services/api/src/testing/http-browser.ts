export interface HttpResponse {
  status: number;
  body: string;
  json(): unknown;
}

/** A browser over real HTTP to any of several nodes: one cookie jar (guest identity), whichever node it talks to. */
export function httpBrowser() {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const visit = async (
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
        ...(jar.size > 0 ? { cookie: cookie() } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
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
  /** The jar as a Cookie header, for a client that is not this one (an event stream). */
  return Object.assign(visit, { cookie });
}
