import type {
  CancellationReason,
  CustomerInfo,
  LanguageCode,
  PaymentMethod,
  PickupOption,
  RentalQuote,
} from '@grandtour/shared';
import type { DomainEvent } from '../event-store/event-store.ts';

export const bookingStreamName = (bookingId: string) => `booking-${bookingId}`;

export type PaymentProviderName = 'demo' | 'stripe' | 'paypal';

export interface FeeConfig {
  serviceFeeRate: number;
  dynamicMarkupRate: number;
  feeType: 'service_fee';
}

/** Everything decided when the booking was made; the quote is frozen here and never recomputed. */
export interface BookingTerms {
  bookingId: string;
  userId: string;
  carId: string;
  ownerId: string;
  car: { brand: string; model: string; image: string | null };
  startDate: string;
  endDate: string;
  pickupLocation: PickupOption;
  dropoffLocation: PickupOption;
  customerInfo: CustomerInfo;
  additionalServices: string[];
  language: LanguageCode;
  quote: RentalQuote;
  feeConfig: FeeConfig;
}

export type BookingCreated = DomainEvent<
  'BookingCreated',
  BookingTerms & { holdExpiresAt: string; createdAt: string }
>;
export type PaymentIntentCreated = DomainEvent<
  'PaymentIntentCreated',
  {
    bookingId: string;
    provider: PaymentProviderName;
    method: PaymentMethod;
    /** Stripe PaymentIntent id, or PayPal order id. */
    paymentIntentId: string;
    amountCents: number;
    createdAt: string;
  }
>;
/** A payment as its provider reports it. `paymentId` is what a refund goes through (intent id, or PayPal capture). */
export interface PaymentFacts {
  provider: PaymentProviderName;
  method: PaymentMethod;
  paymentIntentId: string;
  paymentId: string;
  amountCents: number;
  /** The provider's notification id, when a webhook reported it: a replay of it changes nothing. */
  providerEventId: string | null;
}

/** Money captured: a revenue fact. */
export type PaymentSucceeded = DomainEvent<
  'PaymentSucceeded',
  PaymentFacts & { bookingId: string; carId: string; ownerId: string; succeededAt: string }
>;
export type PaymentFailed = DomainEvent<
  'PaymentFailed',
  {
    bookingId: string;
    provider: PaymentProviderName;
    paymentIntentId: string;
    message: string;
    /** The provider's notification id, when a webhook reported it: a replay of it changes nothing. */
    providerEventId: string | null;
    failedAt: string;
  }
>;
/** The rental is on: the platform keeps its fee and owes the owner their payout (revenue facts). */
export type BookingConfirmed = DomainEvent<
  'BookingConfirmed',
  {
    bookingId: string;
    carId: string;
    ownerId: string;
    startDate: string;
    endDate: string;
    ownerPayoutCents: number;
    platformRevenueCents: number;
    confirmedAt: string;
  }
>;
/**
 * The booking is off. Of what was paid, `feeCents` is retained (split between owner and platform in the quote's
 * proportions) and `refundDueCents` goes back to the customer; RefundIssued follows once the provider has paid it.
 */
export type BookingCancelled = DomainEvent<
  'BookingCancelled',
  {
    bookingId: string;
    carId: string;
    ownerId: string;
    reason: CancellationReason;
    hasFees: boolean;
    feeCents: number;
    ownerShareOfFeeCents: number;
    platformShareOfFeeCents: number;
    refundDueCents: number;
    /** What confirmation had recognised and this cancellation takes back (0 when it was never confirmed). */
    reversedOwnerPayoutCents: number;
    reversedPlatformRevenueCents: number;
    cancelledAt: string;
  }
>;
export type RefundIssued = DomainEvent<
  'RefundIssued',
  {
    bookingId: string;
    carId: string;
    ownerId: string;
    provider: PaymentProviderName;
    refundId: string;
    amountCents: number;
    issuedAt: string;
  }
