import type { LanguageCode, PaymentMethod } from '@grandtour/shared';

/** The receipt's own words; the booking's words (car, dates, price lines, places) are the e-mails'. */
export interface ReceiptTexts {
  title: string;
  number: string;
  issuedOn: string;
  issuer: string;
  vat: string;
  customer: string;
  booking: string;
  period: string;
  fromTo: string;
  rentalLine: string;
  payment: string;
  method: string;
  methods: Record<PaymentMethod, string>;
  paidOn: string;
  amountPaid: string;
  refunded: string;
  netPaid: string;
  feeKept: string;
  statusCancelled: string;
  terms: string;
  freeUntil: string;
  lateFee: string;
  changes: string;
  euros: string;
  filename: string;
  /** The return place, shown when it is not the pickup's. */
  returnPlace: string;
  /** The delivery price line, by the legs done at the customer's address (decision 49). */
  deliveryLines: Record<'pickup' | 'return' | 'both', string>;
}

const fr: ReceiptTexts = {
  title: 'Reçu',
  number: 'Reçu n° {number}',
  issuedOn: 'Émis le {date}',
  issuer: 'Émis par',
  vat: 'N° TVA',
  customer: 'Client',
  booking: 'Réservation',
  period: 'Période',
  fromTo: 'du {start} au {end}',
  rentalLine: 'Location ({days} j × {daily})',
  payment: 'Paiement',
  method: 'Moyen de paiement',
  methods: { card: 'Carte bancaire', paypal: 'PayPal' },
  paidOn: 'Payé le',
  amountPaid: 'Montant payé',
  refunded: 'Remboursé',
  netPaid: 'Montant payé net',
  feeKept: 'dont frais d’annulation retenus',
  statusCancelled: 'Réservation annulée le {date}.',
  terms: 'Conditions d’annulation et de modification',
  freeUntil:
    'Annulation gratuite avec remboursement intégral jusqu’au {date} (48 heures avant le début de la location, heure de Paris).',
  lateFee:
    'Au-delà, des frais de 30 % du total sont retenus ; une location commencée ne peut plus être annulée.',
  changes:
    'Les dates et le lieu de prise en charge se modifient jusqu’à 24 heures avant la prise en charge (10 h), selon disponibilité.',
  euros: 'Montants en euros. La caution est bloquée à la prise en charge, jamais débitée.',
  filename: 'recu',
  returnPlace: 'Retour',
  deliveryLines: {
    pickup: 'Livraison à domicile',
    return: 'Reprise à domicile',
    both: 'Livraison et reprise à domicile',
  },
};

const en: ReceiptTexts = {
  title: 'Receipt',
  number: 'Receipt no. {number}',
  issuedOn: 'Issued on {date}',
  issuer: 'Issued by',
  vat: 'VAT no.',
  customer: 'Customer',
  booking: 'Booking',
  period: 'Period',
  fromTo: 'from {start} to {end}',
  rentalLine: 'Rental ({days} d × {daily})',
  payment: 'Payment',
  method: 'Payment method',
  methods: { card: 'Card', paypal: 'PayPal' },
  paidOn: 'Paid on',
  amountPaid: 'Amount paid',
  refunded: 'Refunded',
  netPaid: 'Net amount paid',
  feeKept: 'of which cancellation fee kept',
  statusCancelled: 'Booking cancelled on {date}.',
  terms: 'Cancellation and change terms',
  freeUntil:
    'Free cancellation with a full refund until {date} (48 hours before the rental starts, Paris time).',
  lateFee:
    'After that, a fee of 30% of the total is kept; a rental that has started can no longer be cancelled.',
  changes:
    'Dates and pickup place can be changed up to 24 hours before pickup (10:00), subject to availability.',
  euros: 'Amounts in euros. The deposit is held at pickup, never charged.',
  filename: 'receipt',
  returnPlace: 'Return',
  deliveryLines: {
    pickup: 'Home delivery',
    return: 'Collection from home',
    both: 'Home delivery and collection',
  },
};

const es: ReceiptTexts = {
  title: 'Recibo',
  number: 'Recibo n.º {number}',
  issuedOn: 'Emitido el {date}',
  issuer: 'Emitido por',
  vat: 'N.º IVA',
  customer: 'Cliente',
  booking: 'Reserva',
  period: 'Período',
  fromTo: 'del {start} al {end}',
  rentalLine: 'Alquiler ({days} d × {daily})',
  payment: 'Pago',
  method: 'Medio de pago',
  methods: { card: 'Tarjeta', paypal: 'PayPal' },
  paidOn: 'Pagado el',
  amountPaid: 'Importe pagado',
  refunded: 'Reembolsado',
  netPaid: 'Importe neto pagado',
  feeKept: 'de ello, gastos de cancelación retenidos',
  statusCancelled: 'Reserva cancelada el {date}.',
  terms: 'Condiciones de cancelación y modificación',
  freeUntil:
    'Cancelación gratuita con reembolso íntegro hasta el {date} (48 horas antes del inicio del alquiler, hora de París).',
  lateFee: 'Después, se retienen gastos del 30 % del total; un alquiler ya iniciado no se puede cancelar.',
  changes:
    'Las fechas y el lugar de recogida se pueden modificar hasta 24 horas antes de la recogida (10:00), según disponibilidad.',
  euros: 'Importes en euros. La fianza se bloquea en la recogida y nunca se cobra.',
  filename: 'recibo',
  returnPlace: 'Devolución',
  deliveryLines: {
    pickup: 'Entrega a domicilio',
    return: 'Recogida a domicilio',
    both: 'Entrega y recogida a domicilio',
  },
};

const de: ReceiptTexts = {
  title: 'Quittung',
  number: 'Quittung Nr. {number}',
  issuedOn: 'Ausgestellt am {date}',
  issuer: 'Ausgestellt von',
  vat: 'USt-IdNr.',
  customer: 'Kunde',
  booking: 'Buchung',
  period: 'Zeitraum',
  fromTo: 'vom {start} bis {end}',
  rentalLine: 'Miete ({days} T × {daily})',
  payment: 'Zahlung',
  method: 'Zahlungsmittel',
  methods: { card: 'Karte', paypal: 'PayPal' },
  paidOn: 'Bezahlt am',
  amountPaid: 'Gezahlter Betrag',
  refunded: 'Erstattet',
  netPaid: 'Netto gezahlter Betrag',
  feeKept: 'davon einbehaltene Stornogebühr',
  statusCancelled: 'Buchung storniert am {date}.',
  terms: 'Storno- und Änderungsbedingungen',
  freeUntil:
    'Kostenlose Stornierung mit voller Erstattung bis {date} (48 Stunden vor Mietbeginn, Pariser Zeit).',
  lateFee:
    'Danach werden 30 % des Gesamtbetrags einbehalten; eine begonnene Miete kann nicht mehr storniert werden.',
  changes:
    'Daten und Abholort können bis 24 Stunden vor der Übergabe (10:00 Uhr) geändert werden, je nach Verfügbarkeit.',
  euros: 'Beträge in Euro. Die Kaution wird bei der Übergabe blockiert, nie abgebucht.',
  filename: 'quittung',
  returnPlace: 'Rückgabe',
  deliveryLines: {
    pickup: 'Lieferung nach Hause',
    return: 'Abholung zu Hause',
    both: 'Lieferung und Abholung zu Hause',
  },
};

export const RECEIPT_TEXTS: Readonly<Record<LanguageCode, ReceiptTexts>> = { fr, en, es, de };
