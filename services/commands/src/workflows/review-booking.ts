import type { EventStore } from '@grandtour/event-store';
import { bookingStreamName, type BookingEvent } from '../booking/booking.ts';
import { bookingDecider } from '../booking/decide-booking.ts';
import { handleCommand } from '../command-handler.ts';
import { foldEvents } from '../decider.ts';
import {
  reviewDecider,
  reviewStreamName,
  type ReviewBooking,
  type ReviewedBooking,
} from '../review/review.ts';

/** What the booking's own stream says now: who booked, which car, how far the rental has gone. */
async function reviewedBooking(store: EventStore, bookingId: string): Promise<ReviewedBooking | null> {
  const { events } = await store.readStream<BookingEvent>(bookingStreamName(bookingId));
  const state = foldEvents(bookingDecider, events);
  if (state.status === 'none') return null;
  return { userId: state.terms.userId, carId: state.terms.carId, status: state.status };
}

/**
 * A customer reviews their rental. The review's stream is named by the booking (`reviewId` is derived from it),
 * so two racing requests append to one stream: one wins, the other is decided again on the winner's event and
 * refused as a second review.
 */
export async function reviewBooking(store: EventStore, data: ReviewBooking['data'], now: Date) {
  const booking = await reviewedBooking(store, data.bookingId);
  return handleCommand(
    store,
    reviewStreamName(data.reviewId),
    reviewDecider,
    { type: 'ReviewBooking', data, metadata: { now: now.toISOString(), booking } },
    { retries: 1 },
  );
}
