import type { FavoriteWithCar } from '@grandtour/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { toCar } from '../cars/car-queries.ts';
import { cars, favourites } from '../schema/index.ts';

export function createFavouriteQueries(db: NodePgDatabase) {
  return {
    /** A visitor's favourites, newest first, each with its car (delisted cars drop out). */
    async favouritesOf(userId: string): Promise<FavoriteWithCar[]> {
      const rows = await db
        .select()
        .from(favourites)
        .innerJoin(cars, and(eq(cars.id, favourites.carId), eq(cars.isListed, true)))
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt));
      return rows.map(({ favourites: favourite, cars: car }) => ({
        id: favourite.id,
        userId: favourite.userId,
        carId: favourite.carId,
        createdAt: favourite.createdAt.toISOString(),
        car: toCar(car),
      }));
    },
  };
}
export type FavouriteQueries = ReturnType<typeof createFavouriteQueries>;
