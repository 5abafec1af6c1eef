import type { CurrencyCode } from '../money/currency.ts';
import type { LanguageCode } from '../i18n/languages.ts';

/**
 * The visitor's language and display currency are kept in the browser's storage and, under the same names, in
 * cookies: the storage for the page, the cookies so that the server renders the next page in them.
 */
export const LANGUAGE_PREFERENCE = 'grandtour.language';
export const CURRENCY_PREFERENCE = 'grandtour.currency';

/** The element of a server-rendered page that carries the state the browser takes the page over from. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/**
 * The element (a template: inert until the page takes it) holding the `<link rel="modulepreload">` of a page's
 * scripts: the page adds them once it is painted, so that nothing of the scripts runs before the first paint.
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

/** What the server knows of the visitor when it renders a public page. */
export interface VisitorLocale {
  language: LanguageCode;
  currency: CurrencyCode;
  /** Something is left to detect in the browser: the language or the currency was not saved. */
  detecting: boolean;
}

/** How the server asks the public site's server bundle for a page. */
export interface RenderPageRequest {
  /** The path and query asked for. */
  url: string;
  locale: VisitorLocale;
  /** The site's public address, for absolute links (structured data). */
  origin: string;
  /** Public API reads, made as an anonymous visitor: nothing of this visitor's own can reach the page. */
  fetchApi: (path: string) => Promise<Response>;
}

export interface RenderedPage {
  status: number;
  /** The markup of the app's root element. */
  html: string;
  /** Style elements (the page's critical CSS) for the head. */
  head: string;
  title: string | undefined;
  description: string | undefined;
  /** The state the browser hydrates from, as JSON; `<` is escaped so it cannot close its element. */
  stateJson: string;
}

export type RenderPage = (request: RenderPageRequest) => Promise<RenderedPage | null>;
