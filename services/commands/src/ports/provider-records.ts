/**
 * What a provider itself recorded of our money, for the reconciliation (`npm run ops -- revenue audit`): the demo
 * provider's tables, Stripe's balance transactions, PayPal's transactions. Amounts are positive integer cents.
 */
export type ProviderRecordKind = 'charge' | 'refund' | 'hold' | 'capture' | 'release' | 'transfer';

export interface ProviderMoneyRecord {
  provider: 'demo' | 'stripe' | 'paypal';
  kind: ProviderRecordKind;
  /** The provider's id of the object (PaymentIntent, refund, authorization, capture, transfer). */
  id: string;
  bookingId: string | null;
  amountCents: number;
  at: string;
}

export interface ProviderRecords {
  readonly provider: ProviderMoneyRecord['provider'];
  /** Everything recorded from `since` on, oldest first. */
  list(since: Date): AsyncIterable<ProviderMoneyRecord>;
}

/**
 * An object of the provider that the ledger names: what a provider whose API has no listing of our money (PayPal)
 * is asked about one by one, and what tells Stripe's charges of a deposit capture from a booking's payment.
 */
export interface LedgerNamedObject {
  provider: ProviderMoneyRecord['provider'];
  kind: ProviderRecordKind;
  id: string;
  bookingId: string;
}
