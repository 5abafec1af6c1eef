import { bookingReference, type CancellationReason, type PaymentMethod } from '@grandtour/shared';
import type { EventStore } from '@grandtour/event-store';
import { handleCommand } from '../command-handler.ts';
import type { CarScheduleCommand } from '../car-schedule/car-schedule.ts';
import { carScheduleDecider } from '../car-schedule/car-schedule.ts';
import { carScheduleStreamName } from '../car-schedule/car-schedule-events.ts';
import { foldEvents } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type { CardPaymentProvider, PayPalProvider } from '../ports/payment-provider.ts';
import { PaymentProviderError } from '../ports/payment-provider.ts';
import type {
  BookingChangeRefusal,
  BookingChangeTerms,
  BookingEvent,
  BookingPayment,
  BookingState,
  BookingTerms,
  OpenBookingChange,
  PaymentFacts,
  PaymentProviderName,
} from '../booking/booking.ts';
import { bookingStreamName, paymentsOf, refundDueCents } from '../booking/booking.ts';
import { checkBookablePeriod } from '../booking/booking-rules.ts';
import type { BookingCommand } from '../booking/decide-booking.ts';
import { bookingDecider } from '../booking/decide-booking.ts';
import { awaitingOwner } from '../booking/request-state.ts';
import { createRequestSteps } from './request-steps.ts';

export interface PaymentProviders {
  card: CardPaymentProvider;
  paypal: PayPalProvider;
}

/** A payment reported by a provider, for a booking. */
export type PaymentReport = PaymentFacts & { bookingId: string };

/** How a change ended: applied, or refused with its reason (and what stood in the way). */
export type ChangeOutcome =
  | { status: 'changed'; totalDeltaCents: number }
  | { status: 'refused'; reason: BookingChangeRefusal; message: string | null; details?: unknown };

/** Many clients racing for the same car: re-decide on the fresh stream a few times before giving up. */
const SCHEDULE_RETRIES = 8;

/**
 * The booking's process across streams: its own stream `booking-{id}` and the car's `carSchedule-{carId}`. Each
 * step is an idempotent command, so a step cut short by a crash is simply run again (by a retried request, a
 * replayed webhook or the scheduled sweep) and converges: never two holds, never a payment recorded twice, never a
 * refund paid twice (the provider deduplicates on our idempotency keys).
 */
