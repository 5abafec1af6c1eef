import {
  centsToDecimalString,
  HOME_DELIVERY_FEE_CENTS,
  HOME_DELIVERY_PICKUP,
  PICKUP_OPTIONS,
  type PickupOption,
} from '@grandtour/shared';
import { usePrice } from '../currency/usePrice.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

export const isPickupOption = (value: string): value is PickupOption =>
  (PICKUP_OPTIONS as readonly string[]).includes(value);

/** Spec §3 pickup options, for a native select; home delivery names its surcharge in the display currency. */
export function PickupOptions() {
  const { t } = useLanguage();
  const formatPrice = usePrice();
  const surcharge = formatPrice(centsToDecimalString(HOME_DELIVERY_FEE_CENTS));
  return PICKUP_OPTIONS.map((option) => (
    <option key={option} value={option}>
      {option === HOME_DELIVERY_PICKUP
        ? t.booking.deliveryOption(surcharge)
        : t.booking.pickupOptions[option]}
    </option>
  ));
}
