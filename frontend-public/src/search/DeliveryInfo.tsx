import Box from '@mui/material/Box';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { Car } from '@grandtour/shared';
import { usePrice } from '../currency/usePrice.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

/** Whether the owner delivers, how far, and for how much (in the visitor's currency). */
export function DeliveryInfo({ car }: { car: Car }) {
  const { t } = useLanguage();
  const formatPrice = usePrice();
  const text = !car.deliveryAvailable
    ? t.search.card.noDelivery
    : Number(car.deliveryFee) === 0
      ? t.search.card.freeDelivery(car.deliveryRadius)
      : t.search.card.delivery(car.deliveryRadius, formatPrice(car.deliveryFee, { exact: true }));
  return (
    <Box
      data-testid="delivery-info"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.85rem', color: 'text.secondary' }}
    >
      <LocalShippingIcon
        sx={{ fontSize: '1.05rem', color: car.deliveryAvailable ? 'primary.main' : 'text.disabled' }}
        aria-hidden
      />
      {text}
    </Box>
  );
}
