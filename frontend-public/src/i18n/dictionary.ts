import type { LanguageCode } from '@grandtour/shared';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_PREFERENCE } from '@grandtour/shared';
import { readStored } from '../common/storage.ts';
import { fr } from './fr.ts';
import { SECTION_LOADERS, type SectionTexts, type TextSection } from './sections.ts';

/** French is the reference: the other languages are typed against it, so a missing key fails to compile. */
export type CoreDictionary = typeof fr;
/** Every text; a page reads only the sections its route loaded (withTexts). */
export type Dictionary = CoreDictionary & SectionTexts;

export const LANGUAGE_STORAGE_KEY = LANGUAGE_PREFERENCE;

// Only French (the default) ships in the first bundle; another language arrives in its own chunk when chosen.
const CORE_LOADERS: Readonly<Record<Exclude<LanguageCode, 'fr'>, () => Promise<CoreDictionary>>> = {
  en: () => import('./en.ts').then((module) => module.en),
  es: () => import('./es.ts').then((module) => module.es),
  de: () => import('./de.ts').then((module) => module.de),
};

const cores = new Map<LanguageCode, CoreDictionary>([['fr', fr]]);
const sections = new Map<LanguageCode, Map<TextSection, object>>();
/** The sections pages have asked for so far: a change of language loads them all in the new language. */
const wanted = new Set<TextSection>();
const listeners = new Set<() => void>();
let revision = 0;
let current: LanguageCode = DEFAULT_LANGUAGE;
const merged = new Map<LanguageCode, { revision: number; texts: Dictionary }>();

/** The core texts of a language and every wanted section (plus `more`) in it; listeners learn of new texts. */
export async function loadTexts(language: LanguageCode, more: readonly TextSection[] = []): Promise<void> {
  for (const section of more) wanted.add(section);
  const loadCore = async () => {
    if (!cores.has(language))
      cores.set(language, await CORE_LOADERS[language as Exclude<LanguageCode, 'fr'>]());
  };
  const ofLanguage = sections.get(language) ?? new Map<TextSection, object>();
  sections.set(language, ofLanguage);
  const missing = [...wanted].filter((section) => !ofLanguage.has(section));
  await Promise.all([
    loadCore(),
    ...missing.map(async (section) => ofLanguage.set(section, await SECTION_LOADERS[section][language]())),
  ]);
  if (missing.length > 0) {
    revision++;
    for (const listener of listeners) listener();
  }
}

/** A route's code together with its texts in the current language: for `lazy()`. */
export async function withTexts<Module>(
  needed: readonly TextSection[],
  load: () => Promise<Module>,
): Promise<Module> {
  const [module] = await Promise.all([load(), loadTexts(current, needed)]);
  return module;
}

/** The texts of a language, once its core has loaded: the core and every section loaded so far. */
export function textsFor(language: LanguageCode): Dictionary | undefined {
  const core = cores.get(language);
  if (!core) return undefined;
  const cached = merged.get(language);
  if (cached?.revision === revision) return cached.texts;
  // Sections not loaded yet are absent: only pages whose route loaded them read them.
  const texts = Object.assign({}, core, ...(sections.get(language)?.values() ?? [])) as Dictionary;
  merged.set(language, { revision, texts });
  return texts;
}

export function setCurrentLanguage(language: LanguageCode): void {
  current = language;
}

export function subscribeToTexts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const textsRevision = () => revision;

/** The language this browser chose or had detected before; null on a first visit. */
export function readSavedLanguage(): LanguageCode | null {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  return isLanguageCode(stored) ? stored : null;
}
