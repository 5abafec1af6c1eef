import type { SubscriptionTexts } from '../i18n/subscriptions/fr.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

/** The subscription pages' texts in the site's language (a section loaded with those pages). */
export function useSubscriptionTexts(): SubscriptionTexts {
  return useLanguage().t.subscriptions;
}
