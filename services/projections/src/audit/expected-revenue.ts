import type { BookingEvent } from '@grandtour/commands';
import type { RecordedEvent } from '@grandtour/event-store';
import { todayInParis } from '@grandtour/shared';

/** The booking events money is recomputed from. */
export const REVENUE_EVENT_TYPES = [
  'BookingCreated',
  'PaymentSucceeded',
  'BookingConfirmed',
  'BookingCancelled',
  'RefundIssued',
  'ChangePaymentSucceeded',
  'BookingChanged',
  'PayoutScheduled',
] as const satisfies readonly BookingEvent['type'][];

/** One money movement as the events imply it, dated on its Paris day. */
export interface Movement {
  /** The event's position in the log, to compare with what an asynchronous projection has reached. */
  position: { commit: bigint; prepare: bigint };
  day: string;
  /** Cash in (payments) and out (refunds, negative). */
  cashCents: number;
  refundCents: number;
  platformRevenueCents: number;
  ownerPayoutCents: number;
  cancellationFeeCents: number;
  /** The commission kept out of the owner's payout: already counted in the two figures above, owner_stats shows it apart. */
  commissionCents: number;
  /** For owner_stats: a confirmation counts a booking, the cancellation of a confirmed one a cancellation. */
  bookings: number;
  cancellations: number;
}

/** A booking's money as the bookings read model shows it: the quote, then what was paid, kept and refunded. */
export interface BookingMoney {
  totalCents: number;
  serviceFeeCents: number;
  ownerPayoutCents: number;
  platformRevenueCents: number;
  paidCents: number;
  cancellationFeeCents: number;
  refundedCents: number;
}

/** A booking's money recomputed from its events (the quote is the one frozen in its first event). */
export interface ExpectedBooking extends BookingMoney {
  bookingId: string;
  ownerId: string;
  carId: string;
  createdDay: string;
  movements: Movement[];
}

const parisDay = (instant: string) => todayInParis(new Date(instant));

const movement = (event: RecordedEvent, at: string, figures: Partial<Movement>): Movement => ({
  position: event.metadata.logPosition,
  day: parisDay(at),
  cashCents: 0,
  refundCents: 0,
  platformRevenueCents: 0,
  ownerPayoutCents: 0,
  cancellationFeeCents: 0,
  commissionCents: 0,
  bookings: 0,
  cancellations: 0,
  ...figures,
});

/**
 * Recomputes each booking's money from its own events, independently of the projections (decision 8): the quote
 * frozen at creation, or by a change (decision 30); on confirmation the platform earns the quote's revenue and owes the owner the quote's payout;
 * a cancellation takes back what confirmation recognised and adds each side's share of the fee it keeps; the
 * scheduled payout moves its commission from the owner to the platform; payments bring cash in and refunds take it out.
 */
export function expectedRevenue(events: readonly RecordedEvent[]): Map<string, ExpectedBooking> {
  const bookings = new Map<string, ExpectedBooking>();
  const confirmed = new Set<string>();
  for (const recorded of events) {
    const event = recorded as RecordedEvent<BookingEvent>;
    if (event.type === 'BookingCreated') {
      const { bookingId, ownerId, carId, quote, createdAt } = event.data;
      bookings.set(bookingId, {
        bookingId,
        ownerId,
        carId,
        createdDay: parisDay(createdAt),
        totalCents: quote.totalCents,
        serviceFeeCents: quote.serviceFeeCents,
        ownerPayoutCents: quote.ownerPayoutCents,
        platformRevenueCents: quote.platformRevenueCents,
        paidCents: 0,
        cancellationFeeCents: 0,
        refundedCents: 0,
        movements: [],
      });
      continue;
    }
    const booking = bookings.get((event.data as { bookingId: string }).bookingId);
    if (!booking) continue;
    switch (event.type) {
      case 'PaymentSucceeded':
        booking.paidCents = event.data.amountCents;
        booking.movements.push(
          movement(event, event.data.succeededAt, { cashCents: event.data.amountCents }),
        );
        break;
      case 'BookingConfirmed':
        confirmed.add(booking.bookingId);
        booking.movements.push(
          movement(event, event.data.confirmedAt, {
            platformRevenueCents: booking.platformRevenueCents,
            ownerPayoutCents: booking.ownerPayoutCents,
            bookings: 1,
          }),
        );
        break;
      case 'BookingCancelled': {
        const wasConfirmed = confirmed.delete(booking.bookingId);
        const { feeCents, platformShareOfFeeCents, ownerShareOfFeeCents, cancelledAt } = event.data;
        booking.cancellationFeeCents = feeCents;
        booking.movements.push(
          movement(event, cancelledAt, {
            platformRevenueCents: platformShareOfFeeCents - (wasConfirmed ? booking.platformRevenueCents : 0),
            ownerPayoutCents: ownerShareOfFeeCents - (wasConfirmed ? booking.ownerPayoutCents : 0),
            cancellationFeeCents: feeCents,
            cancellations: wasConfirmed ? 1 : 0,
          }),
        );
        break;
      }
      case 'ChangePaymentSucceeded':
        booking.paidCents += event.data.amountCents;
        booking.movements.push(
          movement(event, event.data.succeededAt, { cashCents: event.data.amountCents }),
        );
        break;
      case 'BookingChanged': {
        // The new quote frozen in the change (decision 30): what confirmation recognised moves by the difference.
        const { quote } = event.data;
        if (confirmed.has(booking.bookingId))
          booking.movements.push(
            movement(event, event.data.changedAt, {
              platformRevenueCents: quote.platformRevenueCents - booking.platformRevenueCents,
              ownerPayoutCents: quote.ownerPayoutCents - booking.ownerPayoutCents,
            }),
          );
        booking.totalCents = quote.totalCents;
        booking.serviceFeeCents = quote.serviceFeeCents;
        booking.ownerPayoutCents = quote.ownerPayoutCents;
        booking.platformRevenueCents = quote.platformRevenueCents;
        break;
      }
      case 'PayoutScheduled': {
        // The commission frozen at booking moves from what the owner is owed to the platform (decision 0080).
        const { commissionCents, scheduledAt } = event.data;
        if (commissionCents > 0)
          booking.movements.push(
            movement(event, scheduledAt, {
              platformRevenueCents: commissionCents,
              ownerPayoutCents: -commissionCents,
              commissionCents,
            }),
          );
        break;
      }
      case 'RefundIssued':
        booking.refundedCents += event.data.amountCents;
        booking.movements.push(
          movement(event, event.data.issuedAt, {
            cashCents: -event.data.amountCents,
            refundCents: event.data.amountCents,
          }),
        );
        break;
      default:
        break;
    }
  }
  return bookings;
}
