import type {
  DriverInfo,
  DriverRequirements,
  ReturnTerms,
  CancellationReason,
  CustomerInfo,
  DeliveryAddress,
  LanguageCode,
  PaymentMethod,
  PickupOption,
  RentalQuote,
} from '@grandtour/shared';
import type { DomainEvent } from '@grandtour/event-store';
import type { DepositEvent } from './deposit-events.ts';
import { DEPOSIT_EVENT_TYPES } from './deposit-events.ts';
import type { DepositFacts } from './deposit-state.ts';
import { NO_DEPOSIT, evolveDeposit } from './deposit-state.ts';
import type { HandoverEvent } from './handover-events.ts';
import { HANDOVER_EVENT_TYPES } from './handover-events.ts';
import type { HandoverReports } from './handover-state.ts';
import { NO_HANDOVERS, evolveHandovers } from './handover-state.ts';
import type { PayoutEvent } from './payout-events.ts';
import { PAYOUT_EVENT_TYPES } from './payout-events.ts';
import type { PayoutFacts } from './payout-state.ts';
import { evolvePayout } from './payout-state.ts';
import type { RequestEvent } from './request-events.ts';
import { REQUEST_EVENT_TYPES } from './request-events.ts';
import type { RequestFacts } from './request-state.ts';
import { OPEN_REQUEST, evolveRequest } from './request-state.ts';
// Damage claims (issue 23).
import type { ClaimEvent } from './claim-events.ts';
import { CLAIM_EVENT_TYPES } from './claim-events.ts';
import type { BookingClaims } from './claim-state.ts';
import { NO_CLAIMS, evolveClaims, withClaimCapture } from './claim-state.ts';

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
  /** Where each place is, as booked (decision 55); absent from events written before. */
  pickupAddress?: string | null;
  dropoffAddress?: string | null;
  /** The customer's address when a leg is delivered (decision 56). */
  deliveryAddress?: DeliveryAddress | null;
  customerInfo: CustomerInfo;
  additionalServices: string[];
  language: LanguageCode;
  quote: RentalQuote;
  feeConfig: FeeConfig;
  /**
   * The commission of the owner's plan when the booking was made, frozen (issue 21): basis points of the owner's
   * gross (rental and delivery). Absent from bookings made before commissions applied: none was taken.
   */
  commission?: { planId: string; rateBps: number };
  /** The main driver as the customer gave them (issue 22); absent from bookings made before drivers were asked. */
  driver?: DriverInfo;
  /** What the car asked of its driver when it was booked, frozen with the terms (issue 22). */
  driverRequirements?: DriverRequirements;
  /**
   * What the car charged after its return when it was booked, frozen with the terms (issue 23): the extras are
   * computed from these, whatever the owner sets later. Absent from bookings made before.
   */
  returnTerms?: ReturnTerms;
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
    /** The payment it went back through; absent on refunds recorded before changes existed (the booking's payment). */
    paymentId?: string;
    amountCents: number;
    issuedAt: string;
  }
>;
/** A guest's booking now belongs to the account they signed in to on the same browser. */
export type BookingClaimed = DomainEvent<
  'BookingClaimed',
  { bookingId: string; fromUserId: string; toUserId: string; claimedAt: string }
>;
/** What a change moves a booking to: new dates and pickup, re-quoted at the car's current price. */
export interface BookingChangeTerms {
  startDate: string;
  endDate: string;
  pickupLocation: PickupOption;
  dropoffLocation: PickupOption;
  /** The new places' addresses (decision 55); absent from events written before. */
  pickupAddress?: string | null;
  dropoffAddress?: string | null;
  quote: RentalQuote;
}

/**
 * The customer asked to change a confirmed booking (decision 30). The change stays open until it is applied
 * (BookingChanged) or refused (BookingChangeRefused); `differenceCents` is the new total minus the old one: charged
 * through the booking's provider when positive, refunded when negative.
 */
export type BookingChangeRequested = DomainEvent<
  'BookingChangeRequested',
  BookingChangeTerms & {
    bookingId: string;
    carId: string;
    ownerId: string;
    changeId: string;
    differenceCents: number;
    requestedAt: string;
  }
>;
/** Money captured for a change costing more, through the provider of the booking's payment: a revenue fact. */
export type ChangePaymentSucceeded = DomainEvent<
  'ChangePaymentSucceeded',
  BookingPayment & {
    bookingId: string;
    carId: string;
    ownerId: string;
    changeId: string;
    succeededAt: string;
  }
>;
/**
 * The booking now runs on its new terms; the car's schedule already holds the new dates. The deltas are what the
 * change adds to (or takes from) the owner's payout and the platform's revenue recognised at confirmation.
 */
