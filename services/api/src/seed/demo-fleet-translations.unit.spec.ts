import { catalogueKeyOf } from '@grandtour/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_DESCRIPTION_TRANSLATIONS } from './demo-fleet-translations.ts';
import { DEMO_FLEET } from './demo-fleet.ts';

describe('the demo fleet in four languages', () => {
  it('describes every car in English, Spanish and German as well as French', () => {
    for (const car of DEMO_FLEET) {
      const translations = DEMO_DESCRIPTION_TRANSLATIONS[car.model];
      expect(translations, car.model).toBeDefined();
      for (const text of Object.values(translations!)) expect(text.length, car.model).toBeGreaterThan(40);
    }
    expect(Object.keys(DEMO_DESCRIPTION_TRANSLATIONS)).toHaveLength(DEMO_FLEET.length);
  });

  it('gives most cars features from the catalogue', () => {
    const fromCatalogue = DEMO_FLEET.filter((car) => car.features.some((feature) => catalogueKeyOf(feature)));
    expect(fromCatalogue.length).toBeGreaterThan(DEMO_FLEET.length / 2);
  });
});
