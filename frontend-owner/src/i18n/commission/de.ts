import type { OwnerCommissionTexts } from './fr.ts';

export const commissionDe: OwnerCommissionTexts = {
  app: {
    commission: {
      gross: 'Brutto (Ihr Anteil)',
      rate: 'Provision %{rate}',
      none: 'Keine Provision (vor Einführung der Provisionen gebucht)',
      net: 'Ihr Nettobetrag',
      cardDetails: 'Provision: %{commission} · Netto: %{net}',
      revenueHint:
        'Bruttoeinnahmen dieses Monats (Pariser Zeit): Auszahlungen für diesen Monat bestätigte Buchungen, abzüglich der durch eine Stornierung zurückgenommenen, zuzüglich Ihres Anteils an einbehaltenen Stornogebühren. Die Provision ist die der diesen Monat geplanten Auszahlungen.',
      revenueSummary:
        '%{total} brutto in 12 Monaten, davon %{current} in diesem Monat; %{net} netto nach %{commission} Provision',
      commissionColumn: 'Provision',
      netColumn: 'Netto',
    },
  },
  resources: {
    bookings: {
      fields: {
        'earnings.netCents': 'Ihr Nettobetrag',
      },
    },
  },
};
