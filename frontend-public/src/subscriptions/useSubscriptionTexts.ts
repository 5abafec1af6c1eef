import { useLanguage } from '../i18n/useLanguage.ts';
import { SUBSCRIPTION_TEXTS, type SubscriptionTexts } from '../i18n/subscriptions/index.ts';

/** The subscription pages' texts in the site's language. */
export function useSubscriptionTexts(): SubscriptionTexts {
  const { language } = useLanguage();
  return SUBSCRIPTION_TEXTS[language];
}
