import { createContext } from 'react';
import type { LanguageCode } from '@grandtour/shared';
import type { Dictionary } from './dictionary.ts';

export interface LanguageContextValue {
  language: LanguageCode;
  /** Switches once the language's texts are there; remembered for this browser unless `remember` is false. */
  setLanguage: (language: LanguageCode, options?: { remember?: boolean }) => void;
  t: Dictionary;
}

export const LanguageContext = createContext<LanguageContextValue | undefined>(undefined);
