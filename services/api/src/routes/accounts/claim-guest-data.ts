import type { FavouritesEvent } from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import {
  bookingDecider,
  bookingStreamName,
  favouritesDecider,
  favouritesStreamName,
  foldEvents,
  handleCommand,
} from '@grandtour/commands';
import type { BookingQueries } from '@grandtour/projections';

/**
 * Signing in (or registering) on a browser that already has guest bookings and favourites moves them to the
 * account: each booking is claimed on its own stream; each favourite is added to the account's, then removed
 * from the guest's. Every step is idempotent, so a sign-in interrupted halfway is finished by the next one.
 */
export async function claimGuestData(
  deps: { store: EventStore; bookings: BookingQueries },
  guestId: string,
  userId: string,
  now: Date,
) {
  const metadata = { now: now.toISOString() };
  for (const booking of await deps.bookings.bookingsOfUser(guestId)) {
    await handleCommand(
      deps.store,
      bookingStreamName(booking.id),
      bookingDecider,
      { type: 'ClaimBooking', data: { fromUserId: guestId, toUserId: userId }, metadata },
      { retries: 3 },
    );
  }

  const { events } = await deps.store.readStream<FavouritesEvent>(favouritesStreamName(guestId));
  const setFavourite = (owner: string, carId: string, favourite: boolean) =>
    handleCommand(
      deps.store,
      favouritesStreamName(owner),
      favouritesDecider,
      { type: 'ToggleFavourite', data: { userId: owner, carId, favourite }, metadata },
      { retries: 3 },
    );
  for (const carId of foldEvents(favouritesDecider, events).carIds) {
    await setFavourite(userId, carId, true);
    await setFavourite(guestId, carId, false);
  }
}
