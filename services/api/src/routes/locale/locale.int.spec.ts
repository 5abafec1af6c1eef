import { LocaleLookupSchema } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/test-runtime.ts';

// The endpoint reads no data, so PGlite alone is enough.
function serverWith(env: Record<string, string>) {
  const context = useTestRuntime('pglite', { background: false }, { SEED_DEMO_FLEET: 'false', ...env });
  return (headers: Record<string, string> = {}) =>
    context.runtime.app.inject({ method: 'GET', url: '/api/locale', headers });
}

describe('GET /api/locale without a country header configured', () => {
  const lookup = serverWith({});

  it('answers null, even when the visitor sends a country header of its own', async () => {
    const sent: Record<string, string>[] = [{}, { 'cf-ipcountry': 'GB' }, { 'x-country': 'US' }];
    for (const headers of sent) {
      const response = await lookup(headers);
      expect(response.statusCode).toBe(200);
      expect(LocaleLookupSchema.parse(response.json())).toEqual({ country: null });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('GET /api/locale behind a proxy that sets CF-IPCountry', () => {
  const lookup = serverWith({ COUNTRY_HEADER: 'CF-IPCountry' });

  it("answers the proxy's country, upper case, and says the answer varies with that header", async () => {
    const response = await lookup({ 'cf-ipcountry': 'gb' });
    expect(response.statusCode).toBe(200);
    expect(LocaleLookupSchema.parse(response.json())).toEqual({ country: 'GB' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('cf-ipcountry');
    expect((await lookup({ 'cf-ipcountry': 'AE' })).json()).toEqual({ country: 'AE' });
  });

  it('answers null when the header is missing, unknown (XX), Tor (T1) or not a country code', async () => {
    for (const value of [undefined, 'XX', 'T1', 'GBR', '', '1A', 'FR;GB']) {
      const response = await lookup(value === undefined ? {} : { 'cf-ipcountry': value });
      expect(response.statusCode, String(value)).toBe(200);
      expect(response.json(), String(value)).toEqual({ country: null });
    }
  });

  it('ignores other headers', async () => {
    expect((await lookup({ 'x-country': 'US' })).json()).toEqual({ country: null });
  });
});
