import {
  centsToDecimalString,
  DEFAULT_DEPOSIT_CENTS,
  type Car,
  type CarQuote,
  type CreateBookingRequest,
  type DriverInfo,
  type LanguageCode,
  type PickupOption,
} from '@grandtour/shared';
import { GUEST_USER_ID } from '../favourites/favouritesQuery.ts';
import type { BookingFormValues } from './bookingFormValues.ts';
import { isDelivered } from './validateBookingForm.ts';

/** Spec §3 "Booking as sent on creation"; the total is the quote the visitor saw, which the server checks. */
export function bookingRequest(
  car: Car,
  values: BookingFormValues & { pickupLocation: PickupOption },
  driver: DriverInfo,
  quote: CarQuote,
  language: LanguageCode,
): CreateBookingRequest {
  return {
    userId: GUEST_USER_ID,
    carId: car.id,
    startDate: values.startDate,
    endDate: values.endDate,
    pickupLocation: values.pickupLocation,
    dropoffLocation: values.dropoffLocation || values.pickupLocation,
    ...(isDelivered(values) && {
      deliveryAddress: {
        street: values.deliveryStreet.trim(),
        postcode: values.deliveryPostcode.trim(),
        city: values.deliveryCity.trim(),
      },
    }),
    totalPrice: centsToDecimalString(quote.totalCents),
    depositAmount: car.depositAmount || centsToDecimalString(DEFAULT_DEPOSIT_CENTS),
    status: 'pending',
    customerInfo: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: `${values.countryCode} ${values.phone.trim()}`,
    },
    driver,
    additionalServices: [],
    language,
  };
}
