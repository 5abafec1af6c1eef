import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  CAR_GALLERY_IMAGE_SIZES,
  isPublicPage,
  PAGE_SCRIPTS_ELEMENT_ID,
  photoSrcSet,
  type RenderedPage,
} from '@grandtour/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendCompressedHtml } from './compressed-html.ts';
import { sendError } from './error-handler.ts';
import { fontPreloads } from './font-preloads.ts';
import { pagePreloads } from './page-preloads.ts';
import { anonymousApiReader, composePage, serverBundle, warmUp } from './server-rendering.ts';
import { visitorLocale } from './visitor-locale.ts';

export const PUBLIC_SITE_DIR = fileURLToPath(new URL('../../../../frontend-public/dist', import.meta.url));
export const OWNER_APP_DIR = fileURLToPath(new URL('../../../../frontend-owner/dist', import.meta.url));
export const OWNER_BASE = '/owner-dashboard';

// Vite puts content-hashed files under assets/: they never change, everything else must be revalidated.
function setCacheHeaders(reply: { setHeader(name: string, value: string): unknown }, path: string) {
  const immutable = /[/\\]assets[/\\]/.test(path);
  reply.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** How a built site's files are served: content-hashed files cached for a year, the others revalidated. */
export const staticFileOptions = (root: string) => ({
  root,
  index: false as const,
  wildcard: false,
  // Our own cache-control header (setCacheHeaders), not send's `public, max-age=0`.
  cacheControl: false,
  setHeaders: setCacheHeaders,
});

function sendIndex(reply: FastifyReply, root: string, status = 200) {
  return reply.status(status).header('cache-control', 'no-cache').sendFile('index.html', root);
}

/** The address of a car's main picture, the car page's largest paint, to fetch it with the page. */
export type CarImageLookup = (carId: string) => Promise<string | undefined>;

export interface SinglePageAppsOptions {
  carImage?: CarImageLookup;
  /** The trusted proxy's country header (lower case), if one is configured. */
  countryHeader?: string;
  /** The site's public address, for the absolute links of rendered pages. */
  publicUrl: string;
}

const CAR_PAGE = /^\/car\/([0-9a-f-]{36})$/i;

/**
 * index.html with its stylesheets (the fonts' declarations, a kilobyte) written into it: the page is painted
 * without waiting for another request.
 */
function withInlineStyles(html: string, dir: string) {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const path = join(dir, file);
      return existsSync(path) ? `<style>${readFileSync(path, 'utf8')}</style>` : link;
    },
  );
}

/** The built index.html and its preloads, read again after each build (a build renames every chunk). */
function builtSite() {
  const indexPath = join(PUBLIC_SITE_DIR, 'index.html');
  let built: { at: number; html: string; preloads: ReturnType<typeof pagePreloads> } | undefined;
  return () => {
    if (!existsSync(indexPath)) return undefined;
    const at = statSync(indexPath).mtimeMs;
    if (built?.at !== at) {
      const styled = withInlineStyles(readFileSync(indexPath, 'utf8'), PUBLIC_SITE_DIR);
      const html = styled.replace('</head>', () => `${fontPreloads(styled)}</head>`);
      built = { at, html, preloads: pagePreloads(PUBLIC_SITE_DIR) };
    }
    return built;
  };
}

/** A value worked out once per key (a handful of keys), failures forgotten so that they are tried again. */
function onePerKey<T>() {
  const values = new Map<string, Promise<T>>();
  return {
    get(key: string, make: () => Promise<T> | undefined): Promise<T> | undefined {
      const known = values.get(key);
      if (known) return known;
      const made = make();
      if (!made) return undefined;
      values.set(key, made);
      made.catch(() => values.delete(key));
      return made;
    },
  };
}

