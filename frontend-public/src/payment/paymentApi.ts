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

export const paymentSuccessPath = (bookingId: string, provider?: 'paypal') =>
  `/payment-success?booking_id=${encodeURIComponent(bookingId)}${provider ? `&provider=${provider}` : ''}`;
