import { useContext } from 'react';
import { LocaleDetectionContext, type LocaleDetectionValue } from './LocaleDetectionContext.ts';

export function useLocaleDetection(): LocaleDetectionValue {
  return useContext(LocaleDetectionContext);
}
