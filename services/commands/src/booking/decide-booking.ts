import type { CancellationReason, PaymentMethod } from '@grandtour/shared';
import { addDays, cancellationTerms, startOfDayInParis } from '@grandtour/shared';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type {
  BookingEvent,
  BookingState,
  BookingTerms,
  PaymentFacts,
  PaymentProviderName,
} from './booking.ts';
import { evolveBooking, refundDueCents } from './booking.ts';

type Now = { metadata: { now: string } };

export type CreateBooking = {
  type: 'CreateBooking';
  data: { terms: BookingTerms; holdExpiresAt: string };
} & Now;
export type RecordPaymentIntent = {
  type: 'RecordPaymentIntent';
  data: {
    provider: PaymentProviderName;
    method: PaymentMethod;
    paymentIntentId: string;
    amountCents: number;
  };
} & Now;
export type RecordPaymentSuccess = { type: 'RecordPaymentSuccess'; data: PaymentFacts } & Now;
export type RecordPaymentFailure = {
  type: 'RecordPaymentFailure';
  data: {
    provider: PaymentProviderName;
    paymentIntentId: string;
    message: string;
    /** The webhook's event id; null when our own call to the provider learnt of the failure. */
    providerEventId: string | null;
  };
} & Now;
export type ConfirmBooking = { type: 'ConfirmBooking' } & Now;
/** `customer` applies the cancellation policy; any other reason is the platform's doing and costs nothing. */
export type CancelBooking = { type: 'CancelBooking'; data: { reason: CancellationReason } } & Now;
export type ExpireBooking = { type: 'ExpireBooking' } & Now;
export type RecordRefund = {
  type: 'RecordRefund';
  data: { provider: PaymentProviderName; refundId: string; amountCents: number };
} & Now;
export type CompleteBooking = { type: 'CompleteBooking' } & Now;
/** Signing in moves the browser's guest bookings to the account. */
export type ClaimBooking = { type: 'ClaimBooking'; data: { fromUserId: string; toUserId: string } } & Now;

export type BookingCommand =
  | CreateBooking
  | RecordPaymentIntent
  | RecordPaymentSuccess
  | RecordPaymentFailure
  | ConfirmBooking
  | CancelBooking
  | ExpireBooking
  | RecordRefund
  | CompleteBooking
  | ClaimBooking;

type Existing = Exclude<BookingState, { status: 'none' }>;

const notFound = () => new DomainError('booking_not_found', 'not_found', 'Booking not found.');

function existing(state: BookingState): Existing {
  if (state.status === 'none') throw notFound();
  return state;
}

function ids(state: Existing) {
  return { bookingId: state.terms.bookingId, carId: state.terms.carId, ownerId: state.terms.ownerId };
}

/** The rental has begun: midnight of its first day in Paris. */
const hasStarted = (state: Existing, now: string) =>
  new Date(now).getTime() >= startOfDayInParis(state.terms.startDate).getTime();

function cancel(state: Existing, reason: CancellationReason, now: string): BookingEvent[] {
  if (state.status === 'cancelled')
    throw new DomainError('booking_already_cancelled', 'conflict', 'This booking is already cancelled.');
  if (state.status === 'completed' || (reason === 'customer' && hasStarted(state, now)))
    throw new DomainError('booking_not_cancellable', 'rule', 'This booking can no longer be cancelled.');
  const { quote } = state.terms;
  const paidCents = state.payment?.amountCents ?? 0;
  const terms =
    reason === 'customer'
      ? cancellationTerms({
          paidCents,
          totalCents: quote.totalCents,
          startDate: state.terms.startDate,
          now: new Date(now),
        })
      : { hasFees: false, feeCents: 0, refundCents: paidCents };
  const platformShareOfFeeCents = Math.round(
    (terms.feeCents * quote.platformRevenueCents) / quote.totalCents,
  );
  return [
    {
      type: 'BookingCancelled',
      data: {
        ...ids(state),
        reason,
        hasFees: terms.hasFees,
        feeCents: terms.feeCents,
        ownerShareOfFeeCents: terms.feeCents - platformShareOfFeeCents,
        platformShareOfFeeCents,
        refundDueCents: terms.refundCents,
        reversedOwnerPayoutCents: state.status === 'confirmed' ? quote.ownerPayoutCents : 0,
        reversedPlatformRevenueCents: state.status === 'confirmed' ? quote.platformRevenueCents : 0,
        cancelledAt: now,
      },
    },
  ];
}