>;
/** A guest's booking now belongs to the account they signed in to on the same browser. */
export type BookingClaimed = DomainEvent<
  'BookingClaimed',
  { bookingId: string; fromUserId: string; toUserId: string; claimedAt: string }
>;
export type BookingCompleted = DomainEvent<
  'BookingCompleted',
  { bookingId: string; carId: string; ownerId: string; completedAt: string }
>;

export type BookingEvent =
  | BookingCreated
  | PaymentIntentCreated
  | PaymentSucceeded
  | PaymentFailed
  | BookingConfirmed
  | BookingCancelled
  | RefundIssued
  | BookingCompleted
  | BookingClaimed;
export const BOOKING_EVENT_TYPES: readonly BookingEvent['type'][] = [
  'BookingCreated',
  'PaymentIntentCreated',
  'PaymentSucceeded',
  'PaymentFailed',
  'BookingConfirmed',
  'BookingCancelled',
  'RefundIssued',
  'BookingCompleted',
  'BookingClaimed',
];

export interface BookingPayment {
  provider: PaymentProviderName;
  method: PaymentMethod;
  paymentIntentId: string;
  paymentId: string;
  amountCents: number;
}

interface BookingFacts {
  terms: BookingTerms;
  holdExpiresAt: string;
  payment: BookingPayment | null;
  /** Intents and provider events already recorded: a replayed webhook changes nothing. */
  knownPaymentIntents: ReadonlySet<string>;
  processedProviderEvents: ReadonlySet<string>;
  refundIds: ReadonlySet<string>;
  refundedCents: number;
  retainedCents: number;
}

export type BookingState =
  | { status: 'none' }
  | ({ status: 'pending' | 'confirmed' | 'completed' } & BookingFacts)
  | ({ status: 'cancelled'; reason: CancellationReason } & BookingFacts);

/** What the customer is still owed: paid, minus what was retained, minus what has been refunded. */
export function refundDueCents(state: BookingState): number {
  if (state.status !== 'cancelled' || !state.payment) return 0;
  return state.payment.amountCents - state.retainedCents - state.refundedCents;
}

/** Events recorded before providerEventId existed on PaymentFailed carry none (undefined). */
const withProviderEvent = (seen: ReadonlySet<string>, providerEventId: string | null | undefined) =>
  providerEventId ? new Set([...seen, providerEventId]) : seen;

export function evolveBooking(state: BookingState, event: BookingEvent): BookingState {
  if (event.type === 'BookingCreated') {
    const { holdExpiresAt, createdAt: _createdAt, ...terms } = event.data;
    return {
      status: 'pending',
      terms,
      holdExpiresAt,
      payment: null,
      knownPaymentIntents: new Set(),
      processedProviderEvents: new Set(),
      refundIds: new Set(),
      refundedCents: 0,
      retainedCents: 0,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PaymentIntentCreated':
      return {
        ...state,
        knownPaymentIntents: new Set([...state.knownPaymentIntents, event.data.paymentIntentId]),
      };
    case 'PaymentSucceeded': {
      const { provider, method, paymentIntentId, paymentId, amountCents, providerEventId } = event.data;
      return {
        ...state,
        payment: { provider, method, paymentIntentId, paymentId, amountCents },
        processedProviderEvents: withProviderEvent(state.processedProviderEvents, providerEventId),
      };
    }
    case 'PaymentFailed':
      return {
        ...state,
        processedProviderEvents: withProviderEvent(state.processedProviderEvents, event.data.providerEventId),
      };
    case 'BookingConfirmed':
      return { ...state, status: 'confirmed' };
    case 'BookingCancelled':
      return { ...state, status: 'cancelled', reason: event.data.reason, retainedCents: event.data.feeCents };
    case 'RefundIssued':
      return {
        ...state,
        refundIds: new Set([...state.refundIds, event.data.refundId]),
        refundedCents: state.refundedCents + event.data.amountCents,
      };
    case 'BookingCompleted':
      return { ...state, status: 'completed' };
    case 'BookingClaimed':
      return { ...state, terms: { ...state.terms, userId: event.data.toUserId } };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
