import {
  NOT_FOUND_PAGE_MODULE,
  PUBLIC_ROUTES,
  type PublicRoute,
  type PublicRouteEntry,
} from '@grandtour/shared';
import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { preloadable, type Preloadable } from './common/preloadable.tsx';
import { loadBookingForm } from './car/lazyBookingForm.ts';
import { PaymentCarRedirect } from './compare/PaymentCarRedirect.tsx';
import { withTexts } from './i18n/dictionary.ts';
import { Layout } from './layout/Layout.tsx';

// Every page's module, each in a chunk of its own; the shared route table (PUBLIC_ROUTES) says which a route loads.
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>('./**/*Page.tsx');

// What a route loads with its page (PUBLIC_ROUTES' `with`).
const ALONGSIDE: Record<
  NonNullable<Extract<PublicRouteEntry, { with: string }>['with']>,
  () => Promise<void>
> = {
  'src/booking/BookingForm.tsx': loadBookingForm,
};

/** A route's page: its module, from the component of the same name, loaded with its texts and what goes with it. */
function routePage({ module, texts, with: alongside }: Pick<PublicRoute, 'module' | 'texts' | 'with'>) {
  const load = PAGE_MODULES[module.replace(/^src\//, './')];
  if (!load) throw new Error(`No page module ${module}`);
  const name = module.slice(module.lastIndexOf('/') + 1, -'.tsx'.length);
  const loadWith = alongside
    ? () => Promise.all([load(), ALONGSIDE[alongside as keyof typeof ALONGSIDE]()]).then(([loaded]) => loaded)
    : load;
  return preloadable(() =>
    (texts.length > 0 ? withTexts(texts, loadWith) : loadWith()).then((loaded) => loaded[name]!),
  );
}

const NotFoundPage = routePage({ module: NOT_FOUND_PAGE_MODULE, texts: [] });

const PAGES: readonly { path: string; Page: Preloadable }[] = Object.values(PUBLIC_ROUTES).flatMap(
  (route: PublicRoute) => {
    const Page = routePage(route);
    return route.paths.map((path) => ({ path, Page }));
  },
);

/** Loads the code and texts of the page at this address (the not-found page for an unknown one). */
export function preloadPageAt(pathname: string): Promise<void> {
  const page = PAGES.find(({ path }) => matchPath(path, pathname));
  return (page?.Page ?? NotFoundPage).preload();
}

/** The public site's pages, for a router of the browser's (BrowserRouter) or of the server's (StaticRouter). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGES.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              path === '/payment' ? (
                <PaymentCarRedirect>
                  <Page />
                </PaymentCarRedirect>
              ) : (
                <Page />
              )
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
