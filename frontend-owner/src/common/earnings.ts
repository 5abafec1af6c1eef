import type { OwnerBooking } from '@grandtour/shared';
import { formatEuros, intlLocale } from './money.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface EarningsLine {
  label: string;
  cents: number;
  strong?: boolean;
}

/** A commission rate in basis points as the language writes a percentage: 1500 → « 15 % », "15%". */
export function formatCommissionRate(rateBps: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBps / 10_000,
  );
}

/** What the owner earns on a booking (decision 0080): gross, the commission at its frozen rate (taken off), net. */
export function earningsLines(
  earnings: OwnerBooking['earnings'],
  translate: Translate,
  language: string,
): EarningsLine[] {
  const rate = earnings.commissionRateBps;
  return [
    { label: translate('app.commission.gross'), cents: earnings.grossCents },
    {
      label:
        rate === null
          ? translate('app.commission.none')
          : translate('app.commission.rate', { rate: formatCommissionRate(rate, language) }),
      // Taken off the gross; none shows as 0, not −0.
      cents: earnings.commissionCents === 0 ? 0 : -earnings.commissionCents,
    },
    { label: translate('app.commission.net'), cents: earnings.netCents, strong: true },
  ];
}

/** The month's commission and net under the revenue card. */
export function monthDetails(
  month: { commissionCents: number; netCents: number },
  translate: Translate,
  language: string,
): string {
  return translate('app.commission.cardDetails', {
    commission: formatEuros(month.commissionCents, language, true),
    net: formatEuros(month.netCents, language, true),
  });
}
