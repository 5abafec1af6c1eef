import type { BookingQueries } from '@grandtour/projections';
import { toBooking } from '@grandtour/projections';
import type { Booking } from '@grandtour/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type BookingRow = NonNullable<Awaited<ReturnType<BookingQueries['findBookingRow']>>>;

/**
 * The caller's booking as stored (cents, payments), or null: someone else's booking is as absent as one that does
 * not exist. The caller is the signed-in account, else this browser's guest identity.
 */
export async function findOwnBookingRow(
  app: FastifyInstance,
  bookings: BookingQueries,
  request: FastifyRequest,
  reply: FastifyReply,
  bookingId: string,
): Promise<BookingRow | null> {
  const userId = await app.resolveUserId(request, reply, 'guest');
  const row = await bookings.findBookingRow(bookingId);
  return row && row.userId === userId ? row : null;
}

/** The caller's booking in the API's shape, or null (see findOwnBookingRow). */
export async function findOwnBooking(
  app: FastifyInstance,
  bookings: BookingQueries,
  request: FastifyRequest,
  reply: FastifyReply,
  bookingId: string,
): Promise<Booking | null> {
  const row = await findOwnBookingRow(app, bookings, request, reply, bookingId);
  return row && toBooking(row);
}
