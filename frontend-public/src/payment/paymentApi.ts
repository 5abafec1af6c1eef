import type { PendingBooking } from './pendingBookingStore.ts';

/** `POST /api/create-payment-intent`'s answer (shared/src/payment/payment.schema.ts). */
export interface PaymentIntent {
  clientSecret: string;
  paymentIntentId: string;
  provider: 'demo' | 'stripe';
}

/** The spec's payload: the amount in euros as a number; the server checks it against the booking's quote. */
export function paymentIntentRequest(booking: PendingBooking) {
  return {
    amount: Number(booking.totalPrice),
    bookingId: booking.bookingId,
    description: `${booking.carBrand} ${booking.carModel}`,
  };
}

export const paymentMethodPath = (bookingId: string) =>
  `/payment-method?booking_id=${encodeURIComponent(bookingId)}`;

/**
 * `/payment-success?booking_id=…[&provider=paypal][&payment=…]`: `payment` names the card PaymentIntent or the PayPal
 * order just paid, so the page can tell whether that payment was kept or given back (decision 50).
 */
export const paymentSuccessPath = (bookingId: string, provider?: 'paypal', paymentId?: string) =>
  `/payment-success?booking_id=${encodeURIComponent(bookingId)}${provider ? `&provider=${provider}` : ''}${
    paymentId ? `&payment=${encodeURIComponent(paymentId)}` : ''
  }`;
