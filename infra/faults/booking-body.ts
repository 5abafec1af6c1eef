import { TEST_DRIVER } from '@grandtour/projections/testing';
import { centsToDecimalString, type Car } from '@grandtour/shared';

/** `POST /api/bookings` as the booking form sends it for this browser's guest, with the total the visitor saw. */
export const bookingBody = (car: Car, startDate: string, endDate: string, totalCents: number) => ({
  userId: 'guest',
  carId: car.id,
  startDate,
  endDate,
  pickupLocation: 'car-address',
  dropoffLocation: 'car-address',
  totalPrice: centsToDecimalString(totalCents),
  depositAmount: car.depositAmount,
  status: 'pending',
  customerInfo: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', phone: '+33 612345678' },
  driver: TEST_DRIVER,
  additionalServices: [],
});
