import { nameBasedUuid } from '@grandtour/commands';

/** A booking's review is named by the booking: one stream, so one review, however many requests race. */
export const reviewIdForBooking = (bookingId: string) => nameBasedUuid('review', bookingId);
