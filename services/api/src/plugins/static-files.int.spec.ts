import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFileOptions } from './single-page-apps.ts';

describe('the built site’s files', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'grandtour-static-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'inter-latin-400-normal-C38fXH4l.woff2'), 'wOF2 font bytes');
    writeFileSync(join(root, 'assets', 'index-DkYDfdBE.js'), 'export {};');
    writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = Fastify();
    await app.register(fastifyStatic, { ...staticFileOptions(root), prefix: '/' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a font, named by its content, immutable for a year', async () => {
    const font = await app.inject({ url: '/assets/inter-latin-400-normal-C38fXH4l.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const script = await app.inject({ url: '/assets/index-DkYDfdBE.js' });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has a file that keeps its name across builds revalidated', async () => {
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});
