import { LEGAL_PAGES } from '@grandtour/shared';
import { matchPath, Route, Routes } from 'react-router-dom';
import { preloadable, type Preloadable } from './common/preloadable.tsx';
import { loadBookingForm } from './car/lazyBookingForm.ts';
import { PaymentCarRedirect } from './compare/PaymentCarRedirect.tsx';
import { withTexts } from './i18n/dictionary.ts';
import { Layout } from './layout/Layout.tsx';
import { PAGE_TEXTS } from './pageTexts.ts';

const HomePage = preloadable(() => import('./home/HomePage.tsx').then((module) => module.HomePage));
// A car page's booking form is loaded with it.
const CarDetailPage = preloadable(() =>
  withTexts(PAGE_TEXTS.car, () =>
    Promise.all([import('./car/CarDetailPage.tsx'), loadBookingForm()]).then(([module]) => module),
  ).then((module) => module.CarDetailPage),
);
const FavouritesPage = preloadable(() =>
  import('./favourites/FavouritesPage.tsx').then((module) => module.FavouritesPage),
);
const NotFoundPage = preloadable(() =>
  import('./not-found/NotFoundPage.tsx').then((module) => module.NotFoundPage),
);
const SearchPage = preloadable(() => import('./search/SearchPage.tsx').then((module) => module.SearchPage));
const ComparePage = preloadable(() =>
  withTexts(PAGE_TEXTS.compare, () => import('./compare/ComparePage.tsx')).then(
    (module) => module.ComparePage,
  ),
);
const ReservationsPage = preloadable(() =>
  withTexts(PAGE_TEXTS.reservations, () => import('./reservations/ReservationsPage.tsx')).then(
    (module) => module.ReservationsPage,
  ),
);
const BookingDetailsPage = preloadable(() =>
  withTexts(PAGE_TEXTS.bookingDetails, () => import('./booking-details/BookingDetailsPage.tsx')).then(
    (module) => module.BookingDetailsPage,
  ),
);
const PaymentMethodPage = preloadable(() =>
  withTexts(PAGE_TEXTS.payment, () => import('./payment/PaymentMethodPage.tsx')).then(
    (module) => module.PaymentMethodPage,
  ),
);
const PaymentPage = preloadable(() =>
  withTexts(PAGE_TEXTS.payment, () => import('./payment/PaymentPage.tsx')).then(
    (module) => module.PaymentPage,
  ),
);
const PaymentSuccessPage = preloadable(() =>
  withTexts(PAGE_TEXTS.payment, () => import('./payment/PaymentSuccessPage.tsx')).then(
    (module) => module.PaymentSuccessPage,
  ),
);
const RegisterPage = preloadable(() =>
  withTexts(PAGE_TEXTS.account, () => import('./account/RegisterPage.tsx')).then(
    (module) => module.RegisterPage,
  ),
);
const LoginPage = preloadable(() =>
  withTexts(PAGE_TEXTS.account, () => import('./account/LoginPage.tsx')).then((module) => module.LoginPage),
);
const ContactPage = preloadable(() =>
  withTexts(PAGE_TEXTS.contact, () => import('./contact/ContactPage.tsx')).then(
    (module) => module.ContactPage,
  ),
);
const LegalPage = preloadable(() =>
  withTexts(PAGE_TEXTS.legal, () => import('./legal/LegalPage.tsx')).then((module) => module.LegalPage),
);
const SubscriptionsPage = preloadable(() =>
  withTexts(PAGE_TEXTS.subscriptions, () => import('./subscriptions/SubscriptionsPage.tsx')).then(
    (module) => module.SubscriptionsPage,
  ),
);
const DemoCheckoutPage = preloadable(() =>
  withTexts(PAGE_TEXTS.subscriptions, () => import('./subscriptions/DemoCheckoutPage.tsx')).then(
    (module) => module.DemoCheckoutPage,
  ),
);
const PayPalDemoApprovePage = preloadable(() =>
  withTexts(PAGE_TEXTS.payment, () => import('./payment/paypal/PayPalDemoApprovePage.tsx')).then(
    (module) => module.PayPalDemoApprovePage,
  ),
);

const PAGES: readonly { path: string; Page: Preloadable }[] = [
  { path: '/', Page: HomePage },
  { path: '/car/:id', Page: CarDetailPage },
  { path: '/favorites', Page: FavouritesPage },
  { path: '/search', Page: SearchPage },
  { path: '/compare', Page: ComparePage },
  { path: '/reservations', Page: ReservationsPage },
  { path: '/reservations/:id', Page: BookingDetailsPage },
  { path: '/payment-method', Page: PaymentMethodPage },
  { path: '/payment', Page: PaymentPage },
  { path: '/payment-success', Page: PaymentSuccessPage },
  { path: '/paypal/demo-approve', Page: PayPalDemoApprovePage },
  { path: '/register', Page: RegisterPage },
  { path: '/login', Page: LoginPage },
  { path: '/contact', Page: ContactPage },
  { path: '/subscriptions', Page: SubscriptionsPage },
  { path: '/subscriptions/checkout', Page: DemoCheckoutPage },
  ...Object.values(LEGAL_PAGES).map((path) => ({ path, Page: LegalPage })),
];

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
