import type { LanguageCode, TextSection } from '@grandtour/shared';
import type { AccountTexts } from './account/fr.ts';
import type { AfterBookingTexts } from './after/fr.ts';
import type { BookingTexts } from './booking/fr.ts';
import type { ContactTexts } from './contact/fr.ts';
import type { DepositTexts } from './deposits/fr.ts';
import type { DocumentTexts } from './documents/fr.ts';
import type { LegalTexts } from './legal/legalDocument.ts';
import type { MessagesTexts } from './messages/fr.ts';
import type { ErasureTexts } from './erasure/fr.ts';
import type { MyDataTexts } from './my-data/fr.ts';
import type { PrivacyTexts } from './privacy/fr.ts';
import type { ReviewTexts } from './reviews/fr.ts';
import type { SubscriptionTexts } from './subscriptions/fr.ts';

/**
 * Texts only some pages need, in their own chunks: a page's route loads its sections with its code (withTexts),
 * so the first bundle carries only the texts every page shows. The sections and their folders are shared with the
 * server's preloads (TEXT_SECTION_FOLDERS).
 */
export const SECTION_LOADERS = {
  booking: {
    fr: () => import('./booking/fr.ts').then((module) => module.bookingFr),
    en: () => import('./booking/en.ts').then((module) => module.bookingEn),
    es: () => import('./booking/es.ts').then((module) => module.bookingEs),
    de: () => import('./booking/de.ts').then((module) => module.bookingDe),
  },
  account: {
    fr: () => import('./account/fr.ts').then((module) => module.accountFr),
    en: () => import('./account/en.ts').then((module) => module.accountEn),
    es: () => import('./account/es.ts').then((module) => module.accountEs),
    de: () => import('./account/de.ts').then((module) => module.accountDe),
  },
  contact: {
    fr: () => import('./contact/fr.ts').then((module) => module.contactFr),
    en: () => import('./contact/en.ts').then((module) => module.contactEn),
    es: () => import('./contact/es.ts').then((module) => module.contactEs),
    de: () => import('./contact/de.ts').then((module) => module.contactDe),
  },
  afterBooking: {
    fr: () => import('./after/fr.ts').then((module) => module.afterBookingFr),
    en: () => import('./after/en.ts').then((module) => module.afterBookingEn),
    es: () => import('./after/es.ts').then((module) => module.afterBookingEs),
    de: () => import('./after/de.ts').then((module) => module.afterBookingDe),
  },
  subscriptions: {
    fr: () => import('./subscriptions/fr.ts').then((module) => ({ subscriptions: module.subscriptionsFr })),
    en: () => import('./subscriptions/en.ts').then((module) => ({ subscriptions: module.subscriptionsEn })),
    es: () => import('./subscriptions/es.ts').then((module) => ({ subscriptions: module.subscriptionsEs })),
    de: () => import('./subscriptions/de.ts').then((module) => ({ subscriptions: module.subscriptionsDe })),
  },
  legal: {
    fr: () => import('./legal/fr.ts').then((module) => module.legalFr),
    en: () => import('./legal/en.ts').then((module) => module.legalEn),
    es: () => import('./legal/es.ts').then((module) => module.legalEs),
    de: () => import('./legal/de.ts').then((module) => module.legalDe),
  },
  reviews: {
    fr: () => import('./reviews/fr.ts').then((module) => module.reviewsFr),
    en: () => import('./reviews/en.ts').then((module) => module.reviewsEn),
    es: () => import('./reviews/es.ts').then((module) => module.reviewsEs),
    de: () => import('./reviews/de.ts').then((module) => module.reviewsDe),
  },
  deposits: {
    fr: () => import('./deposits/fr.ts').then((module) => ({ deposits: module.depositsFr })),
    en: () => import('./deposits/en.ts').then((module) => ({ deposits: module.depositsEn })),
    es: () => import('./deposits/es.ts').then((module) => ({ deposits: module.depositsEs })),
    de: () => import('./deposits/de.ts').then((module) => ({ deposits: module.depositsDe })),
  },
  documents: {
    fr: () => import('./documents/fr.ts').then((module) => ({ documents: module.documentsFr })),
    en: () => import('./documents/en.ts').then((module) => ({ documents: module.documentsEn })),
    es: () => import('./documents/es.ts').then((module) => ({ documents: module.documentsEs })),
    de: () => import('./documents/de.ts').then((module) => ({ documents: module.documentsDe })),
  },
  messages: {
    fr: () => import('./messages/fr.ts').then((module) => module.messagesFr),
    en: () => import('./messages/en.ts').then((module) => module.messagesEn),
    es: () => import('./messages/es.ts').then((module) => module.messagesEs),
    de: () => import('./messages/de.ts').then((module) => module.messagesDe),
  },
  myData: {
    fr: () => import('./my-data/fr.ts').then((module) => ({ myData: module.myDataFr })),
    en: () => import('./my-data/en.ts').then((module) => ({ myData: module.myDataEn })),
    es: () => import('./my-data/es.ts').then((module) => ({ myData: module.myDataEs })),
    de: () => import('./my-data/de.ts').then((module) => ({ myData: module.myDataDe })),
  },
  erasure: {
    fr: () => import('./erasure/fr.ts').then((module) => ({ erasure: module.erasureFr })),
    en: () => import('./erasure/en.ts').then((module) => ({ erasure: module.erasureEn })),
    es: () => import('./erasure/es.ts').then((module) => ({ erasure: module.erasureEs })),
    de: () => import('./erasure/de.ts').then((module) => ({ erasure: module.erasureDe })),
  },
  privacy: {
    fr: () => import('./privacy/fr.ts').then((module) => module.privacyFr),
    en: () => import('./privacy/en.ts').then((module) => module.privacyEn),
    es: () => import('./privacy/es.ts').then((module) => module.privacyEs),
    de: () => import('./privacy/de.ts').then((module) => module.privacyDe),
  },
} satisfies Record<TextSection, Record<LanguageCode, () => Promise<object>>>;

export type { TextSection };
export type SectionTexts = BookingTexts &
  AfterBookingTexts &
  AccountTexts &
  ContactTexts &
  LegalTexts &
  PrivacyTexts &
  ReviewTexts & {
    subscriptions: SubscriptionTexts;
    deposits: DepositTexts;
    documents: DocumentTexts;
    messages: MessagesTexts;
    myData: MyDataTexts;
    erasure: ErasureTexts;
  };
