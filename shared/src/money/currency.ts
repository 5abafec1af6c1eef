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
const toTheCent = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface MoneyFormatOptions {
  /**
   * To the cent: every amount that was or will be charged (totals, fees, paid, refunded, deposits). Whole units
   * are kept for daily prices only, as the spec shows them (decision 60).
   */
  exact?: boolean;
}

/** The site's one money formatter: euro cents in the display currency, in the spec's French format. */
export function formatMoney(
  cents: Cents,
  currency: CurrencyCode,
  { exact = false }: MoneyFormatOptions = {},
): string {
  const { symbol, symbolPosition, rate } = CURRENCY_TABLE[currency];
  const amount = exact
    ? toTheCent.format(Math.round(cents * rate) / 100)
    : wholeNumber.format(convertFromEuroCents(cents, currency));
  if (symbolPosition === 'before') return `${symbol}${amount}`;
  return `${amount}\u00a0${symbol}`;
}

const euroFormats = new Map<string, Intl.NumberFormat>();

/**
 * Euro cents to the cent in a reader's own locale ("4 882,50 €", "€4,882.50", "4.882,50 €"): what e-mails,
 * receipts and the back office state of amounts charged, refunded or kept (decision 60).
 */
export function formatEuroCents(cents: Cents, locale: string): string {
  let format = euroFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    euroFormats.set(locale, format);
  }
  return format.format(cents / 100);
}
