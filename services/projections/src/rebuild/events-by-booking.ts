import type { BookingEvent } from '@grandtour/commands';
import type { RecordedEvent } from '@grandtour/event-store';

/**
 * A page's events grouped by booking, each group in log order, keyed by the booking id in lower case: the tables'
 * uuids read back that way, so the page's ids are matched to them as such.
 */
export function eventsByBooking(
  events: readonly RecordedEvent<BookingEvent>[],
): Map<string, RecordedEvent<BookingEvent>[]> {
  const byBooking = new Map<string, RecordedEvent<BookingEvent>[]>();
  for (const event of events) {
    const bookingId = event.data.bookingId.toLowerCase();
    const own = byBooking.get(bookingId) ?? [];
    own.push(event);
    byBooking.set(bookingId, own);
  }
  return byBooking;
}
