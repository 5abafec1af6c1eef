import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isPublicPage } from '@grandtour/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handler.ts';
import { likelyLanguage, pagePreloads } from './page-preloads.ts';

export const PUBLIC_SITE_DIR = fileURLToPath(new URL('../../../../frontend-public/dist', import.meta.url));
export const OWNER_APP_DIR = fileURLToPath(new URL('../../../../frontend-owner/dist', import.meta.url));
export const OWNER_BASE = '/owner-dashboard';

// Vite puts content-hashed files under assets/: they never change, everything else must be revalidated.
function setCacheHeaders(reply: { setHeader(name: string, value: string): unknown }, path: string) {
  const immutable = /[/\\]assets[/\\]/.test(path);
  reply.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function sendIndex(reply: FastifyReply, root: string, status = 200) {
  return reply.status(status).header('cache-control', 'no-cache').sendFile('index.html', root);
}

/** The address of a car's main picture, the car page's largest paint, to fetch it with the page. */
export type CarImageLookup = (carId: string) => Promise<string | undefined>;

const CAR_PAGE = /^\/car\/([0-9a-f-]{36})$/i;

/** The built index.html and its preloads, read again after each build (a build renames every chunk). */
function builtSite() {
  const indexPath = join(PUBLIC_SITE_DIR, 'index.html');
  let built: { at: number; html: string; preloads: ReturnType<typeof pagePreloads> } | undefined;
  return () => {
    if (!existsSync(indexPath)) return undefined;
    const at = statSync(indexPath).mtimeMs;
    if (built?.at !== at) {
      built = { at, html: readFileSync(indexPath, 'utf8'), preloads: pagePreloads(PUBLIC_SITE_DIR) };
    }
    return built;
  };
}

/** The public site's index.html with the preloads of the page asked for. */
function publicIndex(carImage: CarImageLookup | undefined) {
  const site = builtSite();
  return async (reply: FastifyReply, path: string, acceptLanguage: string | undefined, status: number) => {
    const built = site();
    if (!built) return sendIndex(reply, PUBLIC_SITE_DIR, status);
    const { html, preloads } = built;
    const carId = CAR_PAGE.exec(path)?.[1];
    const image = carId && carImage ? await carImage(carId).catch(() => undefined) : undefined;
    const imagePreload = image
      ? `<link rel="preload" as="image" href="${encodeURI(image)}" fetchpriority="high">`
      : '';
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language')
      .type('text/html; charset=utf-8')
      .send(
        html.replace('</head>', `${imagePreload}${preloads(path, likelyLanguage(acceptLanguage))}</head>`),
      );
  };
}

/**
 * Serves the public site at / and the owner back office at /owner-dashboard. Any other GET that is not an API
 * or media path gets the public site's index.html with a 404 status, so the client router shows its not-found page.
 */
export const singlePageApps = fp(
  async (app: FastifyInstance, { carImage }: { carImage?: CarImageLookup }) => {
    for (const dir of [PUBLIC_SITE_DIR, OWNER_APP_DIR]) {
      if (!existsSync(join(dir, 'index.html'))) app.log.warn(`${dir} is not built: run npm run build`);
    }
    await app.register(fastifyStatic, {
      root: PUBLIC_SITE_DIR,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders: setCacheHeaders,
    });
    await app.register(fastifyStatic, {
      root: OWNER_APP_DIR,
      prefix: `${OWNER_BASE}/`,
      index: false,
      wildcard: false,
      decorateReply: false,
      setHeaders: setCacheHeaders,
    });

    const sendPublicIndex = publicIndex(carImage);
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media)(\/|$)/.test(path);
      if (!isPage) return sendError(reply, request, 404, 'not_found');
      if (path === OWNER_BASE || path.startsWith(`${OWNER_BASE}/`)) return sendIndex(reply, OWNER_APP_DIR);
      return sendPublicIndex(reply, path, request.headers['accept-language'], isPublicPage(path) ? 200 : 404);
    });
  },
  { name: 'single-page-apps' },
);
