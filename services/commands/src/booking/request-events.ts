import type { PaymentMethod } from '@grandtour/shared';
import type { DomainEvent } from '@grandtour/event-store';
import type { PaymentProviderName } from './booking.ts';

/*
 * Request to book (issue 22, decision 85): the customer's payment is authorised, not captured; the owner has a day to
 * accept (capture, then confirmation as for any paid booking) or decline; no answer expires it. Declined, expired or
 * withdrawn, the authorisation is voided and nothing is charged.
 */

/** The authorisation a request waits on: what acceptance captures and anything else voids. */
export interface RequestAuthorisation {
  provider: PaymentProviderName;
  method: PaymentMethod;
  /** The Stripe PaymentIntent or PayPal order the customer paid through. */
  paymentIntentId: string;
  /** What is captured or voided: the PaymentIntent again for cards, the PayPal authorization. */
  authorisationId: string;
  amountCents: number;
}

export type PaymentAuthorised = DomainEvent<
  'PaymentAuthorised',
  RequestAuthorisation & {
    bookingId: string;
    carId: string;
    ownerId: string;
    /** The provider's notification id, when a webhook reported it: a replay of it changes nothing. */
    providerEventId: string | null;
    authorisedAt: string;
    /** The owner's answer is due by then; the request expires after. */
    respondBy: string;
  }
>;
export type BookingRequestAccepted = DomainEvent<
  'BookingRequestAccepted',
  { bookingId: string; carId: string; ownerId: string; acceptedAt: string }
>;
/** Followed by BookingCancelled (reason `request_declined`) in the same decision. */
export type BookingRequestDeclined = DomainEvent<
  'BookingRequestDeclined',
  { bookingId: string; carId: string; ownerId: string; message: string | null; declinedAt: string }
>;
/** Followed by BookingCancelled (reason `request_expired`) in the same decision. */
export type BookingRequestExpired = DomainEvent<
  'BookingRequestExpired',
  { bookingId: string; carId: string; ownerId: string; expiredAt: string }
>;
/** The provider let the authorisation go: nothing of it can be captured any more. */
export type AuthorisationVoided = DomainEvent<
  'AuthorisationVoided',
  { bookingId: string; authorisationId: string; voidedAt: string }
>;

export type RequestEvent =
  | PaymentAuthorised
  | BookingRequestAccepted
  | BookingRequestDeclined
  | BookingRequestExpired
  | AuthorisationVoided;
export const REQUEST_EVENT_TYPES: readonly RequestEvent['type'][] = [
  'PaymentAuthorised',
  'BookingRequestAccepted',
  'BookingRequestDeclined',
  'BookingRequestExpired',
  'AuthorisationVoided',
];
