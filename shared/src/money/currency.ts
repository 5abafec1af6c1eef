import type { Cents } from './cents.ts';

export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'AED'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';

export interface Currency {
  code: CurrencyCode;
  symbol: string;
  name: string;
  flag: string;
  /** Display rate against EUR (spec §9). */
  rate: number;
  symbolPosition: 'before' | 'after';
}

export const CURRENCY_TABLE: Readonly<Record<CurrencyCode, Currency>> = {
  EUR: { code: 'EUR', symbol: '€', name: 'Euro', flag: '🇪🇺', rate: 1, symbolPosition: 'after' },
  USD: { code: 'USD', symbol: '$', name: 'US Dollar', flag: '🇺🇸', rate: 1.1, symbolPosition: 'before' },
  GBP: { code: 'GBP', symbol: '£', name: 'British Pound', flag: '🇬🇧', rate: 0.85, symbolPosition: 'before' },
  CHF: { code: 'CHF', symbol: 'CHF ', name: 'Swiss Franc', flag: '🇨🇭', rate: 0.95, symbolPosition: 'before' },
  AED: { code: 'AED', symbol: 'د.إ', name: 'UAE Dirham', flag: '🇦🇪', rate: 4.05, symbolPosition: 'after' },
};

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Converts euro cents to a whole number of the display currency (spec §9: converted, then rounded). */
export function convertFromEuroCents(cents: Cents, currency: CurrencyCode): number {
  return Math.round((cents * CURRENCY_TABLE[currency].rate) / 100);
}

// French grouping (narrow no-break space) for every currency, as the spec formats in the French locale.
const wholeNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

export function formatMoney(cents: Cents, currency: CurrencyCode): string {
  const { symbol, symbolPosition } = CURRENCY_TABLE[currency];
  const amount = wholeNumber.format(convertFromEuroCents(cents, currency));
  if (symbolPosition === 'before') return `${symbol}${amount}`;
  return `${amount}\u00a0${symbol}`;
}
