import type { BookingQueries } from '@grandtour/projections';
import type { Booking } from '@grandtour/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The caller's booking, or null: someone else's booking is as absent as one that does not exist. */
export async function findOwnBooking(
  app: FastifyInstance,
  bookings: BookingQueries,
  request: FastifyRequest,
  reply: FastifyReply,
  bookingId: string,
): Promise<Booking | null> {
  const userId = await app.resolveUserId(request, reply, 'guest');
  const booking = await bookings.findBooking(bookingId);
  return booking && booking.userId === userId ? booking : null;
}