export type BookingChanged = DomainEvent<
  'BookingChanged',
  BookingChangeTerms & {
    bookingId: string;
    carId: string;
    ownerId: string;
    changeId: string;
    previous: { startDate: string; endDate: string; pickupLocation: PickupOption; totalCents: number };
    totalDeltaCents: number;
    ownerPayoutDeltaCents: number;
    platformRevenueDeltaCents: number;
    changedAt: string;
  }
>;
export const BOOKING_CHANGE_REFUSALS = [
  'dates_unavailable',
  'payment_declined',
  'payment_method_unavailable',
  'booking_not_changeable',
] as const;
export type BookingChangeRefusal = (typeof BOOKING_CHANGE_REFUSALS)[number];
/** The change could not be made; the booking keeps its terms, and anything charged for the change is paid back. */
export type BookingChangeRefused = DomainEvent<
  'BookingChangeRefused',
  {
    bookingId: string;
    changeId: string;
    reason: BookingChangeRefusal;
    /** The provider's own words for a declined charge. */
    message: string | null;
    refusedAt: string;
  }
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
  | BookingClaimed
  | BookingChangeRequested
  | ChangePaymentSucceeded
  | BookingChanged
  | BookingChangeRefused
  | DepositEvent
  | HandoverEvent
  | PayoutEvent
  | RequestEvent
  | ClaimEvent;
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
  'BookingChangeRequested',
  'ChangePaymentSucceeded',
  'BookingChanged',
  'BookingChangeRefused',
  ...DEPOSIT_EVENT_TYPES,
  ...HANDOVER_EVENT_TYPES,
  ...PAYOUT_EVENT_TYPES,
  ...REQUEST_EVENT_TYPES,
  ...CLAIM_EVENT_TYPES,
];

export interface BookingPayment {
  provider: PaymentProviderName;
  method: PaymentMethod;
  paymentIntentId: string;
  paymentId: string;
  amountCents: number;
}

/** A change asked for and not yet applied or refused. */
export interface OpenBookingChange extends BookingChangeTerms {
  changeId: string;
  differenceCents: number;
}

interface BookingFacts {
  terms: BookingTerms;
  holdExpiresAt: string;
  payment: BookingPayment | null;
  /** Charges for changes that cost more, by change id, through the same provider as `payment`. */
  changePayments: ReadonlyMap<string, BookingPayment>;
  openChange: OpenBookingChange | null;
  /** Changes already decided (applied or refused): asking again with the same id changes nothing. */
  closedChanges: ReadonlySet<string>;
  /** What each payment has had refunded, by payment id. */
  refundedByPayment: ReadonlyMap<string, number>;
  /** Intents and provider events already recorded: a replayed webhook changes nothing. */
  knownPaymentIntents: ReadonlySet<string>;
  processedProviderEvents: ReadonlySet<string>;
  refundIds: ReadonlySet<string>;
  refundedCents: number;
  retainedCents: number;
  deposit: DepositFacts;
  /** The pickup and return reports (decision 87). */
  handovers: HandoverReports;
  payout: PayoutFacts | null;
  /** A request to book's authorisation and answer (decision 85); null for an instant booking. */
  request: RequestFacts | null;
  /** When the booking completed or was cancelled: the owner's payout is due a delay after it. */
  closedAt: string | null;
  /** Damage claims on the deposit (issue 23), by id. */
  claims: BookingClaims;
}

export type BookingState =
  | { status: 'none' }
  | ({ status: 'pending' | 'confirmed' | 'completed' } & BookingFacts)
  | ({ status: 'cancelled'; reason: CancellationReason } & BookingFacts);

/** Every payment of the booking: its own, then the charges for changes, oldest first. */
export function paymentsOf(state: BookingState): BookingPayment[] {
  if (state.status === 'none' || !state.payment) return [];
  return [state.payment, ...state.changePayments.values()];
}

/** Everything the customer has paid, before refunds. */
export function paidCents(state: BookingState): number {
  return paymentsOf(state).reduce((sum, payment) => sum + payment.amountCents, 0);
}

/**
 * What the customer is still owed: paid, minus refunds, minus what the booking keeps (the retained fee once
 * cancelled, the current total while it runs, so a change costing less is paid back). Nothing while a change is
 * open: its charge may still be needed.
 */
