import type { LanguageCode } from '@grandtour/shared';
import { isLanguageCode } from '@grandtour/shared';
import { readStored } from '../common/storage.ts';
import { fr } from './fr.ts';

/** French is the reference: the other dictionaries are typed against it, so a missing key fails to compile. */
export type Dictionary = typeof fr;

export const LANGUAGE_STORAGE_KEY = 'grandtour.language';

// Only French (the default) ships in the first bundle; another language arrives in its own chunk when chosen.
const LOADERS: Readonly<Record<Exclude<LanguageCode, 'fr'>, () => Promise<Dictionary>>> = {
  en: () => import('./en.ts').then((module) => module.en),
  es: () => import('./es.ts').then((module) => module.es),
  de: () => import('./de.ts').then((module) => module.de),
};
const loaded = new Map<LanguageCode, Dictionary>([['fr', fr]]);

export function loadedDictionary(language: LanguageCode): Dictionary | undefined {
  return loaded.get(language);
}

export async function loadDictionary(language: LanguageCode): Promise<Dictionary> {
  const ready = loaded.get(language);
  if (ready) return ready;
  const dictionary = await LOADERS[language as Exclude<LanguageCode, 'fr'>]();
  loaded.set(language, dictionary);
  return dictionary;
}

/** The language this browser chose or had detected before; null on a first visit. */
export function readSavedLanguage(): LanguageCode | null {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  return isLanguageCode(stored) ? stored : null;
}
