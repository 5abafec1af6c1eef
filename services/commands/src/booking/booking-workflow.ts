import type { CancellationReason, PaymentMethod } from '@grandtour/shared';
import { handleCommand } from '../command-handler.ts';
import type { CarScheduleCommand } from '../car-schedule/car-schedule.ts';
import { carScheduleDecider } from '../car-schedule/car-schedule.ts';
import { carScheduleStreamName } from '../car-schedule/car-schedule-events.ts';
import { foldEvents } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import type { EventStore } from '../event-store/event-store.ts';
import type { CardPaymentProvider, PayPalProvider } from '../payments/payment-provider.ts';
import type {
  BookingEvent,
  BookingState,
  BookingTerms,
  PaymentFacts,
  PaymentProviderName,
} from './booking.ts';
import { bookingStreamName, refundDueCents } from './booking.ts';
import type { BookingCommand } from './decide-booking.ts';
import { bookingDecider } from './decide-booking.ts';

export interface PaymentProviders {
  card: CardPaymentProvider;
  paypal: PayPalProvider;
}

/** A payment reported by a provider, for a booking. */
export type PaymentReport = PaymentFacts & { bookingId: string };

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
}) {
  const now = () => deps.clock().toISOString();

  const onBooking = (bookingId: string, command: BookingCommand) =>
    handleCommand(deps.store, bookingStreamName(bookingId), bookingDecider, command, { retries: 3 });

  const onSchedule = (carId: string, command: CarScheduleCommand) =>
    handleCommand(deps.store, carScheduleStreamName(carId), carScheduleDecider, command, {
      retries: SCHEDULE_RETRIES,
    });

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

  async function refundWhatIsDue(bookingId: string): Promise<void> {
    const state = await stateOf(bookingId);
    const due = refundDueCents(state);
    if (due <= 0 || state.status === 'none' || !state.payment) return;
    const { payment } = state;
    const idempotencyKey = `refund-${bookingId}-${state.refundedCents}`;
    const refund =
      payment.method === 'card'
        ? await deps.providers.card.refund({
            paymentIntentId: payment.paymentId,
            amountCents: due,
            idempotencyKey,
          })
        : await deps.providers.paypal.refundCapture({
            captureId: payment.paymentId,
            amountCents: due,
            idempotencyKey,
          });
    await onBooking(bookingId, {
      type: 'RecordRefund',
      data: { provider: payment.provider, refundId: refund.id, amountCents: due },
      metadata: { now: now() },
    });
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

  /** Brings a booking to where its facts say it should be: confirmed once paid, released and refunded once off. */
  async function settle(bookingId: string): Promise<void> {
    const state = await stateOf(bookingId);
    if (state.status === 'pending' && state.payment) {
      const { carId, startDate, endDate } = state.terms;
      try {
        await onSchedule(carId, {
          type: 'ReserveCarPeriod',
          data: { carId, bookingId, startDate, endDate },
          metadata: { now: now() },
        });
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'dates_unavailable')) throw error;
        // Paid after its hold ran out and someone else took the dates: the platform cancels and refunds it all.
        await onBooking(bookingId, {
          type: 'CancelBooking',
          data: { reason: 'schedule_conflict' },
          metadata: { now: now() },
        });
        return settle(bookingId);
      }
      await onBooking(bookingId, { type: 'ConfirmBooking', metadata: { now: now() } });
      return;
    }
    if (state.status === 'cancelled') {
      await releasePeriod(state, `cancelled:${state.reason}`);
      await refundWhatIsDue(bookingId);
    }
  }

  return {
    stateOf,
    settle,

    /** Holds the dates first (the contended step), then opens the booking; a crash in between leaves a hold that expires. */
    async create(terms: BookingTerms, holdExpiresAt: string): Promise<void> {
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
  };
}
export type BookingWorkflow = ReturnType<typeof createBookingWorkflow>;
