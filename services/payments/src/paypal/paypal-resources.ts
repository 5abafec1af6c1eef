import { PaymentProviderError } from '@grandtour/commands';

/** The fields of PayPal's Orders v2 and Payments v2 resources that we read (orders_v2.json, payments_payment_v2.json). */

export interface PayPalMoney {
  currency_code: string;
  value: string;
}

/** A capture, a refund or an authorization: what every Payments v2 money resource has in common. */
export interface PayPalPaymentResource {
  id: string;
  status: string;
  amount: PayPalMoney;
  custom_id?: string;
  create_time?: string;
  /** A capture's: no capture may follow, the rest of its authorization is let go. */
  final_capture?: boolean;
  supplementary_data?: { related_ids?: { order_id?: string; authorization_id?: string } };
}

export interface PayPalAuthorization extends PayPalPaymentResource {
  status: 'CREATED' | 'CAPTURED' | 'DENIED' | 'PARTIALLY_CAPTURED' | 'VOIDED' | 'PENDING' | 'EXPIRED';
  /** The end of the 29-day authorization period. */
  expiration_time?: string;
}

export interface PayPalOrder {
  id: string;
  status: string;
  links?: { href: string; rel: string }[];
  purchase_units?: {
    custom_id?: string;
    payments?: { captures?: PayPalPaymentResource[]; authorizations?: PayPalAuthorization[] };
  }[];
}

type OrderPayments = NonNullable<NonNullable<PayPalOrder['purchase_units']>[number]['payments']>;

/** The order's first capture or authorization and the booking it is for, or PayPal's answer is not one we can use. */
export function orderPaymentOf<K extends 'captures' | 'authorizations'>(
  order: PayPalOrder,
  kind: K,
): { payment: NonNullable<OrderPayments[K]>[number]; bookingId: string } {
  const unit = order.purchase_units?.[0];
  const payment = unit?.payments?.[kind]?.[0] as NonNullable<OrderPayments[K]>[number] | undefined;
  const bookingId = payment?.custom_id ?? unit?.custom_id;
  if (!payment || !bookingId)
    throw new PaymentProviderError(
      `PayPal returned order ${order.id} without its ${kind === 'captures' ? 'capture' : 'authorization'} or booking id.`,
      'api_error',
      502,
    );
  return { payment, bookingId };
}
