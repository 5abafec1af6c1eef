import { z } from 'zod';
import { CarSchema } from '../catalogue/car.schema.ts';

export const FavoriteSchema = z.object({
  id: z.uuid(),
  userId: z.string(),
  carId: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
});
export const FavoriteWithCarSchema = FavoriteSchema.extend({ car: CarSchema });
export type Favorite = z.infer<typeof FavoriteSchema>;
export type FavoriteWithCar = z.infer<typeof FavoriteWithCarSchema>;

export const AddFavoriteRequestSchema = z.strictObject({
  userId: z.string().min(1).max(100),
  carId: z.uuid(),
});
export const FavoriteParamsSchema = z.object({ userId: z.string().min(1).max(100), carId: z.uuid() });
export const FavoritesOwnerParamsSchema = z.object({ userId: z.string().min(1).max(100) });
