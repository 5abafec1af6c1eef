import type { BookingEvent } from '@grandtour/commands';
import type { Projection } from '@grandtour/event-store';
import { ownerResponseFigures } from './owner-response-figures.ts';

const HANDLED = [
  'PaymentAuthorised',
  'BookingRequestAccepted',
  'BookingRequestDeclined',
  'BookingRequestExpired',
] as const satisfies readonly BookingEvent['type'][];
type Handled = Extract<BookingEvent, { type: (typeof HANDLED)[number] }>;

const OUTCOMES = {
  BookingRequestAccepted: 'accepted',
  BookingRequestDeclined: 'declined',
  BookingRequestExpired: 'expired',
} as const;

/** Every request an owner received and how it ended, and the figures it gives their cars (decision 85). */
export const ownerRequestResponsesProjection: Projection<Handled> = {
  name: 'owner_request_responses',
  handles: HANDLED,
  tables: ['owner_request_responses', 'cars'],
  async apply(event, sql) {
    const { bookingId, ownerId } = event.data;
    if (event.type === 'PaymentAuthorised') {
      await sql.query(
        `INSERT INTO owner_request_responses (booking_id, owner_id, received_at) VALUES ($1, $2, $3)
         ON CONFLICT (booking_id) DO NOTHING`,
        [bookingId, ownerId, event.data.authorisedAt],
      );
      return;
    }
    // An expired request was never answered: it counts against the rate, not in the response time.
    const respondedAt =
      event.type === 'BookingRequestAccepted'
        ? event.data.acceptedAt
        : event.type === 'BookingRequestDeclined'
          ? event.data.declinedAt
          : null;
    await sql.query(
      `UPDATE owner_request_responses SET outcome = $2, responded_at = $3 WHERE booking_id = $1 AND outcome IS NULL`,
      [bookingId, OUTCOMES[event.type], respondedAt],
    );
    await ownerResponseFigures.of(sql, [ownerId]);
  },
};
