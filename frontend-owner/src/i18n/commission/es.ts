import type { OwnerCommissionTexts } from './fr.ts';

export const commissionEs: OwnerCommissionTexts = {
  app: {
    commission: {
      gross: 'Bruto (su parte)',
      rate: 'Comisión %{rate}',
      none: 'Sin comisión (reserva anterior a las comisiones)',
      net: 'Su neto',
      cardDetails: 'Comisión: %{commission} · Neto: %{net}',
      revenueHint:
        'Ingresos brutos del mes (hora de París): pagos de las reservas confirmadas este mes, menos los retirados por una cancelación, más su parte de los gastos de cancelación retenidos. La comisión es la de los pagos programados este mes.',
      revenueSummary:
        '%{total} brutos en 12 meses, %{current} de ellos este mes; %{net} netos tras %{commission} de comisión',
      commissionColumn: 'Comisión',
      netColumn: 'Neto',
    },
  },
  resources: {
    bookings: {
      fields: {
        'earnings.netCents': 'Su neto',
      },
    },
  },
};
