import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { VisitorLocale } from '@grandtour/shared';
import { useEffect, type ReactNode } from 'react';
import { SiteOriginContext } from './common/SiteOrigin.ts';
import { CurrencyProvider } from './currency/CurrencyProvider.tsx';
import { LanguageProvider } from './i18n/LanguageProvider.tsx';
import { FirstVisitLocale } from './locale/FirstVisitLocale.tsx';
import { TAKEN_OVER_EVENT } from './ssr/earlyClicks.ts';
import { theme } from './theme/theme.ts';

export interface AppProps {
  queryClient: QueryClient;
  /** The language, currency and detection state the page starts in: the server's when it rendered the page. */
  locale: VisitorLocale;
  origin: string;
  /** The router and its routes. */
  children: ReactNode;
}

/** Everything every page reads: data, theme, language, currency, the site's address. */
export function App({ queryClient, locale, origin, children }: AppProps) {
  // The root's effects run after every other's: the page is the app's from now on.
  useEffect(() => void document.dispatchEvent(new Event(TAKEN_OVER_EVENT)), []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SiteOriginContext.Provider value={origin}>
          <LanguageProvider initialLanguage={locale.language}>
            <CurrencyProvider initialCurrency={locale.currency}>
              <FirstVisitLocale initiallyDetecting={locale.detecting}>{children}</FirstVisitLocale>
            </CurrencyProvider>
          </LanguageProvider>
        </SiteOriginContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
