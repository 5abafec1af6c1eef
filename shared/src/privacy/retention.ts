/**
 * What the law makes us keep after a person's data is erased (decision 99). These are not settings: the durations
 * come from the law, and the fields are the fewest that meet it. The server's legal records, the data export and the
 * privacy page all read them from here.
 */

/** Invoices and receipts: ten years (Code de commerce, art. L123-22). */
export const INVOICE_RETENTION_YEARS = 10;

/**
 * Payment references: thirteen months after the last payment of a booking, the card schemes' window for a cardholder
 * to dispute a payment (chargeback), so that we can answer one.
 */
export const PAYMENT_REFERENCE_RETENTION_MONTHS = 13;

/** The only fields an invoice or receipt keeps once its customer is erased: no name, e-mail, phone or address. */
export const INVOICE_RECORD_FIELDS = [
  'invoiceNumber',
  'bookingReference',
  'rentalDates',
  'car',
  'amounts',
  'vat',
] as const;
export type InvoiceRecordField = (typeof INVOICE_RECORD_FIELDS)[number];

/** The only fields a payment reference keeps: enough to find the payment at the provider and answer a dispute. */
export const PAYMENT_REFERENCE_FIELDS = ['provider', 'providerPaymentId', 'amount', 'paidAt'] as const;
export type PaymentReferenceField = (typeof PAYMENT_REFERENCE_FIELDS)[number];