export function refundDueCents(state: BookingState): number {
  if (state.status === 'none' || !state.payment || state.openChange) return 0;
  if (state.status === 'pending') return 0;
  const kept = state.status === 'cancelled' ? state.retainedCents : state.terms.quote.totalCents;
  return Math.max(0, paidCents(state) - state.refundedCents - kept);
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
      changePayments: new Map(),
      openChange: null,
      closedChanges: new Set(),
      refundedByPayment: new Map(),
      knownPaymentIntents: new Set(),
      processedProviderEvents: new Set(),
      refundIds: new Set(),
      refundedCents: 0,
      retainedCents: 0,
      deposit: NO_DEPOSIT,
      handovers: NO_HANDOVERS,
      payout: null,
      request: terms.driverRequirements?.bookingMode === 'request' ? OPEN_REQUEST : null,
      closedAt: null,
      claims: NO_CLAIMS,
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
      return {
        ...state,
        status: 'cancelled',
        reason: event.data.reason,
        retainedCents: event.data.feeCents,
        closedAt: event.data.cancelledAt,
      };
    case 'RefundIssued': {
      const paymentId = event.data.paymentId ?? state.payment?.paymentId ?? '';
      const refundedByPayment = new Map(state.refundedByPayment);
      refundedByPayment.set(paymentId, (refundedByPayment.get(paymentId) ?? 0) + event.data.amountCents);
      return {
        ...state,
        refundIds: new Set([...state.refundIds, event.data.refundId]),
        refundedCents: state.refundedCents + event.data.amountCents,
        refundedByPayment,
      };
    }
    case 'BookingCompleted':
      return { ...state, status: 'completed', closedAt: event.data.completedAt };
    case 'BookingClaimed':
      return { ...state, terms: { ...state.terms, userId: event.data.toUserId } };
    case 'BookingChangeRequested': {
      const { changeId, differenceCents, startDate, endDate, pickupLocation, dropoffLocation, quote } =
        event.data;
      const { pickupAddress, dropoffAddress } = event.data;
      return {
        ...state,
        openChange: {
          changeId,
          differenceCents,
          startDate,
          endDate,
          pickupLocation,
          dropoffLocation,
          quote,
          ...(pickupAddress === undefined ? {} : { pickupAddress, dropoffAddress }),
        },
      };
    }
    case 'ChangePaymentSucceeded': {
      const { changeId, provider, method, paymentIntentId, paymentId, amountCents } = event.data;
      const changePayments = new Map(state.changePayments);
      changePayments.set(changeId, { provider, method, paymentIntentId, paymentId, amountCents });
      return { ...state, changePayments };
    }
    case 'BookingChanged': {
      const { startDate, endDate, pickupLocation, dropoffLocation, quote } = event.data;
      const { pickupAddress, dropoffAddress } = event.data;
      return {
        ...state,
        terms: {
          ...state.terms,
          startDate,
          endDate,
          pickupLocation,
          dropoffLocation,
          quote,
          ...(pickupAddress === undefined ? {} : { pickupAddress, dropoffAddress }),
        },
        openChange: null,
        closedChanges: new Set([...state.closedChanges, event.data.changeId]),
      };
    }
    case 'BookingChangeRefused':
      return {
        ...state,
        openChange: null,
        closedChanges: new Set([...state.closedChanges, event.data.changeId]),
      };
    case 'DepositCaptured':
      return {
        ...state,
        deposit: evolveDeposit(state.deposit, event),
        claims: withClaimCapture(
          state.claims,
          event.data.claimId,
          event.data.amountCents - (event.data.extrasCents ?? 0),
        ),
      };
    case 'DepositHeld':
    case 'DepositHoldFailed':
    case 'DepositReleased':
    case 'DepositWaived':
    case 'BookingPickedUp':
      return { ...state, deposit: evolveDeposit(state.deposit, event) };
    case 'HandoverPhotoAdded':
    case 'HandoverReadingsRecorded':
    case 'HandoverDamageNoted':
    case 'HandoverSigningCodeIssued':
    case 'HandoverSigningCodeRejected':
    case 'HandoverSigned':
    case 'HandoverSealed':
    case 'ReturnExtrasAssessed':
    case 'ReturnExtrasSettled':
      return { ...state, handovers: evolveHandovers(state.handovers, event) };
    case 'PayoutScheduled':
    case 'PayoutSent':
    case 'PayoutFailed':
    case 'PayoutCancelled':
      return { ...state, payout: evolvePayout(state.payout, event) };
    case 'PaymentAuthorised':
      return {
        ...state,
        request: evolveRequest(state.request, event),
        processedProviderEvents: withProviderEvent(state.processedProviderEvents, event.data.providerEventId),
      };
    case 'BookingRequestAccepted':
    case 'BookingRequestDeclined':
    case 'BookingRequestExpired':
    case 'AuthorisationVoided':
      return { ...state, request: evolveRequest(state.request, event) };
    case 'ClaimOpened':
    case 'ClaimAccepted':
    case 'ClaimContested':
    case 'ClaimEscalated':
    case 'ClaimDecided':
    case 'ClaimSettled':
    case 'ClaimWithdrawn':
      return { ...state, claims: evolveClaims(state.claims, event) };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
