import type { DomainEvent } from '@grandtour/event-store';
import type { Decider } from '../decider.ts';

export const favouritesStreamName = (userId: string) => `favourites-${userId}`;

export type CarFavourited = DomainEvent<
  'CarFavourited',
  { userId: string; carId: string; favouritedAt: string }
>;
export type CarUnfavourited = DomainEvent<
  'CarUnfavourited',
  { userId: string; carId: string; unfavouritedAt: string }
>;
export type FavouritesEvent = CarFavourited | CarUnfavourited;
export const FAVOURITES_EVENT_TYPES: readonly FavouritesEvent['type'][] = [
  'CarFavourited',
  'CarUnfavourited',
];

/** The visitor's intent: the car should (or should no longer) be among their favourites. Repeats change nothing. */
export type ToggleFavourite = {
  type: 'ToggleFavourite';
  data: { userId: string; carId: string; favourite: boolean };
  metadata: { now: string };
};

export type FavouritesState = { carIds: ReadonlySet<string> };

export const favouritesDecider: Decider<ToggleFavourite, FavouritesEvent, FavouritesState> = {
  initialState: () => ({ carIds: new Set() }),
  evolve(state, event) {
    const carIds = new Set(state.carIds);
    if (event.type === 'CarFavourited') carIds.add(event.data.carId);
    else carIds.delete(event.data.carId);
    return { carIds };
  },
  decide({ data: { userId, carId, favourite }, metadata: { now } }, state) {
    if (state.carIds.has(carId) === favourite) return [];
    return favourite
      ? [{ type: 'CarFavourited', data: { userId, carId, favouritedAt: now } }]
      : [{ type: 'CarUnfavourited', data: { userId, carId, unfavouritedAt: now } }];
  },
};
