import { driverRequirementsOf, type Car } from '@grandtour/shared';

/** The car is booked on request: its owner's choice, or its category's default when they made none. */
export const isRequestCar = (car: Pick<Car, 'category' | 'driverRequirements'>): boolean =>
  driverRequirementsOf(car.category, car.driverRequirements).bookingMode === 'request';
