import { PICKUP_OPTIONS, type Car, type PickupOption } from '@grandtour/shared';
import { usePrice } from '../currency/usePrice.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

export const isPickupOption = (value: string): value is PickupOption =>
  (PICKUP_OPTIONS as readonly string[]).includes(value);

/** The places a car can be picked up or returned: delivery only for a car that delivers (decision 49). */
export const placesFor = (car: Pick<Car, 'deliveryAvailable'> | undefined) =>
  PICKUP_OPTIONS.filter((option) => option !== 'delivery' || !car || car.deliveryAvailable);

/**
 * Spec §3 pickup options, for a native select. For a car, home delivery (or collection, for the return) names what
 * one leg costs for it, in the display currency: its own fee, or free.
 */
export function PickupOptions({
  car,
  leg = 'pickup',
}: {
  car?: Pick<Car, 'deliveryAvailable' | 'deliveryFee'>;
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
  return placesFor(car).map((option) => (
    <option key={option} value={option}>
      {option === 'delivery' ? deliveryLabel() : texts.pickupOptions[option]}
    </option>
  ));
}
