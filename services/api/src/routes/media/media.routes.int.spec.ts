import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../plugins/error-handler.ts';
import { mediaRoutes } from './media.routes.ts';
import { createPhotoStore } from '../../media/photo-store.ts';

describe('media routes', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(errorHandler);
    await app.register(mediaRoutes, {
      photos: createPhotoStore(mkdtempSync(join(tmpdir(), 'grandtour-media-'))),
    });
  });
  afterAll(() => app.close());

  it('serves car artwork as cacheable SVG and honours If-None-Match', async () => {
    const response = await app.inject({ url: '/media/cars/ferrari-roma/a7b4c2/side.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('#a7b4c2');
    const again = await app.inject({
      url: '/media/cars/ferrari-roma/a7b4c2/side.svg',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the fallback image and the six collection tiles', async () => {
    expect((await app.inject({ url: '/media/fallback-car.svg' })).statusCode).toBe(200);
    for (const name of ['supercar', 'luxury', 'cabriolet', 'business', 'wedding', 'events']) {
      expect((await app.inject({ url: `/media/collections/${name}.svg` })).statusCode).toBe(200);
    }
  });

  it('answers a JSON 404 for anything it does not draw', async () => {
    for (const url of [
      '/media/cars/ferrari-roma/zzzzzz/side.svg',
      '/media/cars/ferrari-roma/a7b4c2/top.svg',
      '/media/cars/Ferrari%20Roma/a7b4c2/side.svg',
      '/media/cars/ferrari-roma/a7b4c2/side.png',
      '/media/collections/trucks.svg',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });
});
