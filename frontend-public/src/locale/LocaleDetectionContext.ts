import { createContext } from 'react';

export interface LocaleDetectionValue {
  /** Spec §4: true while the first visit's location lookup runs, false once it has finished or failed. */
  detecting: boolean;
}

export const LocaleDetectionContext = createContext<LocaleDetectionValue>({ detecting: false });
