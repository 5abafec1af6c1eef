import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from './api/queryClient.ts';
import { withTexts } from './i18n/dictionary.ts';
import { PaymentCarRedirect } from './compare/PaymentCarRedirect.tsx';
import { CurrencyProvider } from './currency/CurrencyProvider.tsx';
import { LanguageProvider } from './i18n/LanguageProvider.tsx';
import { Layout } from './layout/Layout.tsx';
import { FirstVisitLocale } from './locale/FirstVisitLocale.tsx';
import { theme } from './theme/theme.ts';

const HomePage = lazy(() => import('./home/HomePage.tsx').then((module) => ({ default: module.HomePage })));
const CarDetailPage = lazy(() =>
  withTexts(['booking', 'reviews'], () => import('./car/CarDetailPage.tsx')).then((module) => ({
    default: module.CarDetailPage,
  })),
);
const FavouritesPage = lazy(() =>
  import('./favourites/FavouritesPage.tsx').then((module) => ({ default: module.FavouritesPage })),
);
const NotFoundPage = lazy(() =>
  import('./not-found/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })),
);
const SearchPage = lazy(() =>
  import('./search/SearchPage.tsx').then((module) => ({ default: module.SearchPage })),
);
const ComparePage = lazy(() =>
  withTexts(['booking'], () => import('./compare/ComparePage.tsx')).then((module) => ({
    default: module.ComparePage,
  })),
);
const ReservationsPage = lazy(() =>
  withTexts(['booking', 'afterBooking', 'reviews'], () => import('./reservations/ReservationsPage.tsx')).then(
    (module) => ({ default: module.ReservationsPage }),
  ),
);
const BookingDetailsPage = lazy(() =>
  withTexts(['booking', 'afterBooking'], () => import('./booking-details/BookingDetailsPage.tsx')).then(
    (module) => ({ default: module.BookingDetailsPage }),
  ),
);
const PaymentMethodPage = lazy(() =>
  withTexts(['booking'], () => import('./payment/PaymentMethodPage.tsx')).then((module) => ({
    default: module.PaymentMethodPage,
  })),
);
const PaymentPage = lazy(() =>
  withTexts(['booking'], () => import('./payment/PaymentPage.tsx')).then((module) => ({
    default: module.PaymentPage,
  })),
);
const PaymentSuccessPage = lazy(() =>
  withTexts(['booking'], () => import('./payment/PaymentSuccessPage.tsx')).then((module) => ({
    default: module.PaymentSuccessPage,
  })),
);
const RegisterPage = lazy(() =>
  withTexts(['account'], () => import('./account/RegisterPage.tsx')).then((module) => ({
    default: module.RegisterPage,
  })),
);
const LoginPage = lazy(() =>
  withTexts(['account'], () => import('./account/LoginPage.tsx')).then((module) => ({
    default: module.LoginPage,
  })),
);
const ContactPage = lazy(() =>
  withTexts(['contact'], () => import('./contact/ContactPage.tsx')).then((module) => ({
    default: module.ContactPage,
  })),
);
const SubscriptionsPage = lazy(() =>
  withTexts(['subscriptions'], () => import('./subscriptions/SubscriptionsPage.tsx')).then((module) => ({
    default: module.SubscriptionsPage,
  })),
);
const DemoCheckoutPage = lazy(() =>
  withTexts(['subscriptions'], () => import('./subscriptions/DemoCheckoutPage.tsx')).then((module) => ({
    default: module.DemoCheckoutPage,
  })),
);
const PayPalDemoApprovePage = lazy(() =>
  withTexts(['booking'], () => import('./payment/paypal/PayPalDemoApprovePage.tsx')).then((module) => ({
    default: module.PayPalDemoApprovePage,
  })),
);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LanguageProvider>
          <CurrencyProvider>
            <FirstVisitLocale>
              <BrowserRouter>
                <Routes>
                  <Route element={<Layout />}>
                    <Route index element={<HomePage />} />
                    <Route path="car/:id" element={<CarDetailPage />} />
                    <Route path="favorites" element={<FavouritesPage />} />
                    <Route path="search" element={<SearchPage />} />
                    <Route path="compare" element={<ComparePage />} />
                    <Route path="reservations" element={<ReservationsPage />} />
                    <Route path="reservations/:id" element={<BookingDetailsPage />} />
                    <Route path="payment-method" element={<PaymentMethodPage />} />
                    <Route
                      path="payment"
                      element={
                        <PaymentCarRedirect>
                          <PaymentPage />
                        </PaymentCarRedirect>
                      }
                    />
                    <Route path="payment-success" element={<PaymentSuccessPage />} />
                    <Route path="paypal/demo-approve" element={<PayPalDemoApprovePage />} />
                    <Route path="register" element={<RegisterPage />} />
                    <Route path="login" element={<LoginPage />} />
                    <Route path="contact" element={<ContactPage />} />
                    <Route path="subscriptions" element={<SubscriptionsPage />} />
                    <Route path="subscriptions/checkout" element={<DemoCheckoutPage />} />
                    <Route path="*" element={<NotFoundPage />} />
                  </Route>
                </Routes>
              </BrowserRouter>
            </FirstVisitLocale>
          </CurrencyProvider>
        </LanguageProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
