import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { FakeRequest, FakeResponse } from './http-fake.ts';

/*
 * Stripe's balance: GET /v1/balance_transactions (newest first, `limit`, `starting_after`, `created[gte]`,
 * `expand[]=data.source`) with Stripe's object shapes, for the reconciliation. A test records what Stripe would
 * have booked (a charge, a refund, a transfer); the charges, refunds and transfers are the sources a transaction
 * expands to.
 */

type Source =
  | (Pick<
      Stripe.Charge,
      'id' | 'object' | 'amount' | 'amount_captured' | 'currency' | 'created' | 'metadata'
    > & {
      payment_intent: string | null;
    })
  | (Pick<Stripe.Refund, 'id' | 'object' | 'amount' | 'currency' | 'created' | 'metadata' | 'status'> & {
      payment_intent: string | null;
    })
  | Pick<Stripe.Transfer, 'id' | 'object' | 'amount' | 'currency' | 'created' | 'metadata' | 'destination'>;

export type FakeBalanceTransaction = Pick<
  Stripe.BalanceTransaction,
  | 'id'
  | 'object'
  | 'amount'
  | 'currency'
  | 'created'
  | 'fee'
  | 'net'
  | 'status'
  | 'type'
  | 'reporting_category'
  | 'available_on'
  | 'description'
> & { source: string };

export interface FakeStripeBalance {
  transactions: FakeBalanceTransaction[];
  sources: Map<string, Source>;
  /** A captured charge of a PaymentIntent (a booking's payment, or a deposit's capture): returns the charge id. */
  charge(input: { paymentIntentId: string; amount: number; metadata?: Record<string, string> }): string;
  refund(input: { refundId: string; paymentIntentId: string; amount: number }): void;
  transfer(input: {
    transferId: string;
    amount: number;
    destination: string;
    metadata?: Record<string, string>;
  }): void;
  /** GET /v1/balance_transactions; null for any other request. */
  route(request: FakeRequest): FakeResponse | null;
}

const token = (length: number) => randomBytes(length).toString('hex').slice(0, length);

export function createFakeStripeBalance(): FakeStripeBalance {
  const transactions: FakeBalanceTransaction[] = [];
  const sources = new Map<string, Source>();
  let clock = Math.floor(Date.now() / 1000);

  function book(type: FakeBalanceTransaction['type'], source: Source, amount: number) {
    const created = clock++;
    transactions.push({
      id: `txn_${token(24)}`,
      object: 'balance_transaction',
      amount,
      currency: 'eur',
      created,
      available_on: created + 2 * 86_400,
      description: null,
      fee: 0,
      net: amount,
      status: 'pending',
      type,
      reporting_category: type === 'charge' ? 'charge' : type,
      source: source.id,
    });
    sources.set(source.id, source);
  }

  return {
    transactions,
    sources,
    charge({ paymentIntentId, amount, metadata = {} }) {
      const id = `ch_${token(24)}`;
      book(
        'charge',
        {
          id,
          object: 'charge',
          amount,
          amount_captured: amount,
          currency: 'eur',
          created: clock,
          metadata,
          payment_intent: paymentIntentId,
        },
        amount,
      );
      return id;
    },
    refund({ refundId, paymentIntentId, amount }) {
      book(
        'refund',
        {
          id: refundId,
          object: 'refund',
          amount,
          currency: 'eur',
          created: clock,
          metadata: {},
          status: 'succeeded',
          payment_intent: paymentIntentId,
        },
        -amount,
      );
    },
    transfer({ transferId, amount, destination, metadata = {} }) {
      book(
        'transfer',
        {
          id: transferId,
          object: 'transfer',
          amount,
          currency: 'eur',
          created: clock,
          metadata,
          destination,
        },
        -amount,
      );
    },
    route(request) {
      const [path, query = ''] = request.path.split('?');
      if (request.method !== 'GET' || path !== '/v1/balance_transactions') return null;
      const params = new URLSearchParams(query);
      const limit = Math.min(100, Number(params.get('limit') ?? 10));
      const since = Number(params.get('created[gte]') ?? 0);
      const expand = [...params.entries()].some(
        ([name, value]) => name.startsWith('expand') && value === 'data.source',
      );
      const newestFirst = transactions.filter((transaction) => transaction.created >= since).reverse();
      const after = params.get('starting_after');
      const start = after ? newestFirst.findIndex((transaction) => transaction.id === after) + 1 : 0;
      const data = newestFirst.slice(start, start + limit);
      return {
        status: 200,
        body: {
          object: 'list',
          url: '/v1/balance_transactions',
          has_more: start + limit < newestFirst.length,
          data: data.map((transaction) =>
            expand ? { ...transaction, source: sources.get(transaction.source) } : transaction,
          ),
        },
      };
    },
  };
}
