import { describe, expect, it } from 'vitest';
import { carDescriptionIn, hasTranslation } from './car-description.ts';
import { CAR_FEATURE_CATALOGUE, catalogueKeyOf, featureLabel } from './features.ts';
import { LANGUAGES } from '../i18n/languages.ts';

const car = {
  description: 'Une grande routière.',
  descriptionTranslations: { en: 'A grand tourer.', es: '  ' },
};

describe('a car description in the visitor’s language', () => {
  it('is the owner’s translation where they wrote one', () => {
    expect(carDescriptionIn(car, 'en')).toEqual({ text: 'A grand tourer.', language: 'en' });
    expect(carDescriptionIn(car, 'fr')).toEqual({ text: 'Une grande routière.', language: 'fr' });
  });

  it('falls back to the French one, saying so, where the translation is missing or blank', () => {
    expect(carDescriptionIn(car, 'de')).toEqual({ text: 'Une grande routière.', language: 'fr' });
    expect(carDescriptionIn(car, 'es')).toEqual({ text: 'Une grande routière.', language: 'fr' });
  });

  it('reads a car listed before translations existed as French only', () => {
    expect(carDescriptionIn({ description: 'Ancienne' }, 'en')).toEqual({ text: 'Ancienne', language: 'fr' });
    expect(hasTranslation(undefined)).toBe(false);
    expect(hasTranslation({ de: ' ' })).toBe(false);
    expect(hasTranslation({ de: 'Text' })).toBe(true);
  });
});

describe('car features', () => {
  it('has a label in every language for every catalogue feature', () => {
    for (const labels of Object.values(CAR_FEATURE_CATALOGUE))
      for (const language of LANGUAGES) expect(labels[language].trim()).not.toBe('');
  });

  it('translates a catalogue key, and the French words older cars stored for one', () => {
    expect(featureLabel('starlight-headliner', 'de')).toEqual({ text: 'Sternenhimmel', translated: true });
    expect(featureLabel('Ciel étoilé', 'en')).toEqual({ text: 'Starlight headliner', translated: true });
    expect(catalogueKeyOf('freins CARBONE-céramique ')).toBe('carbon-ceramic-brakes');
  });

  it('shows free text as the owner wrote it', () => {
    expect(featureLabel('V12 atmosphérique 770 ch', 'es')).toEqual({
      text: 'V12 atmosphérique 770 ch',
      translated: false,
    });
    expect(catalogueKeyOf('V12 atmosphérique 770 ch')).toBeUndefined();
  });
});
