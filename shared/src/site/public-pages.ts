import type { LanguageCode } from '../i18n/languages.ts';
import { LEGAL_PAGES } from './legal-pages.ts';

/** What personal data is kept, why and for how long (issue 25); the legal privacy policy is LEGAL_PAGES.privacy. */
export const PRIVACY_PAGE = '/privacy';

/**
 * The text sections only some pages need, each in its own chunks (one per language), by the folder of
 * frontend-public/src/i18n that holds them.
 */
export const TEXT_SECTION_FOLDERS = {
  booking: 'booking',
  account: 'account',
  contact: 'contact',
  afterBooking: 'after',
  subscriptions: 'subscriptions',
  legal: 'legal',
  reviews: 'reviews',
  deposits: 'deposits',
  documents: 'documents',
  messages: 'messages',
  privacy: 'privacy',
  myData: 'my-data',
  erasure: 'erasure',
} as const;

export type TextSection = keyof typeof TEXT_SECTION_FOLDERS;

export interface PublicRoute {
  /** react-router patterns. */
  readonly paths: readonly string[];
  /** The page's module (its file exports the component of the same name), as the Vite manifest names it. */
  readonly module: `src/${string}Page.tsx`;
  /** The text sections the route loads with the page's code. */
  readonly texts: readonly TextSection[];
  /** A module loaded with the page, which draws it at once. */
  readonly with?: string;
}

/**
 * The public site's routes: the app's router (frontend-public/src/AppRoutes.tsx) loads each page's module and texts
 * from this table, and the server lists the same chunks in the page's `<link rel="modulepreload">` tags
 * (services/api page-preloads.ts), so the two cannot differ.
 */
export const PUBLIC_ROUTES = {
  home: { paths: ['/'], module: 'src/home/HomePage.tsx', texts: [] },
  car: {
    paths: ['/car/:id'],
    module: 'src/car/CarDetailPage.tsx',
    texts: ['booking', 'reviews'],
    // Most of the car page's code: it loads with the page, so that it is there as soon as the page is the browser's.
    with: 'src/booking/BookingForm.tsx',
  },
  favourites: { paths: ['/favorites'], module: 'src/favourites/FavouritesPage.tsx', texts: [] },
  search: { paths: ['/search'], module: 'src/search/SearchPage.tsx', texts: [] },
  compare: { paths: ['/compare'], module: 'src/compare/ComparePage.tsx', texts: ['booking'] },
  reservations: {
    paths: ['/reservations'],
    module: 'src/reservations/ReservationsPage.tsx',
    texts: ['booking', 'afterBooking', 'reviews'],
  },
  bookingDetails: {
    paths: ['/reservations/:id'],
    module: 'src/booking-details/BookingDetailsPage.tsx',
    texts: ['booking', 'afterBooking', 'deposits', 'documents'],
  },
  /** Where the customer secures the deposit with another card after a refusal (the e-mail's link). */
  deposit: {
    paths: ['/bookings/:id/deposit'],
    module: 'src/booking-details/deposit/DepositPage.tsx',
    texts: ['booking', 'afterBooking', 'deposits'],
  },
  paymentMethod: {
    paths: ['/payment-method'],
    module: 'src/payment/PaymentMethodPage.tsx',
    texts: ['booking'],
  },
  payment: { paths: ['/payment'], module: 'src/payment/PaymentPage.tsx', texts: ['booking'] },
  paymentSuccess: {
    paths: ['/payment-success'],
    module: 'src/payment/PaymentSuccessPage.tsx',
    texts: ['booking'],
  },
  payPalDemoApprove: {
    paths: ['/paypal/demo-approve'],
    module: 'src/payment/paypal/PayPalDemoApprovePage.tsx',
    texts: ['booking'],
  },
  register: { paths: ['/register'], module: 'src/account/RegisterPage.tsx', texts: ['account'] },
  login: { paths: ['/login'], module: 'src/account/LoginPage.tsx', texts: ['account'] },
  /** A signed-in driver's licence and ID, sent once for all their bookings (issue 22). */
  driverDocuments: {
    paths: ['/account/documents'],
    module: 'src/booking-details/driver-documents/DriverDocumentsPage.tsx',
    texts: ['account', 'documents'],
  },
  /**
   * What Grand Tour holds about the visitor (issue 25): downloaded from the account, or by a link e-mailed to a guest;
   * and a signed-in person's erasure of their account (decision 99).
   */
  myData: {
    paths: ['/account/data', '/privacy/export'],
    module: 'src/privacy/MyDataPage.tsx',
    texts: ['account', 'myData', 'erasure'],
  },
  /** The e-mailed link that confirms an erasure: works signed out too. */
  confirmErasure: {
    paths: ['/account/erase'],
    module: 'src/privacy/erasure/ConfirmErasurePage.tsx',
    texts: ['erasure'],
  },
  /** The customer's conversations with owners, and one thread (issue 24). */
  messages: {
    paths: ['/messages', '/messages/:id'],
    module: 'src/messages/MessagesPage.tsx',
    texts: ['messages'],
  },
  contact: { paths: ['/contact'], module: 'src/contact/ContactPage.tsx', texts: ['contact'] },
  /** What personal data is kept, why and for how long, from the server's settings (issue 25). */
  privacy: { paths: [PRIVACY_PAGE], module: 'src/privacy/PrivacyPage.tsx', texts: ['privacy'] },
  subscriptions: {
    paths: ['/subscriptions'],
    module: 'src/subscriptions/SubscriptionsPage.tsx',
    texts: ['subscriptions'],
  },
  demoCheckout: {
    paths: ['/subscriptions/checkout'],
    module: 'src/subscriptions/DemoCheckoutPage.tsx',
    texts: ['subscriptions'],
  },
  legal: { paths: Object.values(LEGAL_PAGES), module: 'src/legal/LegalPage.tsx', texts: ['legal'] },
} as const satisfies Record<string, PublicRoute>;

