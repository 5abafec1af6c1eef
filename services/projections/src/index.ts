export * from './schema.ts';
export * from './migrate.ts';
export * from './cars/cars.projection.ts';
export * from './cars/car-queries.ts';
export * from './reviews/reviews.projection.ts';
export * from './runner/projection-runner.ts';
export * from './users/users.projection.ts';
export * from './cars/car-search.ts';
export * from './availability/availability.projection.ts';
export * from './favourites/favourites.projection.ts';
export * from './favourites/favourite-queries.ts';
import { carsProjection } from './cars/cars.projection.ts';
import { reviewsProjection } from './reviews/reviews.projection.ts';
import { usersProjection } from './users/users.projection.ts';
import { availabilityProjection } from './availability/availability.projection.ts';
import { favouritesProjection } from './favourites/favourites.projection.ts';

/** Single-stream read models the UI reads right after a write: applied in the append's transaction. */
export const inlineProjections = [
  carsProjection,
  reviewsProjection,
  usersProjection,
  availabilityProjection,
  favouritesProjection,
] as const;
