import type { BookingRequest, BookingRequestStatus } from '@grandtour/shared';
import type { bookings } from '../schema/index.ts';

type RequestColumns = Pick<
  typeof bookings.$inferSelect,
  'requestStatus' | 'requestRespondBy' | 'requestRespondedAt' | 'requestDeclineMessage'
>;

/** Where a request to book stands, as its customer and its owner see it (decision 85); null for an instant booking. */
export function requestOf(row: RequestColumns): BookingRequest | null {
  if (row.requestStatus === null) return null;
  return {
    status: row.requestStatus as BookingRequestStatus,
    respondBy: row.requestRespondBy?.toISOString() ?? null,
    respondedAt: row.requestRespondedAt?.toISOString() ?? null,
    declineMessage: row.requestDeclineMessage,
  };
}
