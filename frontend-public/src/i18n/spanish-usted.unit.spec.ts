import { describe, expect, it } from 'vitest';
import { driverFormEs } from './driver-form/es.ts';
import { es } from './es.ts';
import { SECTION_LOADERS } from './sections.ts';

/** Every text of a bundle, functions called with a placeholder for each argument. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const called: unknown = (value as (...args: string[]) => unknown)('X', 'X', 'X', 'X');
    return typeof called === 'string' ? [called] : [];
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

// The site addresses a Spanish visitor as "usted", as the e-mails do (decision 60): no tú forms anywhere.
const TU_FORMS = /\b(tu|tus|te|ti|contigo|puedes|tienes|quieres|necesitas|elige|olvides)\b/i;

describe('the Spanish site says "usted"', () => {
  it('in the core texts and every section', async () => {
    const sections = await Promise.all(Object.values(SECTION_LOADERS).map((loaders) => loaders.es()));
    const offending = [es, driverFormEs, ...sections].flatMap(textsOf).filter((text) => TU_FORMS.test(text));
    expect(offending).toEqual([]);
  });
});
