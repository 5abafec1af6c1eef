import type { OwnerCommissionTexts } from './fr.ts';

export const commissionEn: OwnerCommissionTexts = {
  app: {
    commission: {
      gross: 'Gross (your share)',
      rate: 'Commission %{rate}',
      none: 'No commission (booked before commissions applied)',
      net: 'Your net',
      cardDetails: 'Commission: %{commission} · Net: %{net}',
      revenueHint:
        'Gross earnings this month (Paris time): payouts of bookings confirmed this month, less those taken back by a cancellation, plus your share of kept cancellation fees. The commission is that of the payouts scheduled this month.',
      revenueSummary:
        '%{total} gross over 12 months, %{current} of it this month; %{net} net after %{commission} of commission',
      commissionColumn: 'Commission',
      netColumn: 'Net',
    },
  },
  resources: {
    bookings: {
      fields: {
        'earnings.netCents': 'Your net',
      },
    },
  },
};
