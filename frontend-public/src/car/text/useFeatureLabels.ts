import { featureLabel } from '@grandtour/shared';
import { useLanguage } from '../../i18n/useLanguage.ts';
import type { OwnerText } from './ownerText.ts';

/** The car's features in the visitor's language; free text is the owner's own words, taken as French. */
export function useFeatureLabels(features: readonly string[]): OwnerText[] {
  const { language } = useLanguage();
  return features.map((feature) => {
    const label = featureLabel(feature, language);
    return { text: label.text, lang: label.translated || language === 'fr' ? undefined : 'fr' };
  });
}
