import { CacheProvider } from '@emotion/react';
import { hydrate } from '@tanstack/react-query';
import type { VisitorLocale } from '@grandtour/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { AppRoutes, preloadPageAt } from './AppRoutes.tsx';
import { createQueryClient } from './api/queryClient.ts';
import { loadTexts, setCurrentLanguage } from './i18n/dictionary.ts';
import { browserLocale } from './locale/initialLocale.ts';
import { browserEmotionCache } from './ssr/emotionStyles.ts';
import { readSsrState } from './ssr/SsrState.ts';

// The app: main.tsx loads it once the page is on screen.
const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();
const emotionCache = browserEmotionCache();
const site = (locale: VisitorLocale, origin: string) => (
  <StrictMode>
    <CacheProvider value={emotionCache}>
      <App queryClient={queryClient} locale={locale} origin={origin}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </CacheProvider>
  </StrictMode>
);

const ssr = readSsrState();
if (ssr) {
  // The server drew the page: the browser takes it over from the same reads, language and texts.
  // The page's code and texts are loaded first, so that React takes the whole page over in one pass.
  hydrate(queryClient, ssr.queries);
  setCurrentLanguage(ssr.locale.language);
  void Promise.all([loadTexts(ssr.locale.language), preloadPageAt(window.location.pathname)])
    .catch(() => undefined)
    // As a transition, React takes the page over in short slices and leaves the main thread free in between.
    .then(() => startTransition(() => void hydrateRoot(root, site(ssr.locale, ssr.origin))));
} else {
  // A visitor who chose (or whose browser suggests) another language than French gets its texts before the first
  // paint; French needs no wait.
  const locale = browserLocale();
  void loadTexts(locale.language)
    .catch(() => undefined)
    .then(() => createRoot(root).render(site(locale, window.location.origin)));
}
