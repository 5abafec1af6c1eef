import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { GUEST_COOKIE } from '../plugins/guest-identity.ts';

export type TestBrowser = (
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** A browser for `app.inject`: it keeps the guest cookie the server gives it, as a real one would. */
export function testBrowser(app: FastifyInstance): TestBrowser {
  let cookie: string | undefined;
  return async (method, url, payload, headers = {}) => {
    const response = await app.inject({
      method,
      url,
      payload,
      headers: { ...headers, ...(cookie ? { cookie: `${GUEST_COOKIE}=${cookie}` } : {}) },
    });
    const set = response.cookies.find((candidate) => candidate.name === GUEST_COOKIE);
    if (set) cookie = set.value;
    return response;
  };
}
