import { HOME_DELIVERY_PICKUP, type Car } from '@grandtour/shared';
import { isCalendarDate } from '../common/isCalendarDate.ts';
import { EMPTY_BOOKING_FORM, type BookingFormValues } from './bookingFormValues.ts';

/** The trip a link to the booking form carries (`?startDate=…&endDate=…&homeDelivery=true`), from compare. */
export interface BookingTrip {
  startDate: string;
  endDate: string;
  homeDelivery: boolean;
}

/** `/car/:id` with the trip in its address, opened at the booking form. */
export function bookingHref(carId: string, trip?: BookingTrip): string {
  const params = new URLSearchParams();
  if (trip?.startDate) params.set('startDate', trip.startDate);
  if (trip?.endDate) params.set('endDate', trip.endDate);
  if (trip?.homeDelivery) params.set('homeDelivery', 'true');
  const query = params.toString();
  return `/car/${carId}${query ? `?${query}` : ''}#booking`;
}

/** The booking form's first values: the trip the address carries, as far as it makes sense for this car. */
export function prefilledBookingForm(params: URLSearchParams, car: Car): BookingFormValues {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  const delivered = params.get('homeDelivery') === 'true' && car.deliveryAvailable;
  return {
    ...EMPTY_BOOKING_FORM,
    startDate: date('startDate'),
    endDate: date('endDate'),
    ...(delivered ? { pickupLocation: HOME_DELIVERY_PICKUP } : {}),
  };
}
