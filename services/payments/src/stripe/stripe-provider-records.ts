import type { LedgerNamedObject, ProviderMoneyRecord, ProviderRecords } from '@grandtour/commands';
import type Stripe from 'stripe';
import { callStripe, createStripeClient, type StripeConnectionOptions } from './stripe-client.ts';

const PAGE = 100;
const CHARGES = new Set(['charge', 'payment']);
const REFUNDS = new Set(['refund', 'payment_refund']);

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const bookingOf = (metadata: Stripe.Metadata | null | undefined) =>
  metadata?.booking_id ?? metadata?.bookingId ?? null;
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * What Stripe recorded of our money (decision 78): its balance transactions (charges, refunds, transfers; deposit
 * captures are charges of a manual-capture PaymentIntent), and each deposit hold the ledger names retrieved on its
 * own (an uncaptured authorisation is no balance transaction). Objects neither named by the ledger nor carrying a
 * booking id (the owners' subscriptions) are not the ledger's and are left out.
 */
export function createStripeProviderRecords(
  options: StripeConnectionOptions & { named: () => Promise<readonly LedgerNamedObject[]> },
): ProviderRecords {
  const stripe = createStripeClient(options);
  return {
    provider: 'stripe',
    async *list(since) {
      const named = await options.named();
      const kindOf = new Map(named.map((object) => [object.id, object]));
      const record = (
        kind: ProviderMoneyRecord['kind'],
        id: string,
        amountCents: number,
        bookingId: string | null,
        at: string,
      ): ProviderMoneyRecord => ({
        provider: 'stripe',
        kind,
        id,
        bookingId: bookingId ?? kindOf.get(id)?.bookingId ?? null,
        amountCents: Math.abs(amountCents),
        at,
      });

      for (let after: string | undefined; ;) {
        const page = await callStripe(() =>
          stripe.balanceTransactions.list({
            created: { gte: Math.floor(since.getTime() / 1000) },
            limit: PAGE,
            expand: ['data.source'],
            ...(after ? { starting_after: after } : {}),
          }),
        );
        for (const transaction of page.data) {
          const source = transaction.source;
          if (!source || typeof source === 'string') continue;
          const at = iso(transaction.created);
          if (CHARGES.has(transaction.type) && source.object === 'charge') {
            const intent = idOf(source.payment_intent);
            // A deposit's capture is named by its charge; a booking's payment by its PaymentIntent.
            if (kindOf.get(source.id)?.kind === 'capture')
              yield record('capture', source.id, transaction.amount, bookingOf(source.metadata), at);
            else if (intent && kindOf.get(intent)?.kind === 'capture')
              yield record('capture', intent, transaction.amount, bookingOf(source.metadata), at);
            else if (kindOf.has(intent ?? source.id) || bookingOf(source.metadata))
              yield record('charge', intent ?? source.id, transaction.amount, bookingOf(source.metadata), at);
          } else if (REFUNDS.has(transaction.type) && source.object === 'refund') {
            const intent = idOf(source.payment_intent);
            if (kindOf.has(source.id) || (intent && kindOf.has(intent)) || bookingOf(source.metadata))
              yield record('refund', source.id, transaction.amount, bookingOf(source.metadata), at);
          } else if (transaction.type === 'transfer' && source.object === 'transfer') {
            if (kindOf.has(source.id) || bookingOf(source.metadata))
              yield record('transfer', source.id, transaction.amount, bookingOf(source.metadata), at);
          }
        }
        if (!page.has_more || page.data.length === 0) break;
        after = page.data.at(-1)!.id;
      }

      // Holds: what the PaymentIntent authorised, and what it let go (cancelled, or the rest of a partial capture).
      for (const object of named) {
        if (object.kind !== 'hold') continue;
        const intent = await callStripe(() => stripe.paymentIntents.retrieve(object.id));
        if (intent.created * 1000 < since.getTime()) continue;
        const at = iso(intent.created);
        const bookingId = bookingOf(intent.metadata) ?? object.bookingId;
        if (!['requires_capture', 'succeeded', 'canceled'].includes(intent.status)) continue;
        yield record('hold', intent.id, intent.amount, bookingId, at);
        const released =
          intent.status === 'canceled'
            ? intent.amount
            : intent.status === 'succeeded'
              ? intent.amount - intent.amount_received
              : 0;
        if (released > 0) yield record('release', intent.id, released, bookingId, at);
      }
    },
  };
}
