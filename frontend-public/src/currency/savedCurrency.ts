import { CURRENCY_PREFERENCE, isCurrencyCode, type CurrencyCode } from '@grandtour/shared';
import { readStored } from '../common/storage.ts';

export const CURRENCY_STORAGE_KEY = CURRENCY_PREFERENCE;

/** The display currency this browser chose or had detected before; null on a first visit. */
export function readSavedCurrency(): CurrencyCode | null {
  const stored = readStored(CURRENCY_STORAGE_KEY);
  return isCurrencyCode(stored) ? stored : null;
}
