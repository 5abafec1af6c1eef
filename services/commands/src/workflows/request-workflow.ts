import { DomainError } from '../domain-error.ts';
import type { BookingState } from '../booking/booking.ts';
import type { RequestAuthorisation } from '../booking/request-events.ts';
import type { BookingWorkflow } from './booking-workflow.ts';

/** An authorisation reported by a provider (webhook, the demo form, a PayPal authorize), for a request to book. */
export type AuthorisationReport = RequestAuthorisation & {
  bookingId: string;
  providerEventId: string | null;
};

/**
 * Request to book (decision 85): the customer's authorisation recorded (the dates then reserved), the owner's answer
 * (accepted: captured and confirmed; declined: cancelled and voided), and the expiry a day later. Every step is an
 * idempotent command followed by the booking's settle, so a crash is finished by a retry or the sweep.
 */
export function createRequestWorkflow(deps: { bookings: BookingWorkflow; clock: () => Date }) {
  const { bookings } = deps;
  const now = () => deps.clock().toISOString();

  return {
    /** Returns `voided` when the booking could no longer take it (cancelled or expired meanwhile): it was let go. */
    async authorised(report: AuthorisationReport): Promise<'recorded' | 'voided'> {
      const { bookingId, ...authorisation } = report;
      try {
        await bookings.onBooking(bookingId, {
          type: 'RecordPaymentAuthorisation',
          data: authorisation,
          metadata: { now: now() },
        });
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'booking_not_payable')) throw error;
        await bookings.voidAuthorisation(authorisation);
        return 'voided';
      }
      await bookings.settle(bookingId);
      return 'recorded';
    },

    /** Returns where the booking stands after: confirmed, or cancelled when the provider refused the capture. */
    async accept(bookingId: string, ownerId: string): Promise<BookingState['status']> {
      await bookings.onBooking(bookingId, {
        type: 'AcceptBookingRequest',
        data: { ownerId },
        metadata: { now: now() },
      });
      await bookings.settle(bookingId);
      return (await bookings.stateOf(bookingId)).status;
    },

    async decline(bookingId: string, ownerId: string, message: string | null): Promise<void> {
      await bookings.onBooking(bookingId, {
        type: 'DeclineBookingRequest',
        data: { ownerId, message },
        metadata: { now: now() },
      });
      await bookings.settle(bookingId);
    },

    /** Returns whether the request expired (its owner's day had passed without an answer). */
    async expire(bookingId: string): Promise<boolean> {
      const { newEvents } = await bookings.onBooking(bookingId, {
        type: 'ExpireBookingRequest',
        metadata: { now: now() },
      });
      if (newEvents.length > 0) await bookings.settle(bookingId);
      return newEvents.length > 0;
    },
  };
}
export type RequestWorkflow = ReturnType<typeof createRequestWorkflow>;
