import { placeWithAddress, type OwnerBooking, type PlaceWords } from '@grandtour/shared';
import { FunctionField, useTranslate } from 'react-admin';

/** Where the car is handed over or returned, as booked (decision 55): the place's name and its address. */
export function PlaceField({
  source,
  address,
}: {
  source: 'pickupLocation' | 'dropoffLocation';
  address: 'pickupAddress' | 'dropoffAddress';
}) {
  const translate = useTranslate();
  const words: PlaceWords = {
    carAddress: translate('app.pickup.carAddress'),
    airport: translate('app.pickup.airport'),
    station: translate('app.pickup.station'),
    delivery: translate('app.pickup.delivery'),
    parisCentre: translate('app.pickup.parisCentre'),
  };
  return (
    <FunctionField
      source={source}
      render={(booking: OwnerBooking) => placeWithAddress(booking[source], booking[address], words)}
    />
  );
}