export function createBookingWorkflow(deps: {
  store: EventStore;
  providers: PaymentProviders;
  clock: () => Date;
  /** The deposit's steps: a cancelled booking's hold is let go as it is settled (decision 68). */
  deposits?: { advance(bookingId: string): Promise<unknown> };
}) {
  const now = () => deps.clock().toISOString();

  const onBooking = (bookingId: string, command: BookingCommand) =>
    handleCommand(deps.store, bookingStreamName(bookingId), bookingDecider, command, { retries: 3 });

  const onSchedule = (carId: string, command: CarScheduleCommand) =>
    handleCommand(deps.store, carScheduleStreamName(carId), carScheduleDecider, command, {
      retries: SCHEDULE_RETRIES,
    });

  const requestSteps = createRequestSteps({ providers: deps.providers, onBooking, now });

  async function stateOf(bookingId: string): Promise<BookingState> {
    const { events } = await deps.store.readStream<BookingEvent>(bookingStreamName(bookingId));
    return foldEvents(bookingDecider, events);
  }

  async function releasePeriod(state: Extract<BookingState, { terms: BookingTerms }>, reason: string) {
    await onSchedule(state.terms.carId, {
      type: 'ReleaseCarPeriod',
      data: { carId: state.terms.carId, bookingId: state.terms.bookingId, reason },
      metadata: { now: now() },
    });
  }

  const refundedOn = (state: Extract<BookingState, { terms: BookingTerms }>, payment: BookingPayment) =>
    payment.amountCents - (state.refundedByPayment.get(payment.paymentId) ?? 0);

  /**
   * Pays back what the booking owes, newest payment first (a change's charge before the booking's own payment), one
   * refund per payment. The idempotency key names the step by what was refunded before it, so a refund the provider
   * made but we never recorded is found again, not paid twice.
   */
  async function refundWhatIsDue(bookingId: string): Promise<void> {
    for (let step = 0; step < 10; step++) {
      const state = await stateOf(bookingId);
      const due = refundDueCents(state);
      if (due <= 0 || state.status === 'none') return;
      const payment = paymentsOf(state)
        .reverse()
        .find((candidate) => refundedOn(state, candidate) > 0);
      if (!payment) return;
      const amountCents = Math.min(due, refundedOn(state, payment));
      const idempotencyKey = `refund-${bookingId}-${state.refundedCents}`;
      const refund =
        payment.method === 'card'
          ? await deps.providers.card.refund({
              paymentIntentId: payment.paymentId,
              amountCents,
              idempotencyKey,
            })
          : await deps.providers.paypal.refundCapture({
              captureId: payment.paymentId,
              amountCents,
              idempotencyKey,
            });
      await onBooking(bookingId, {
        type: 'RecordRefund',
        data: { provider: payment.provider, refundId: refund.id, paymentId: payment.paymentId, amountCents },
        metadata: { now: now() },
      });
    }
  }

  async function refuseChange(
    bookingId: string,
    changeId: string,
    reason: BookingChangeRefusal,
    message: string | null = null,
    details?: unknown,
  ): Promise<ChangeOutcome> {
    await onBooking(bookingId, {
      type: 'RefuseBookingChange',
      data: { changeId, reason, message },
      metadata: { now: now() },
    });
    await refundWhatIsDue(bookingId);
    return { status: 'refused', reason, message, details };
  }

  /** The difference of a change that costs more, on the payment method the booking was paid with. */
  async function chargeDifference(bookingId: string, payment: BookingPayment, change: OpenBookingChange) {
    const provider = payment.method === 'card' ? deps.providers.card : deps.providers.paypal;
    const charged = await provider.chargeAgain({
      originalPaymentId: payment.paymentId,
      bookingId,
      amountCents: change.differenceCents,
      description: `Grand Tour — ${bookingReference(bookingId)}: change of dates`,
      idempotencyKey: `change-${change.changeId}`,
    });
    await onBooking(bookingId, {
      type: 'RecordChangePayment',
      data: {
        changeId: change.changeId,
        provider: payment.provider,
        method: payment.method,
        paymentIntentId: charged.paymentIntentId,
        paymentId: charged.paymentId,
        amountCents: charged.amountCents,
      },
      metadata: { now: now() },
    });
  }

  /**
   * Carries an open change to its end (decision 30): the difference charged, the schedule moved in one append, the
   * booking changed, what a cheaper change saves paid back; or refused, with anything charged for it paid back.
   * Every step is idempotent, so a crash anywhere is finished by a retried request or the sweep.
   */
  async function finishChange(bookingId: string): Promise<ChangeOutcome | null> {
    const state = await stateOf(bookingId);
    if (state.status === 'none' || !state.openChange) return null;
    const change = state.openChange;
    const refuse = (reason: BookingChangeRefusal, message: string | null = null, details?: unknown) =>
      refuseChange(bookingId, change.changeId, reason, message, details);
    if (state.status !== 'confirmed' || !state.payment) return refuse('booking_not_changeable');
    if (change.differenceCents > 0 && !state.changePayments.has(change.changeId)) {
      try {
        await chargeDifference(bookingId, state.payment, change);
      } catch (error) {
        // The provider said no (a decline, or it cannot charge without the payer); its outages are tried again.
        if (!(error instanceof PaymentProviderError) || error.httpStatus >= 500) throw error;
        const reason =
          error.code === 'payment_method_unavailable' ? 'payment_method_unavailable' : 'payment_declined';
        return refuse(reason, error.message);
      }
    }
    const { carId, startDate, endDate } = state.terms;
    if (change.startDate !== startDate || change.endDate !== endDate) {
      try {
        await onSchedule(carId, {
          type: 'MoveCarPeriod',
          data: {
            carId,
            bookingId,
            from: { startDate, endDate },
            to: { startDate: change.startDate, endDate: change.endDate },
          },
          metadata: { now: now() },
        });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error.code === 'dates_unavailable') return refuse('dates_unavailable', null, error.details);
        if (error.code === 'booking_not_scheduled') return refuse('booking_not_changeable');
        throw error;
      }
    }
    try {
      await onBooking(bookingId, {
        type: 'ApplyBookingChange',
        data: { changeId: change.changeId },
        metadata: { now: now() },
      });
    } catch (error) {
      // Cancelled meanwhile: the cancellation releases whatever dates the booking holds.
      if (error instanceof DomainError && error.code === 'booking_not_changeable')
        return refuse('booking_not_changeable');
      throw error;
    }
    await refundWhatIsDue(bookingId);
    return (
      (await outcomeOf(bookingId, change.changeId)) ?? {
        status: 'refused',
        reason: 'booking_not_changeable',
        message: null,
      }
    );
  }

  /** How a change named `changeId` ended, if it has: read from the booking's own stream. */
  async function outcomeOf(bookingId: string, changeId: string): Promise<ChangeOutcome | null> {
    const { events } = await deps.store.readStream<BookingEvent>(bookingStreamName(bookingId));
    for (const event of events) {
      if (event.type === 'BookingChanged' && event.data.changeId === changeId)
        return { status: 'changed', totalDeltaCents: event.data.totalDeltaCents };
      if (event.type === 'BookingChangeRefused' && event.data.changeId === changeId)
        return { status: 'refused', reason: event.data.reason, message: event.data.message };
    }
    return null;
  }

  /** A second, different payment for the same booking is paid straight back. */
  async function refundExtraPayment(report: PaymentReport) {
    const idempotencyKey = `refund-extra-${report.paymentId}`;
    if (report.method === 'card')
      await deps.providers.card.refund({
        paymentIntentId: report.paymentId,
        amountCents: report.amountCents,
        idempotencyKey,
      });
    else
      await deps.providers.paypal.refundCapture({
        captureId: report.paymentId,
        amountCents: report.amountCents,
        idempotencyKey,
      });
  }

  /**
   * Makes the booking's dates its own on the car's schedule; taken by someone else meanwhile (paid or authorised after
   * its hold ran out), the platform cancels it and gives everything back. Returns whether the dates are held.
   */
  async function reserve(state: Extract<BookingState, { terms: BookingTerms }>): Promise<boolean> {
    const { carId, bookingId, startDate, endDate } = state.terms;
    try {
      await onSchedule(carId, {
        type: 'ReserveCarPeriod',
        data: { carId, bookingId, startDate, endDate },
        metadata: { now: now() },
      });
      return true;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'dates_unavailable')) throw error;
      await onBooking(bookingId, {
        type: 'CancelBooking',
        data: { reason: 'schedule_conflict' },
        metadata: { now: now() },
      });
      return false;
    }
  }

  /**
   * Brings a booking to where its facts say it should be: confirmed once paid, an open change finished, released and
   * refunded once off, what a change saved paid back; a request's dates reserved while its owner decides, its
   * authorisation captured once accepted or voided once off (decision 85).
   */
  async function settle(bookingId: string): Promise<void> {
    let state = await stateOf(bookingId);
    if (state.status === 'none') return;
    if (state.openChange) {
      await finishChange(bookingId);
      state = await stateOf(bookingId);
    }
    if (state.status === 'none') return;
    if (await requestSteps.advance(state)) return settle(bookingId);
    if (state.status === 'pending' && awaitingOwner(state.request)) {
      if (!(await reserve(state))) return settle(bookingId);
      return;
    }
    if (state.status === 'pending' && state.payment) {
      if (!(await reserve(state))) return settle(bookingId);
      await onBooking(bookingId, { type: 'ConfirmBooking', metadata: { now: now() } });
      return;
    }
    if (state.status === 'cancelled') await releasePeriod(state, `cancelled:${state.reason}`);
    if (refundDueCents(state) > 0) await refundWhatIsDue(bookingId);
    if (state.status === 'cancelled' && (state.deposit.hold || state.deposit.olderHolds.length > 0))
      await deps.deposits?.advance(bookingId);
  }

  return {
    stateOf,
    settle,

    /**
     * Holds the dates first (the contended step), then opens the booking; a crash in between leaves a hold that
     * expires. A period the booking would refuse is refused before it holds anything.
     */
    async create(terms: BookingTerms, holdExpiresAt: string): Promise<void> {
      checkBookablePeriod(terms, deps.clock());
      await onSchedule(terms.carId, {
        type: 'HoldCarPeriod',
        data: {
          carId: terms.carId,
          bookingId: terms.bookingId,
          startDate: terms.startDate,
          endDate: terms.endDate,
          expiresAt: holdExpiresAt,
        },
        metadata: { now: now() },
      });
      await onBooking(terms.bookingId, {
        type: 'CreateBooking',
        data: { terms, holdExpiresAt },
        metadata: { now: now() },
      });
    },

    async recordPaymentIntent(
      bookingId: string,
      intent: {
        provider: PaymentProviderName;
        method: PaymentMethod;
        paymentIntentId: string;
        amountCents: number;
      },
    ) {
      await onBooking(bookingId, { type: 'RecordPaymentIntent', data: intent, metadata: { now: now() } });
    },

    async paymentFailed(
      bookingId: string,
      failure: {
        provider: PaymentProviderName;
        paymentIntentId: string;
        message: string;
        providerEventId: string | null;
      },
    ) {
      await onBooking(bookingId, { type: 'RecordPaymentFailure', data: failure, metadata: { now: now() } });
    },

    /** From a webhook, the demo provider, a PayPal capture or a status check: all the same, all idempotent. */
    async paymentSucceeded(report: PaymentReport): Promise<void> {
      const { bookingId: _bookingId, ...paymentFacts } = report;
      try {
        await onBooking(report.bookingId, {
          type: 'RecordPaymentSuccess',
          data: paymentFacts,
          metadata: { now: now() },
        });
      } catch (error) {
        if (error instanceof DomainError && error.code === 'booking_already_paid') {
          await refundExtraPayment(report);
          return;
        }
        throw error;
      }
      await settle(report.bookingId);
    },

    async cancel(bookingId: string, reason: CancellationReason = 'customer'): Promise<void> {
      await onBooking(bookingId, { type: 'CancelBooking', data: { reason }, metadata: { now: now() } });
      await settle(bookingId);
    },

    /** Returns whether the booking expired. */
    async expire(bookingId: string): Promise<boolean> {
      const { newEvents } = await onBooking(bookingId, { type: 'ExpireBooking', metadata: { now: now() } });
      if (newEvents.length > 0) await settle(bookingId);
      return newEvents.length > 0;
    },

    async complete(bookingId: string): Promise<void> {
      await onBooking(bookingId, { type: 'CompleteBooking', metadata: { now: now() } });
    },

    /** Opens a change of dates or pickup (refused at once if the rules say no), then carries it to its end. */
    async change(
      bookingId: string,
      request: BookingChangeTerms & { changeId: string },
    ): Promise<ChangeOutcome> {
      await onBooking(bookingId, { type: 'RequestBookingChange', data: request, metadata: { now: now() } });
      // Already decided by an earlier attempt with the same change id: how it ended.
      return (await finishChange(bookingId)) ?? (await outcomeOf(bookingId, request.changeId))!;
    },

    finishChange,
    outcomeOf,
    /** Decides a command on the booking's own stream (the request workflow's answers and expiry). */
    onBooking,
    /** Lets go an authorisation the booking could no longer take (decision 85). */
    voidAuthorisation: requestSteps.voidAuthorisation,
  };
}
export type BookingWorkflow = ReturnType<typeof createBookingWorkflow>;
