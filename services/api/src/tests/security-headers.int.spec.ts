import { testDatabaseKinds } from '@grandtour/platform/testing';
import { describe, expect, it } from 'vitest';
import { countEvents } from '../testing/event-count.ts';
import { routesOf, type OpenApiDocument } from '../testing/hostile-requests.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

const kind = testDatabaseKinds().at(-1)!;
const ONE_YEAR_S = 365 * 24 * 3600;

describe(`headers, cookies and cross-site writes in production, on ${kind}`, () => {
  const context = useTestRuntime(
    kind,
    { background: false },
    {
      NODE_ENV: 'production',
      COOKIE_SECRET: 'a-production-secret-of-32-characters!',
      DOCUMENTS_KEY: 'ZG9jdW1lbnRzLWtleS1mb3ItdGVzdHMtb25seS0wMDA=',
      PERSONAL_DATA_KEY: 'cGVyc29uYWwtZGF0YS1rZXktZm9yLXRlc3RzLTAwMDA=',
      SEED_DEMO_FLEET: 'true',
    },
  );

  it('protects pages and API answers alike: HSTS, a CSP with no inline script, nosniff, a referrer policy, no framing', async () => {
    for (const url of ['/', '/search', '/owner-dashboard', '/api/cars', '/api/nothing-here']) {
      const { headers } = await context.runtime.app.inject({ url });
      const strictTransport = /max-age=(\d+)/.exec(String(headers['strict-transport-security']));
      expect(Number(strictTransport?.[1]), url).toBeGreaterThanOrEqual(ONE_YEAR_S);
      expect(headers['strict-transport-security'], url).toContain('includeSubDomains');
      const policy = String(headers['content-security-policy']);
      const scripts = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
      expect(scripts, url).toContain("'self'");
      expect(scripts, url).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).toContain("object-src 'none'");
      expect(policy, url).toContain('upgrade-insecure-requests');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('sets the guest, session and known-browser cookies http-only, SameSite and secure', async () => {
    const guest = await context.runtime.app.inject({
      method: 'POST',
      url: '/api/favorites',
      payload: { userId: 'guest', carId: '00000000-0000-4000-8000-000000000000' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    const session = await context.runtime.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'secure.cookie',
        password: 'Secret-123',
        firstName: 'Camille',
        lastName: 'Durand',
        email: 'secure.cookie@example.fr',
        userType: 'client',
      },
    });
    expect(session.statusCode).toBe(201);
    const cookies = [...guest.cookies, ...session.cookies];
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['gt_guest', 'gt_known', 'gt_session']);
    // The known-browser cookie (decision 51) is only ever sent to the sign-in route.
    for (const cookie of cookies)
      expect(cookie, cookie.name).toMatchObject({
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
        path: cookie.name === 'gt_known' ? '/api/login' : '/',
      });
  });

  it('refuses every write of the API from another site, whatever its cookies, before anything is read', async () => {
    const document = (await context.runtime.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
    const writes = routesOf(document).filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(20);
    const events = () => countEvents(context.database.pool);
    const before = await events();
    for (const route of writes)
      for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
        const response = await context.runtime.app.inject({
          method: route.method,
          url: route.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000'),
          payload: {},
          headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        });
        expect(response.statusCode, `${route.method} ${route.path}`).toBe(403);
        expect(response.json(), `${route.method} ${route.path}`).toMatchObject({
          error: 'cross_origin_refused',
        });
      }
    expect(await events()).toBe(before);
  });
});
