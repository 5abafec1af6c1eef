import type { LanguageCode } from '@grandtour/shared';
import { fr } from './fr.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { de } from './de.ts';

/** French is the reference: the other dictionaries are typed against it, so a missing key fails to compile. */
export type Dictionary = typeof fr;

export const DICTIONARIES: Readonly<Record<LanguageCode, Dictionary>> = { fr, en, es, de };
