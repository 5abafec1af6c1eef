import {
  CAR_FEATURE_CATALOGUE,
  CAR_FEATURE_KEYS,
  catalogueKeyOf,
  isLanguageCode,
  MAX_CAR_FEATURES,
  OWNER_TEXT_LIMITS,
} from '@grandtour/shared';
import { AutocompleteArrayInput, useRecordContext } from 'react-admin';
import { useLanguage } from '../common/useLanguage.ts';

const featureLimits = (features: string[] | undefined) =>
  features && features.length > MAX_CAR_FEATURES
    ? { message: 'ra.validation.maxValue', args: { max: MAX_CAR_FEATURES } }
    : features?.some((feature) => feature.trim().length > OWNER_TEXT_LIMITS.carFeature)
      ? { message: 'ra.validation.maxLength', args: { max: OWNER_TEXT_LIMITS.carFeature } }
      : undefined;

/** Older cars stored the French words of a catalogue feature: they are picked as that feature. */
const asCatalogue = (features: string[] | undefined) =>
  features?.map((feature) => catalogueKeyOf(feature) ?? feature) ?? [];

/**
 * Features picked from the translated catalogue (decision 59), labelled in the back office's language; a feature
 * the catalogue lacks may still be typed, as a last resort, and is shown as written.
 */
export function FeaturesInput() {
  const locale = useLanguage();
  const language = isLanguageCode(locale) ? locale : 'fr';
  const record = useRecordContext<{ features?: string[] }>();
  const freeTexts = asCatalogue(record?.features).filter((feature) => !catalogueKeyOf(feature));
  const choices = [
    ...CAR_FEATURE_KEYS.map((key) => ({ id: key, name: CAR_FEATURE_CATALOGUE[key][language] })),
    ...freeTexts.map((text) => ({ id: text, name: text })),
  ];
  return (
    <AutocompleteArrayInput
      source="features"
      choices={choices}
      format={asCatalogue}
      validate={featureLimits}
      onCreate={(text) => {
        const typed = text?.trim();
        if (!typed) return undefined;
        const choice = { id: catalogueKeyOf(typed) ?? typed, name: typed };
        if (!choices.some(({ id }) => id === choice.id)) choices.push(choice);
        return choice;
      }}
      createItemLabel="app.featureFreeText"
      helperText="app.featureHelp"
      fullWidth
    />
  );
}
