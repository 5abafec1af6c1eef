import { testDatabaseKinds } from '@grandtour/platform/testing';
import { type Car, CAR_CATEGORIES } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/test-runtime.ts';

for (const kind of testDatabaseKinds()) {
  describe(`robots.txt and sitemap.xml on ${kind}`, () => {
    const context = useTestRuntime(
      kind,
      { background: false },
      { PUBLIC_URL: 'https://www.grandtour.example/' },
    );

    it('robots.txt keeps crawlers out of private pages and points at the sitemap', async () => {
      const response = await context.runtime.app.inject({ url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      for (const line of [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /owner-dashboard',
        'Disallow: /payment',
        'Disallow: /subscriptions/checkout',
        // A guest's download link carries its token in the address.
        'Disallow: /privacy/',
      ])
        expect(response.body).toContain(line);
      expect(response.body).toContain('Sitemap: https://www.grandtour.example/sitemap.xml');
    });

    it('sitemap.xml lists the public pages, each category and every listed car, with absolute addresses', async () => {
      const cars = (await context.runtime.app.inject({ url: '/api/cars' })).json() as Car[];
      const response = await context.runtime.app.inject({ url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locations).toContain('https://www.grandtour.example/');
      expect(locations).toContain('https://www.grandtour.example/contact');
      expect(locations).toContain('https://www.grandtour.example/legal/terms');
      expect(locations).toContain('https://www.grandtour.example/privacy');
      for (const category of CAR_CATEGORIES)
        expect(locations).toContain(`https://www.grandtour.example/search?category=${category}`);
      for (const car of cars) expect(locations).toContain(`https://www.grandtour.example/car/${car.id}`);
      expect(locations.filter((location) => location?.includes('/car/'))).toHaveLength(cars.length);
      expect(locations.some((location) => /reservations|favorites|payment/.test(location ?? ''))).toBe(false);
    });
  });
}
