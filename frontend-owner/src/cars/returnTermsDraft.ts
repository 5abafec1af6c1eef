import { MAX_INCLUDED_KM_PER_DAY, MAX_RETURN_FEE_CENTS, type ReturnTerms } from '@grandtour/shared';

/** While the owner types, an amount may be empty or not a number (NaN) until the form is sent. */
export type ReturnTermsDraft = ReturnTerms;
export type ReturnTermsFee = 'extraKmCents' | 'refuelFeeCents' | 'lateFeePerHourCents';
export const RETURN_TERMS_FEES: readonly ReturnTermsFee[] = [
  'extraKmCents',
  'refuelFeeCents',
  'lateFeePerHourCents',
];

/** The owner's own terms start from the category's, for them to change what differs. */
export const ownTermsFrom = (defaults: ReturnTerms | undefined): ReturnTerms =>
  defaults
    ? { ...defaults }
    : { includedKmPerDay: 300, extraKmCents: 0, refuelFeeCents: 0, lateFeePerHourCents: 0 };

/** Unlimited kilometres, or back to a daily allowance: the category's, else the most common 300 km. */
export const includedKmWhenLimited = (defaults: ReturnTerms | undefined): number =>
  defaults?.includedKmPerDay ?? 300;

/** Euros as typed ("2,50", "2.5", "80") to cents; NaN for anything else, refused by the bounds. */
export function centsOfTypedEuros(typed: string): number {
  const text = typed.trim().replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

/** Cents as the field first shows them: "2.5" becomes "2,50" in French, as the owner would type it. */
export const typedEurosOf = (cents: number, locale: string): string =>
  Number.isFinite(cents)
    ? new Intl.NumberFormat(locale, {
        minimumFractionDigits: cents % 100 ? 2 : 0,
        useGrouping: false,
      }).format(cents / 100)
    : '';

const kmWrong = (km: number | null) =>
  km !== null && !(Number.isInteger(km) && km >= 1 && km <= MAX_INCLUDED_KM_PER_DAY);
const feeWrong = (cents: number) => !(Number.isInteger(cents) && cents >= 0 && cents <= MAX_RETURN_FEE_CENTS);

/** The field the API would refuse, if any: the same bounds, in the owner's units. */
export function wrongReturnTermsField(terms: ReturnTerms | null): keyof ReturnTerms | undefined {
  if (!terms) return undefined;
  if (kmWrong(terms.includedKmPerDay)) return 'includedKmPerDay';
  return RETURN_TERMS_FEES.find((fee) => feeWrong(terms[fee]));
}

export const RETURN_TERMS_BOUNDS = {
  km: { max: MAX_INCLUDED_KM_PER_DAY },
  euros: { max: MAX_RETURN_FEE_CENTS / 100 },
} as const;
