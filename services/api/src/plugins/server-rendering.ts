import { existsSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  SSR_STATE_ELEMENT_ID,
  type LanguageCode,
  type RenderedPage,
  type RenderPage,
} from '@grandtour/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const PUBLIC_SITE_SERVER_BUNDLE = fileURLToPath(
  new URL('../../../../frontend-public/dist-ssr/entry-server.js', import.meta.url),
);

/**
 * The public site's server bundle (`npm run build`), imported once. A bundle rebuilt while the server runs is not
 * imported again (its chunks would mix with the ones already loaded): the pages are then drawn by the browser
 * until the server restarts, as the new build's scripts are only served after a restart too.
 */
export function serverBundle(path = PUBLIC_SITE_SERVER_BUNDLE) {
  let loaded: { at: number; renderPage: Promise<RenderPage> } | undefined;
  return (): Promise<RenderPage> | undefined => {
    if (!existsSync(path)) return undefined;
    const at = statSync(path).mtimeMs;
    if (!loaded) {
      const bundle = import(pathToFileURL(path).href) as Promise<{ renderPage: RenderPage }>;
      loaded = { at, renderPage: bundle.then(({ renderPage }) => renderPage) };
    }
    return loaded.at === at ? loaded.renderPage : undefined;
  };
}

const WARM_UP_PAGES = ['/', '/search', '/car/00000000-0000-4000-8000-000000000000', '/not-a-page'];

/**
 * Renders each kind of page once with every read refused (no data, no database, no rate limit), so that the
 * first visitors do not wait for the bundle to load and its code to warm up (about a second on two cores).
 */
export async function warmUp(renderPage: RenderPage): Promise<void> {
  const unavailable = async () => new Response('warming up', { status: 503 });
  for (const url of WARM_UP_PAGES) {
    await renderPage({
      url,
      locale: { language: 'fr', currency: 'EUR', detecting: true },
      origin: '',
      fetchApi: unavailable,
    }).catch(() => undefined);
  }
}

/**
 * The page's reads, answered by the API itself without the visitor's cookies: only what any visitor may see can
 * reach the page. They come from the visitor's address, so they count against its rate limits as the browser's
 * own reads would have.
 */
export function anonymousApiReader(app: FastifyInstance, request: FastifyRequest) {
  return async (path: string): Promise<Response> => {
    const answer = await app.inject({ method: 'GET', url: path, remoteAddress: request.ip });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const bodiless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodiless ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built index.html with the server's page in it: its language, title and description, its critical styles
 * and preloads in the head, its markup in the root element and the state the browser takes it over from.
 */
export function composePage(template: string, page: RenderedPage, language: LanguageCode, preloads: string) {
  // Replacement functions: the page's text is inserted as it is, `$` and all.
  let html = template.replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`);
  if (page.title)
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  if (page.description)
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(page.description!)}" />`,
    );
  return html
    .replace('</head>', () => `${page.head}${preloads}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${page.stateJson}</script>`,
    );
}
