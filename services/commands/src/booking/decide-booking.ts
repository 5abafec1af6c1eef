import type { CancellationReason, CancellationTerms, PaymentMethod } from '@grandtour/shared';
import { addDays, cancellationTerms, shareOfCents, startOfDayInParis } from '@grandtour/shared';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type {
  BookingChangeRefusal,
  BookingPayment,
  BookingChangeTerms,
  BookingEvent,
  BookingState,
  BookingTerms,
  PaymentFacts,
  PaymentProviderName,
} from './booking.ts';
import { evolveBooking, paidCents, paymentsOf, refundDueCents } from './booking.ts';
import { checkBookablePeriod, checkBookingChange } from './booking-rules.ts';
import { checkDriverEligible } from './driver-rules.ts';
import type { DepositCommand } from './decide-deposit.ts';
import { decideDeposit } from './decide-deposit.ts';
import type { HandoverCommand } from './decide-handover.ts';
import { decideHandover } from './decide-handover.ts';
import type { PayoutCommand } from './decide-payout.ts';
import type { RequestCommand } from './decide-request.ts';
import { decideRequest } from './decide-request.ts';
import { decidePayout, payoutAlreadySent } from './decide-payout.ts';
// Damage claims (issue 23).
import type { ClaimCommand } from './decide-claim.ts';
import { decideClaim } from './decide-claim.ts';
import type { SettleReturnExtras } from './return-extras.ts';
import { decideReturnExtras } from './return-extras.ts';

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
  data: { provider: PaymentProviderName; refundId: string; paymentId: string; amountCents: number };
} & Now;
export type CompleteBooking = { type: 'CompleteBooking' } & Now;
/** New dates and/or pickup for a confirmed booking, re-quoted by the server (decision 30). */
export type RequestBookingChange = {
  type: 'RequestBookingChange';
  data: BookingChangeTerms & { changeId: string };
} & Now;
export type RecordChangePayment = {
  type: 'RecordChangePayment';
  data: BookingPayment & { changeId: string };
} & Now;
/** The car's schedule holds the new dates (and the difference is paid): the booking takes its new terms. */
export type ApplyBookingChange = { type: 'ApplyBookingChange'; data: { changeId: string } } & Now;
export type RefuseBookingChange = {
  type: 'RefuseBookingChange';
  data: { changeId: string; reason: BookingChangeRefusal; message: string | null };
} & Now;
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
  | ClaimBooking
  | RequestBookingChange
  | RecordChangePayment
  | ApplyBookingChange
  | RefuseBookingChange
  | DepositCommand
  | HandoverCommand
  | PayoutCommand
  | RequestCommand
  | ClaimCommand
  | SettleReturnExtras;

type Existing = Exclude<BookingState, { status: 'none' }>;

const notFound = () => new DomainError('booking_not_found', 'not_found', 'Booking not found.');

function existing(state: BookingState): Existing {
  if (state.status === 'none') throw notFound();
  return state;
}

function ids(state: Existing) {
  return { bookingId: state.terms.bookingId, carId: state.terms.carId, ownerId: state.terms.ownerId };
}

/**
 * What cancelling now would cost the customer and give back (decision 8), or why it cannot be done. The cancel
 * command decides with it, and the booking page's cancellation simulator shows it, from the same facts.
 */
export function customerCancellation(booking: {
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  startDate: string;
  totalCents: number;
  /** Paid, less what has already been refunded (a change that cost less). */
  netPaidCents: number;
  now: Date;
}): CancellationTerms {
  if (booking.status === 'cancelled')
    throw new DomainError('booking_already_cancelled', 'conflict', 'This booking is already cancelled.');
  if (
    booking.status === 'completed' ||
    booking.now.getTime() >= startOfDayInParis(booking.startDate).getTime()
  )
    throw new DomainError('booking_not_cancellable', 'rule', 'This booking can no longer be cancelled.');
  return cancellationTerms({
    paidCents: booking.netPaidCents,
    totalCents: booking.totalCents,
    startDate: booking.startDate,
    now: booking.now,
  });
}

function cancel(state: Existing, reason: CancellationReason, now: string): BookingEvent[] {
  if (state.status === 'cancelled')
    throw new DomainError('booking_already_cancelled', 'conflict', 'This booking is already cancelled.');
  if (state.status === 'completed')
    throw new DomainError('booking_not_cancellable', 'rule', 'This booking can no longer be cancelled.');
  const { quote } = state.terms;
  const netPaidCents = paidCents(state) - state.refundedCents;
  const terms =
    reason === 'customer'
      ? customerCancellation({
          status: state.status,
          startDate: state.terms.startDate,
          totalCents: quote.totalCents,
          netPaidCents,
          now: new Date(now),
        })
      : { hasFees: false, feeCents: 0, refundCents: netPaidCents };
  const platformShareOfFeeCents = shareOfCents(terms.feeCents, quote.platformRevenueCents, quote.totalCents);
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
  // A request to book is paid only by capturing its authorisation once the owner has accepted (decision 85).
  if (state.request && !state.request.accepted)
    throw new DomainError('request_not_accepted', 'conflict', 'The owner has not accepted this request.');
  if (data.amountCents !== state.terms.quote.totalCents)
    throw new DomainError('payment_amount_mismatch', 'rule', 'The amount paid is not the booking total.');
  return [{ type: 'PaymentSucceeded', data: { ...ids(state), ...data, succeededAt: metadata.now } }];
}