export type PublicRouteName = keyof typeof PUBLIC_ROUTES;
export type PublicRouteEntry = (typeof PUBLIC_ROUTES)[PublicRouteName];

/** The page for any other address (no route of its own). */
export const NOT_FOUND_PAGE_MODULE = 'src/not-found/NotFoundPage.tsx' satisfies PublicRoute['module'];

/**
 * The public site's pages, as react-router patterns. The server answers any other address with the site and a 404
 * status (the client shows its not-found page), so search engines and tools see a real "not found".
 */
export const PUBLIC_PAGES: readonly string[] = Object.values(PUBLIC_ROUTES).flatMap(
  (route: PublicRoute) => route.paths,
);

const ROUTE_PATTERNS = Object.values(PUBLIC_ROUTES).flatMap((route: PublicRoute) =>
  route.paths.map((path) => ({
    route,
    pattern: new RegExp(`^${path.replace(/:[a-z]+/gi, '[^/]+')}/?$`, 'i'),
  })),
);

/** The route of a path (without its query), if it is one of the public pages. */
export function publicRouteAt(path: string): PublicRoute | undefined {
  return ROUTE_PATTERNS.find(({ pattern }) => pattern.test(path))?.route;
}

/** Whether a path (without its query) is one of the public pages. */
export function isPublicPage(path: string): boolean {
  return publicRouteAt(path) !== undefined;
}

/** The module of a language's core texts (French ships in the first bundle: none), as the Vite manifest names it. */
export const coreTextsModule = (language: LanguageCode): string | undefined =>
  language === 'fr' ? undefined : `src/i18n/${language}.ts`;

/** The module of a text section in a language, as the Vite manifest names it. */
export const sectionTextsModule = (section: TextSection, language: LanguageCode): string =>
  `src/i18n/${TEXT_SECTION_FOLDERS[section]}/${language}.ts`;
