import { CacheProvider } from '@emotion/react';
import { dehydrate } from '@tanstack/react-query';
import type { RenderPage } from '@grandtour/shared';
import { LANGUAGES, LEGAL_PAGES, PRIVACY_PAGE } from '@grandtour/shared';
import { StaticRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { AppRoutes, preloadPageAt } from './AppRoutes.tsx';
import { createQueryClient } from './api/queryClient.ts';
import { loadTexts } from './i18n/dictionary.ts';
import { SECTION_LOADERS, type TextSection } from './i18n/sections.ts';
import { createServerEmotionCache, emotionStyleTags } from './ssr/emotionStyles.ts';
import { RenderSinkContext, type RenderSink } from './ssr/RenderSink.ts';
import { renderToHtml } from './ssr/renderToHtml.ts';
import { ssrPageFor } from './ssr/ssrPages.ts';
import type { SsrState } from './ssr/SsrState.ts';

// Every text in every language, and the pages the server renders, once: a render never waits for them.
const ALL_SECTIONS = Object.keys(SECTION_LOADERS) as TextSection[];
await Promise.all(LANGUAGES.map((language) => loadTexts(language, ALL_SECTIONS)));
await Promise.all(
  ['/', '/search', '/car/any', '/not-a-page', LEGAL_PAGES.terms, PRIVACY_PAGE].map(preloadPageAt),
);

/**
 * A public page as the server renders it: the page's markup and critical styles in the visitor's language and
 * currency, from public reads only (made as an anonymous visitor), and the state the browser takes it over from.
 * Null for the pages the browser draws itself.
 */
export const renderPage: RenderPage = async ({ url, locale, origin, fetchApi }) => {
  const address = new URL(url, 'http://site');
  const page = ssrPageFor(address);
  if (!page) return null;

  const queryClient = createQueryClient(fetchApi);
  await page.prefetch(queryClient, page.address, fetchApi);
  const sink: RenderSink = {};
  const emotionCache = createServerEmotionCache();
  const html = await renderToHtml(
    <CacheProvider value={emotionCache}>
      <RenderSinkContext.Provider value={sink}>
        <App queryClient={queryClient} locale={locale} origin={origin}>
          <StaticRouter location={`${address.pathname}${address.search}`}>
            <AppRoutes />
          </StaticRouter>
        </App>
      </RenderSinkContext.Provider>
    </CacheProvider>,
  );

  const state: SsrState = {
    locale,
    origin,
    // What the page was drawn from: the prefetched reads, answered or failed (an unknown car).
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
  };
  return {
    status: sink.status ?? 200,
    html,
    head: emotionStyleTags(emotionCache),
    title: sink.title,
    description: sink.description,
    stateJson: JSON.stringify(state).replace(/</g, '\\u003c'),
  };
};