function requestChange({ data, metadata }: RequestBookingChange, state: Existing): BookingEvent[] {
  if (state.openChange?.changeId === data.changeId || state.closedChanges.has(data.changeId)) return [];
  const { terms } = state;
  checkBookingChange(
    { ...terms, status: state.status, changeOpen: state.openChange !== null },
    data,
    new Date(metadata.now),
  );
  return [
    {
      type: 'BookingChangeRequested',
      data: {
        ...ids(state),
        ...data,
        differenceCents: data.quote.totalCents - terms.quote.totalCents,
        requestedAt: metadata.now,
      },
    },
  ];
}

function recordChangePayment({ data, metadata }: RecordChangePayment, state: Existing): BookingEvent[] {
  const recorded = state.changePayments.get(data.changeId);
  if (recorded?.paymentId === data.paymentId) return [];
  const change = state.openChange;
  if (recorded || change?.changeId !== data.changeId || data.amountCents !== change.differenceCents)
    throw new DomainError('change_payment_unexpected', 'conflict', 'No such payment is due for this change.');
  return [{ type: 'ChangePaymentSucceeded', data: { ...ids(state), ...data, succeededAt: metadata.now } }];
}

function applyChange({ data, metadata }: ApplyBookingChange, state: Existing): BookingEvent[] {
  const change = state.openChange;
  if (change?.changeId !== data.changeId) {
    if (state.closedChanges.has(data.changeId)) return [];
    throw new DomainError('change_not_open', 'conflict', 'This change is not under way.');
  }
  if (state.status !== 'confirmed')
    throw new DomainError('booking_not_changeable', 'rule', 'Only a confirmed booking can be changed.');
  if (change.differenceCents > 0 && !state.changePayments.has(change.changeId))
    throw new DomainError('change_not_paid', 'rule', 'The difference has not been paid.');
  const { terms } = state;
  const { changeId, differenceCents: _difference, ...next } = change;
  return [
    {
      type: 'BookingChanged',
      data: {
        ...ids(state),
        ...next,
        changeId,
        previous: {
          startDate: terms.startDate,
          endDate: terms.endDate,
          pickupLocation: terms.pickupLocation,
          totalCents: terms.quote.totalCents,
        },
        totalDeltaCents: next.quote.totalCents - terms.quote.totalCents,
        ownerPayoutDeltaCents: next.quote.ownerPayoutCents - terms.quote.ownerPayoutCents,
        platformRevenueDeltaCents: next.quote.platformRevenueCents - terms.quote.platformRevenueCents,
        changedAt: metadata.now,
      },
    },
  ];
}

function decide(command: BookingCommand, state: BookingState): BookingEvent[] {
  const { now } = command.metadata;
  if (command.type === 'CreateBooking') {
    if (state.status !== 'none') return [];
    const { terms, holdExpiresAt } = command.data;
    checkBookablePeriod(terms, new Date(now));
    checkDriverEligible(terms, terms, new Date(now));
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
      // An authorised request holds its dates until the owner's answer is due (ExpireBookingRequest).
      if (booking.status !== 'pending' || booking.payment || booking.request?.authorisation) return [];
      if (booking.holdExpiresAt > now) return [];
      return cancel(booking, 'hold_expired', now);
    case 'RecordRefund': {
      if (booking.refundIds.has(command.data.refundId)) return [];
      const payment = paymentsOf(booking).find(({ paymentId }) => paymentId === command.data.paymentId);
      const refundable = payment
        ? payment.amountCents - (booking.refundedByPayment.get(payment.paymentId) ?? 0)
        : 0;
      const { amountCents } = command.data;
      // The payout was made from what the booking kept: that money can no longer go back to the customer.
      if (booking.payout?.status === 'paid' && amountCents > refundDueCents(booking))
        throw payoutAlreadySent();
      if (amountCents <= 0 || amountCents > refundDueCents(booking) || amountCents > refundable)
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
    case 'RequestBookingChange':
      return requestChange(command, booking);
    case 'RecordChangePayment':
      return recordChangePayment(command, booking);
    case 'ApplyBookingChange':
      return applyChange(command, booking);
    case 'RefuseBookingChange': {
      const { changeId, reason, message } = command.data;
      if (booking.openChange?.changeId !== changeId) return [];
      return [
        {
          type: 'BookingChangeRefused',
          data: { bookingId: booking.terms.bookingId, changeId, reason, message, refusedAt: now },
        },
      ];
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
    case 'RecordDepositHeld':
    case 'RecordDepositHoldFailure':
    case 'RecordDepositRelease':
    case 'RecordDepositCapture':
    case 'WaiveDeposit':
    case 'MarkPickedUp':
      return decideDeposit(command, booking);
    case 'AddHandoverPhoto':
    case 'RecordHandoverReadings':
    case 'NoteHandoverDamage':
    case 'IssueHandoverSigningCode':
    case 'SignHandover':
      return decideHandover(command, booking);
    case 'SchedulePayout':
    case 'RecordPayoutSent':
    case 'RecordPayoutFailure':
    case 'CancelPayout':
      return decidePayout(command, booking);
    case 'RecordPaymentAuthorisation':
    case 'AcceptBookingRequest':
    case 'DeclineBookingRequest':
    case 'ExpireBookingRequest':
    case 'RecordAuthorisationVoided':
      return decideRequest(command, booking, (reason) => cancel(booking, reason, now));
    case 'OpenClaim':
    case 'AcceptClaim':
    case 'ContestClaim':
    case 'EscalateClaim':
    case 'DecideClaim':
    case 'RecordClaimSettlement':
    case 'WithdrawClaim':
      return decideClaim(command, booking);
    case 'SettleReturnExtras':
      return decideReturnExtras(command, booking);
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
