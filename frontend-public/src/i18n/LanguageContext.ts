import { createContext } from 'react';
import type { LanguageCode } from '@grandtour/shared';
import type { Dictionary } from './dictionary.ts';

export interface LanguageContextValue {
  language: LanguageCode;
  setLanguage: (language: LanguageCode) => void;
  t: Dictionary;
}

export const LanguageContext = createContext<LanguageContextValue | undefined>(undefined);