/** The public site's pages: rendered by the server when its bundle is built, else index.html and preloads. */
function publicPages(
  app: FastifyInstance,
  renderer: ReturnType<typeof serverBundle>,
  { carImage, countryHeader, publicUrl }: SinglePageAppsOptions,
) {
  const site = builtSite();
  const notFoundPages = onePerKey<RenderedPage | null | undefined>();
  return async (request: FastifyRequest, reply: FastifyReply, path: string, status: number) => {
    const built = site();
    if (!built) return sendIndex(reply, PUBLIC_SITE_DIR, status);
    const { html, preloads } = built;
    const locale = visitorLocale({
      cookies: request.cookies,
      acceptLanguage: request.headers['accept-language'],
      country: countryHeader ? request.headers[countryHeader] : undefined,
    });
    const carId = CAR_PAGE.exec(path)?.[1];
    const image = carId && carImage ? await carImage(carId).catch(() => undefined) : undefined;
    const imageSrcSet = photoSrcSet(image);
    // The same srcset and sizes as the gallery's picture, so the browser preloads the width it will show.
    const imagePreload = image
      ? `<link rel="preload" as="image" href="${encodeURI(image)}" fetchpriority="high"` +
        (imageSrcSet ? ` imagesrcset="${imageSrcSet}" imagesizes="${CAR_GALLERY_IMAGE_SIZES}"` : '') +
        '>'
      : '';
    const pageScripts = `<template id="${PAGE_SCRIPTS_ELEMENT_ID}">${preloads(path, locale.language)}</template>`;
    const pagePreload = `${imagePreload}${pageScripts}`;
    void reply
      .header('cache-control', 'private, no-cache')
      .header('vary', ['Accept-Language', 'Cookie', ...(countryHeader ? [countryHeader] : [])].join(', '));

    const renderPage = await renderer()?.catch((error: unknown) => {
      request.log.error({ err: error }, 'The public site server bundle could not be loaded');
      return undefined;
    });
    const render = () =>
      renderPage?.({
        url: request.url,
        locale,
        origin: publicUrl,
        fetchApi: anonymousApiReader(app, request),
      });
    // The not-found page reads nothing and is the same at every unknown address: rendered once per locale.
    const localeKey = `${locale.language} ${locale.currency} ${locale.detecting}`;
    const page = await (status === 404 ? notFoundPages.get(localeKey, render) : render())?.catch(
      (error: unknown) => {
        // The browser draws the page itself, as it would without the server bundle.
        request.log.warn({ err: error, url: request.url }, 'server rendering failed');
        return null;
      },
    );
    if (!page) {
      const shell = html.replace('</head>', () => `${pagePreload}</head>`);
      return sendCompressedHtml(request, reply.status(status), shell);
    }
    return sendCompressedHtml(
      request,
      reply.status(page.status),
      composePage(html, page, locale.language, pagePreload),
    );
  };
}

/**
 * Serves the public site at / and the owner back office at /owner-dashboard. The public site's pages are rendered
 * by the server in the visitor's language (decision 39); any other GET that is not an API or media path gets the
 * public site's not-found page with a 404 status.
 */
export const singlePageApps = fp(
  async (app: FastifyInstance, options: SinglePageAppsOptions) => {
    for (const dir of [PUBLIC_SITE_DIR, OWNER_APP_DIR]) {
      if (!existsSync(join(dir, 'index.html'))) app.log.warn(`${dir} is not built: run npm run build`);
    }
    await app.register(fastifyStatic, { ...staticFileOptions(PUBLIC_SITE_DIR), prefix: '/' });
    await app.register(fastifyStatic, {
      ...staticFileOptions(OWNER_APP_DIR),
      prefix: `${OWNER_BASE}/`,
      decorateReply: false,
    });

    const renderer = serverBundle();
    app.addHook('onReady', async () => {
      // In the background: the server answers meanwhile, pages rendered by the browser if need be.
      void renderer()?.then(warmUp, () => undefined);
    });
    const sendPublicPage = publicPages(app, renderer, options);
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media|assets)(\/|$)/.test(path);
      if (!isPage) return sendError(reply, request, 404, 'not_found');
      if (path === OWNER_BASE || path.startsWith(`${OWNER_BASE}/`)) return sendIndex(reply, OWNER_APP_DIR);
      return sendPublicPage(request, reply, path, isPublicPage(path) ? 200 : 404);
    });
  },
  { name: 'single-page-apps' },
);
