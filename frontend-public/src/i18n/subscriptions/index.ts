import type { LanguageCode } from '@grandtour/shared';
import { subscriptionsDe } from './de.ts';
import { subscriptionsEn } from './en.ts';
import { subscriptionsEs } from './es.ts';
import { subscriptionsFr, type SubscriptionTexts } from './fr.ts';

/**
 * The subscription pages' texts, in the subscriptions chunk rather than in the site's dictionaries: the first page's
 * JavaScript has almost no room left under its budget (decision 14), and only these pages read them.
 */
export const SUBSCRIPTION_TEXTS: Readonly<Record<LanguageCode, SubscriptionTexts>> = {
  fr: subscriptionsFr,
  en: subscriptionsEn,
  es: subscriptionsEs,
  de: subscriptionsDe,
};
export type { SubscriptionTexts };
