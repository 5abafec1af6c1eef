import type { LanguageCode } from '@grandtour/shared';

/** The owner's monthly statement (issue 21), in the four languages. */
export interface StatementTexts {
  title: string;
  owner: string;
  booking: string;
  car: string;
  dates: string;
  gross: string;
  commission: string;
  net: string;
  payout: string;
  totals: string;
  empty: string;
  statuses: Record<string, string>;
}

export const STATEMENT_TEXTS: Readonly<Record<LanguageCode, StatementTexts>> = {
  fr: {
    title: 'Relevé du mois {month}',
    owner: 'Propriétaire',
    booking: 'Réservation',
    car: 'Véhicule',
    dates: 'Dates',
    gross: 'Brut',
    commission: 'Commission',
    net: 'Net',
    payout: 'Versement',
    totals: 'Totaux',
    empty: 'Aucune réservation ce mois-ci.',
    statuses: {
      scheduled: 'prévu',
      paid: 'versé',
      failed: 'en échec',
      cancelled: 'annulé',
      not_scheduled: 'à venir',
    },
  },
  en: {
    title: 'Statement for {month}',
    owner: 'Owner',
    booking: 'Booking',
    car: 'Vehicle',
    dates: 'Dates',
    gross: 'Gross',
    commission: 'Commission',
    net: 'Net',
    payout: 'Payout',
    totals: 'Totals',
    empty: 'No bookings this month.',
    statuses: {
      scheduled: 'scheduled',
      paid: 'paid',
      failed: 'failed',
      cancelled: 'cancelled',
      not_scheduled: 'upcoming',
    },
  },
  es: {
    title: 'Extracto del mes {month}',
    owner: 'Propietario',
    booking: 'Reserva',
    car: 'Vehículo',
    dates: 'Fechas',
    gross: 'Bruto',
    commission: 'Comisión',
    net: 'Neto',
    payout: 'Pago',
    totals: 'Totales',
    empty: 'Ninguna reserva este mes.',
    statuses: {
      scheduled: 'previsto',
      paid: 'pagado',
      failed: 'fallido',
      cancelled: 'cancelado',
      not_scheduled: 'pendiente',
    },
  },
  de: {
    title: 'Abrechnung für {month}',
    owner: 'Vermieter',
    booking: 'Buchung',
    car: 'Fahrzeug',
    dates: 'Daten',
    gross: 'Brutto',
    commission: 'Provision',
    net: 'Netto',
    payout: 'Auszahlung',
    totals: 'Summen',
    empty: 'Keine Buchungen in diesem Monat.',
    statuses: {
      scheduled: 'geplant',
      paid: 'ausgezahlt',
      failed: 'fehlgeschlagen',
      cancelled: 'storniert',
      not_scheduled: 'ausstehend',
    },
  },
};
