import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type TestBrowser = (
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH',
  url: string,
  /** An object is sent as JSON; a string as it is (say what it is in content-type). */
  payload?: object | string,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/**
 * A browser for `app.inject`: it keeps the cookies the server gives it (guest identity, session), forgets those
 * the server clears, and sends them back, as a real one would.
 */
export function testBrowser(app: FastifyInstance, options: { remoteAddress?: string } = {}): TestBrowser {
  const jar = new Map<string, string>();
  const browser: TestBrowser = async (method, url, payload, headers = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      method,
      url,
      payload,
      remoteAddress: options.remoteAddress,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
    for (const set of response.cookies) {
      const expired = set.expires !== undefined && set.expires.getTime() <= Date.now();
      if (set.value === '' || expired || set.maxAge === 0) jar.delete(set.name);
      else jar.set(set.name, set.value);
    }
    return response;
  };
  jars.set(browser, jar);
  return browser;
}

const jars = new WeakMap<TestBrowser, Map<string, string>>();

/** The browser's cookies as a `cookie` header, for a request made outside `app.inject` (a live stream over HTTP). */
export function cookieHeaderOf(browser: TestBrowser): string {
  return [...(jars.get(browser) ?? [])].map(([name, value]) => `${name}=${value}`).join('; ');
}
