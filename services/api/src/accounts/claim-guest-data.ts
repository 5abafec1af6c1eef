import type { EventStore, FavouritesEvent } from '@grandtour/commands';
import { favouritesDecider, favouritesStreamName, foldEvents, handleCommand } from '@grandtour/commands';

/**
 * Signing in (or registering) on a browser that already has guest favourites moves them to the account: each car
 * is added to the account's favourites, then removed from the guest's. Both steps are idempotent, so a sign-in
 * interrupted halfway is finished by the next one.
 */
export async function claimGuestFavourites(store: EventStore, guestId: string, userId: string, now: Date) {
  const { events } = await store.readStream<FavouritesEvent>(favouritesStreamName(guestId));
  const guest = foldEvents(favouritesDecider, events);
  const setFavourite = (owner: string, carId: string, favourite: boolean) =>
    handleCommand(
      store,
      favouritesStreamName(owner),
      favouritesDecider,
      {
        type: 'ToggleFavourite',
        data: { userId: owner, carId, favourite },
        metadata: { now: now.toISOString() },
      },
      { retries: 3 },
    );
  for (const carId of guest.carIds) {
    await setFavourite(userId, carId, true);
    await setFavourite(guestId, carId, false);
  }
}
