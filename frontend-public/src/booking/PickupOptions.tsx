import {
  HOME_DELIVERY_PICKUP,
  PICKUP_OPTIONS,
  placeName,
  placesOfCar,
  type Car,
  type PickupOption,
} from '@grandtour/shared';
import { usePrice } from '../currency/usePrice.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

export const isPickupOption = (value: string): value is PickupOption =>
  (PICKUP_OPTIONS as readonly string[]).includes(value);

/**
 * The places a car is handed over and returned at, for a native select (decision 55): its address, the airport and
 * station its owner offers, each with its address, then home delivery (or collection, for the return) with what one
 * leg costs for it, in the display currency. A place already chosen is always listed, so the select shows it.
 */
export function PickupOptions({
  car,
  chosen = [],
  leg = 'pickup',
}: {
  car?: Car;
  chosen?: readonly PickupOption[];
  leg?: 'pickup' | 'return';
}) {
  const { t } = useLanguage();
  const formatPrice = usePrice();
  const texts = t.booking;
  const deliveryLabel = () => {
    if (!car) return leg === 'pickup' ? texts.pickupOptions.delivery : texts.collection;
    const free = Number(car.deliveryFee) === 0;
    const fee = formatPrice(car.deliveryFee, { exact: true });
    if (leg === 'pickup') return free ? texts.deliveryOptionFree : texts.deliveryOption(fee);
    return free ? texts.collectionOptionFree : texts.collectionOption(fee);
  };
  const offered: { id: PickupOption; address: string | null }[] = car ? placesOfCar(car) : [];
  // A place already chosen that the car no longer offers (or before the car is loaded) stays shown as chosen.
  const kept = chosen.filter((id) => !offered.some((place) => place.id === id));
  const places = [...offered, ...[...new Set(kept)].map((id) => ({ id, address: null }))];
  return places.map((place) => (
    <option key={place.id} value={place.id}>
      {place.id === HOME_DELIVERY_PICKUP
        ? deliveryLabel()
        : [placeName(place.id, texts.pickupOptions), place.address].filter(Boolean).join(' — ')}
    </option>
  ));
}
