import { notFound } from './fake-paypal-envelopes.ts';
import type { FakeRequest, FakeResponse } from './http-fake.ts';

/*
 * Payments v2 lookups as PayPal answers them (payments_payment_v2.json): GET /v2/payments/captures/{id} and
 * /v2/payments/refunds/{id}, for the reconciliation. Nothing is kept here: the captures and refunds are those the fake
 * server made through its orders, and the deposits' captures those its authorizations made
 * (fake-paypal-authorizations.ts, which also answers GET /v2/payments/authorizations/{id}).
 */

type Money = { currency_code: string; value: string };
type Link = { href: string; rel: string; method: string };

export interface PayPalCaptureJson {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';
  amount: Money;
  final_capture: boolean;
  custom_id?: string;
  supplementary_data?: { related_ids: { order_id?: string; authorization_id?: string } };
  create_time: string;
  update_time: string;
  links: Link[];
}

/** What the fake server made: a capture of an order or of an authorization, a refund. */
export interface MadeByTheServer {
  capture(id: string): Omit<PayPalCaptureJson, 'links' | 'update_time'> | null;
  refund(id: string): { id: string; amountCents: number } | null;
}

export interface FakePayPalLookups {
  /** Pretends PayPal lost this capture: its lookup answers 404 until `restore`. */
  hide(id: string): void;
  restore(id: string): void;
  route(request: FakeRequest): FakeResponse | null;
}

const value = (cents: number): Money => ({
  currency_code: 'EUR',
  value: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
});

export function createFakePayPalLookups(baseUrl: () => string, made: MadeByTheServer): FakePayPalLookups {
  const hidden = new Set<string>();
  const self = (kind: string, id: string): Link[] => [
    { href: `${baseUrl()}/v2/payments/${kind}/${id}`, rel: 'self', method: 'GET' },
  ];

  function capture(id: string) {
    const found = hidden.has(id) ? null : made.capture(id);
    return found && { ...found, update_time: found.create_time, links: self('captures', found.id) };
  }
  function refund(id: string) {
    const found = made.refund(id);
    if (!found) return null;
    const time = new Date().toISOString();
    return {
      id: found.id,
      status: 'COMPLETED',
      amount: value(found.amountCents),
      create_time: time,
      update_time: time,
      links: self('refunds', found.id),
    };
  }

  return {
    hide: (id) => void hidden.add(id),
    restore: (id) => void hidden.delete(id),
    route(request) {
      const match = /^\/v2\/payments\/(captures|refunds)\/([^/?]+)$/.exec(request.path);
      if (request.method !== 'GET' || !match) return null;
      const id = decodeURIComponent(match[2]!);
      const found = match[1] === 'captures' ? capture(id) : refund(id);
      return found ? { status: 200, body: found } : notFound(id);
    },
  };
}
