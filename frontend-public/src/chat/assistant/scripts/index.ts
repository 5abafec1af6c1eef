import type { LanguageCode } from '@grandtour/shared';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import type { AssistantScript } from './types.ts';

// All four languages ship in the chat's own chunk (a few kB), loaded only when the chat is opened, so a reply
// never waits for a language to arrive.
export const SCRIPTS: Readonly<Record<LanguageCode, AssistantScript>> = { fr, en, es, de };
export type { AssistantScript } from './types.ts';
