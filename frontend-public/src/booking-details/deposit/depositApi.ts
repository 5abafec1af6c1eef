import { depositPagePath } from './depositView.ts';

/** `POST /api/bookings/:id/deposit/card-intent`: a hold to authorise on another card, in the provider's form. */
export interface DepositCardIntent {
  holdId: string;
  clientSecret: string;
  provider: 'demo' | 'stripe';
  publishableKey: string | null;
}

const depositUrl = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/deposit`;
export const cardIntentUrl = (bookingId: string) => `${depositUrl(bookingId)}/card-intent`;
/** `{ holdId }`: records the hold once the card is authorised (the server asks the provider). */
export const confirmDepositUrl = (bookingId: string) => `${depositUrl(bookingId)}/confirm`;

/** The demo provider's card form for a deposit hold (Stripe's Elements confirm Stripe's). */
export const DEMO_DEPOSIT_CONFIRM_URL = '/api/demo-deposit-holds/confirm';

/** Where Stripe brings the customer back after their bank's page, naming the hold to record. */
export const depositReturnPath = (bookingId: string, holdId: string) =>
  `${depositPagePath(bookingId)}?hold=${encodeURIComponent(holdId)}`;
