import type { Car } from '@grandtour/shared';

export interface CardFavouriteSlotProps {
  car: Car;
}

/**
 * The place in a search card's action row for the favourite toggle, which the favourites feature provides
 * (`<FavouriteToggle car={car} />`); kept apart so the two features can land independently.
 */
export function CardFavouriteSlot(_props: CardFavouriteSlotProps) {
  return null;
}
