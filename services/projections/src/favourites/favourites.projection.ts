import type { FavouritesEvent } from '@grandtour/commands';
import type { Projection } from '@grandtour/event-store';
import { FAVOURITES_EVENT_TYPES } from '@grandtour/commands';

export const favouritesProjection: Projection<FavouritesEvent> = {
  name: 'favourites',
  handles: FAVOURITES_EVENT_TYPES,
  tables: ['favourites'],
  async apply(event, sql) {
    if (event.type === 'CarFavourited') {
      await sql.query(
        'INSERT INTO favourites (id, user_id, car_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, car_id) DO NOTHING',
        [event.metadata.eventId, event.data.userId, event.data.carId, event.data.favouritedAt],
      );
    } else {
      await sql.query('DELETE FROM favourites WHERE user_id = $1 AND car_id = $2', [
        event.data.userId,
        event.data.carId,
      ]);
    }
  },
};
