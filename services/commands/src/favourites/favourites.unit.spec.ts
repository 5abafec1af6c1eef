import { describe, it } from 'vitest';
import { specFor } from '../decider.spec-helpers.ts';
import type { CarFavourited } from './favourites.ts';
import { favouritesDecider } from './favourites.ts';

const given = specFor(favouritesDecider);
const now = '2026-11-22T10:00:00.000Z';
const favourited: CarFavourited = {
  type: 'CarFavourited',
  data: { userId: 'guest:1', carId: 'car-1', favouritedAt: now },
};

describe('favourites decider', () => {
  it('favourites a car that was not a favourite', () => {
    given([])
      .when({
        type: 'ToggleFavourite',
        data: { userId: 'guest:1', carId: 'car-1', favourite: true },
        metadata: { now },
      })
      .then([favourited]);
  });

  it('unfavourites a favourite', () => {
    given([favourited])
      .when({
        type: 'ToggleFavourite',
        data: { userId: 'guest:1', carId: 'car-1', favourite: false },
        metadata: { now },
      })
      .then([{ type: 'CarUnfavourited', data: { userId: 'guest:1', carId: 'car-1', unfavouritedAt: now } }]);
  });

  it('treats a repeated intent as done', () => {
    given([favourited])
      .when({
        type: 'ToggleFavourite',
        data: { userId: 'guest:1', carId: 'car-1', favourite: true },
        metadata: { now },
      })
      .then([]);
    given([])
      .when({
        type: 'ToggleFavourite',
        data: { userId: 'guest:1', carId: 'car-1', favourite: false },
        metadata: { now },
      })
      .then([]);
  });
});