function recordPaymentSuccess({ data, metadata }: RecordPaymentSuccess, state: Existing): BookingEvent[] {
  if (data.providerEventId && state.processedProviderEvents.has(data.providerEventId)) return [];
  if (state.payment) {
    if (state.payment.paymentId === data.paymentId) return [];
    throw new DomainError('booking_already_paid', 'conflict', 'This booking has already been paid.');
  }
  if (state.status === 'confirmed' || state.status === 'completed')
    throw new DomainError('booking_already_paid', 'conflict', 'This booking has already been paid.');
  if (data.amountCents !== state.terms.quote.totalCents)
    throw new DomainError('payment_amount_mismatch', 'rule', 'The amount paid is not the booking total.');
  return [{ type: 'PaymentSucceeded', data: { ...ids(state), ...data, succeededAt: metadata.now } }];
}

function decide(command: BookingCommand, state: BookingState): BookingEvent[] {
  const { now } = command.metadata;
  if (command.type === 'CreateBooking') {
    if (state.status !== 'none') return [];
    const { terms, holdExpiresAt } = command.data;
    return [{ type: 'BookingCreated', data: { ...terms, holdExpiresAt, createdAt: now } }];
  }
  const booking = existing(state);
  switch (command.type) {
    case 'RecordPaymentIntent': {
      if (booking.knownPaymentIntents.has(command.data.paymentIntentId)) return [];
      if (booking.status !== 'pending' || booking.payment)
        throw new DomainError('booking_not_payable', 'conflict', 'This booking is not awaiting payment.');
      return [
        {
          type: 'PaymentIntentCreated',
          data: { bookingId: booking.terms.bookingId, ...command.data, createdAt: now },
        },
      ];
    }
    case 'RecordPaymentSuccess':
      return recordPaymentSuccess(command, booking);
    case 'RecordPaymentFailure':
      if (command.data.providerEventId && booking.processedProviderEvents.has(command.data.providerEventId))
        return [];
      if (booking.status !== 'pending' || booking.payment) return [];
      return [
        {
          type: 'PaymentFailed',
          data: { bookingId: booking.terms.bookingId, ...command.data, failedAt: now },
        },
      ];
    case 'ConfirmBooking': {
      if (booking.status === 'confirmed') return [];
      if (booking.status !== 'pending' || !booking.payment)
        throw new DomainError(
          'booking_not_confirmable',
          'rule',
          'Only a paid pending booking can be confirmed.',
        );
      const { quote, startDate, endDate } = booking.terms;
      return [
        {
          type: 'BookingConfirmed',
          data: {
            ...ids(booking),
            startDate,
            endDate,
            ownerPayoutCents: quote.ownerPayoutCents,
            platformRevenueCents: quote.platformRevenueCents,
            confirmedAt: now,
          },
        },
      ];
    }
    case 'CancelBooking':
      return cancel(booking, command.data.reason, now);
    case 'ExpireBooking':
      if (booking.status !== 'pending' || booking.payment || booking.holdExpiresAt > now) return [];
      return cancel(booking, 'hold_expired', now);
    case 'RecordRefund': {
      if (booking.refundIds.has(command.data.refundId)) return [];
      if (command.data.amountCents <= 0 || command.data.amountCents > refundDueCents(booking))
        throw new DomainError('refund_not_due', 'rule', 'No such refund is due on this booking.');
      return [{ type: 'RefundIssued', data: { ...ids(booking), ...command.data, issuedAt: now } }];
    }
    case 'CompleteBooking': {
      if (booking.status === 'completed') return [];
      const returnedBy = startOfDayInParis(addDays(booking.terms.endDate, 1)).toISOString();
      if (booking.status !== 'confirmed' || now < returnedBy)
        throw new DomainError(
          'booking_not_finished',
          'rule',
          'Only a confirmed rental past its end date completes.',
        );
      return [{ type: 'BookingCompleted', data: { ...ids(booking), completedAt: now } }];
    }
    case 'ClaimBooking': {
      const { fromUserId, toUserId } = command.data;
      if (booking.terms.userId === toUserId) return [];
      if (booking.terms.userId !== fromUserId || !fromUserId.startsWith('guest:'))
        throw new DomainError('forbidden', 'forbidden', 'Only the guest who made a booking can claim it.');
      return [
        {
          type: 'BookingClaimed',
          data: { bookingId: booking.terms.bookingId, fromUserId, toUserId, claimedAt: now },
        },
      ];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

export const bookingDecider: Decider<BookingCommand, BookingEvent, BookingState> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveBooking,
  decide,
};
