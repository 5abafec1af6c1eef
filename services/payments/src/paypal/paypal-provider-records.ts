import {
  PaymentProviderError,
  type LedgerNamedObject,
  type ProviderMoneyRecord,
  type ProviderRecords,
} from '@grandtour/commands';
import { toCents } from './paypal-money.ts';
import { PAYPAL_BASE_URLS } from './paypal-provider.ts';
import { createPayPalRestClient, type PayPalRestClient } from './paypal-rest-client.ts';
import type { PayPalOrder, PayPalPaymentResource as Resource } from './paypal-resources.ts';

// Money that moved (or is moving): a declined or failed capture, a cancelled or failed refund moved none.
const MONEY_STATUSES: Record<string, Set<string>> = {
  capture: new Set(['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED', 'PENDING']),
  refund: new Set(['COMPLETED', 'PENDING']),
  hold: new Set(['CREATED', 'CAPTURED', 'PARTIALLY_CAPTURED', 'VOIDED', 'PENDING']),
};

export interface PayPalProviderRecordsOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
  baseUrl?: string;
  named: () => Promise<readonly LedgerNamedObject[]>;
}

/**
 * What PayPal recorded of the objects the ledger names (decision 78): PayPal has no listing of a merchant's
 * captures by API without the reporting product, so each is retrieved on its own — a payment's or deposit's capture
 * (GET /v2/payments/captures/{id}), a refund (/refunds/{id}), a deposit's authorization (/authorizations/{id}, or
 * the order holding it, /v2/checkout/orders/{id}). An authorization voided, or captured for the last time for less,
 * let the rest go: a release. An object PayPal does not know is not recorded: the reconciliation says it is missing.
 */
export function createPayPalProviderRecords(options: PayPalProviderRecordsOptions): ProviderRecords {
  const api: PayPalRestClient = createPayPalRestClient({
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    baseUrl: options.baseUrl ?? PAYPAL_BASE_URLS[options.environment],
  });

  async function find<T>(path: string): Promise<T | null> {
    try {
      return await api.request<T>('GET', path);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.httpStatus === 404) return null;
      throw error;
    }
  }

  async function authorization(id: string): Promise<Resource | null> {
    const found = await find<Resource>(`/v2/payments/authorizations/${encodeURIComponent(id)}`);
    if (found) return found;
    // A deposit named by its order: the order's authorization is the hold.
    const order = await find<PayPalOrder>(`/v2/checkout/orders/${encodeURIComponent(id)}`);
    const held = order?.purchase_units?.[0]?.payments?.authorizations?.[0];
    return held ? { ...held, id } : null;
  }

  return {
    provider: 'paypal',
    async *list(since) {
      const named = await options.named();
      const records: ProviderMoneyRecord[] = [];
      const capturedByAuthorization = new Map<string, number>();
      const finallyCaptured = new Set<string>();
      const authorizations: { resource: Resource; bookingId: string }[] = [];
      for (const object of named) {
        // A release is told by its hold (below); PayPal pays no owner here.
        if (object.kind === 'release' || object.kind === 'transfer') continue;
        const resource =
          object.kind === 'hold'
            ? await authorization(object.id)
            : object.kind === 'refund'
              ? await find<Resource>(`/v2/payments/refunds/${encodeURIComponent(object.id)}`)
              : object.kind === 'charge' || object.kind === 'capture'
                ? await find<Resource>(`/v2/payments/captures/${encodeURIComponent(object.id)}`)
                : null;
        if (!resource) continue;
        const at = resource.create_time ?? new Date(0).toISOString();
        if (new Date(at).getTime() < since.getTime()) continue;
        const statuses = MONEY_STATUSES[object.kind === 'charge' ? 'capture' : object.kind];
        if (!statuses?.has(resource.status)) continue;
        const amountCents = toCents(resource.amount.value);
        if (object.kind === 'hold') {
          authorizations.push({ resource, bookingId: object.bookingId });
          records.push(record('hold', resource.id, amountCents, object.bookingId, at));
          continue;
        }
        const parent = resource.supplementary_data?.related_ids?.authorization_id;
        if (object.kind === 'capture' && parent) {
          capturedByAuthorization.set(parent, (capturedByAuthorization.get(parent) ?? 0) + amountCents);
          if (resource.final_capture) finallyCaptured.add(parent);
        }
        records.push(
          record(object.kind, resource.id, amountCents, resource.custom_id ?? object.bookingId, at),
        );
      }
      for (const { resource, bookingId } of authorizations) {
        const amountCents = toCents(resource.amount.value);
        // Voided, or closed by a final capture of part of it (PARTIALLY_CAPTURED): PayPal let the rest go.
        const closed =
          resource.status === 'VOIDED' ||
          resource.status === 'CAPTURED' ||
          (resource.status === 'PARTIALLY_CAPTURED' && finallyCaptured.has(resource.id));
        // A captured one whose captures we cannot see let nothing go that we know of.
        const captured =
          capturedByAuthorization.get(resource.id) ?? (resource.status === 'VOIDED' ? 0 : amountCents);
        const released = closed ? amountCents - captured : 0;
        if (released > 0)
          records.push(record('release', resource.id, released, bookingId, resource.create_time ?? ''));
      }
      records.sort((a, b) => a.at.localeCompare(b.at));
      yield* records;
    },
  };
}

function record(
  kind: ProviderMoneyRecord['kind'],
  id: string,
  amountCents: number,
  bookingId: string | null,
  at: string,
): ProviderMoneyRecord {
  return { provider: 'paypal', kind, id, bookingId, amountCents, at };
}
