import { TEST_DRIVER } from '@grandtour/projections/testing';
import { decimalStringToCents, quoteRental, type Car } from '@grandtour/shared';

/** A guest's `POST /api/bookings` body for the bench, carrying the server's exact total so a refusal is a real one. */
export function benchBookingBody(car: Car, startDate: string, endDate: string): string {
  const quote = quoteRental({
    dailyPriceCents: decimalStringToCents(car.dailyPrice),
    depositCents: decimalStringToCents(car.depositAmount),
    startDate,
    endDate,
    deliveredLegs: 0,
    deliveryFeeCents: 0,
  });
  return JSON.stringify({
    userId: 'guest',
    carId: car.id,
    startDate,
    endDate,
    pickupLocation: 'car-address',
    totalPrice: (quote.totalCents / 100).toFixed(2),
    customerInfo: {
      firstName: 'Bench',
      lastName: 'Client',
      email: 'bench@example.fr',
      phone: '+33 612345678',
    },
    driver: TEST_DRIVER,
  });
}
