import { featureLabel, isLanguageCode } from '@grandtour/shared';
import { FunctionField } from 'react-admin';
import { useLanguage } from '../common/useLanguage.ts';

/** A car's features as the back office's language reads them: catalogue ones translated, free text as written. */
export function FeaturesField({ source }: { source: 'features'; label?: string }) {
  const locale = useLanguage();
  const language = isLanguageCode(locale) ? locale : 'fr';
  return (
    <FunctionField
      source={source}
      render={(car: { features: string[] }) =>
        car.features.map((feature) => featureLabel(feature, language).text).join(' · ')
      }
    />
  );
}
