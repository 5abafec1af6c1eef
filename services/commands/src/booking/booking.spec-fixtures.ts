import { DEFAULT_DRIVER_REQUIREMENTS, quoteRental, type DriverInfo } from '@grandtour/shared';
import type { BookingCreated, BookingEvent, BookingTerms, PaymentSucceeded } from './booking.ts';

/** A confirmed booking of a Ferrari for three days in March 2027, delivered and collected at home (75 € a leg), paid 3307.50 € by card. */
export const ids = { bookingId: 'b1', carId: 'car-1', ownerId: 'owner-1' };
export const quote = quoteRental({
  dailyPriceCents: 100_000,
  depositCents: 500_000,
  startDate: '2027-03-10',
  endDate: '2027-03-13',
  deliveredLegs: 2,
  deliveryFeeCents: 7_500,
});
// 3 days × 1000 € + 2 × 75 € delivery = 3150 €, + 5 % = 3307.50 €.
export const TOTAL = 330_750;
export const terms: BookingTerms = {
  ...ids,
  userId: 'guest:1',
  car: { brand: 'Ferrari', model: 'Roma', image: null },
  startDate: '2027-03-10',
  endDate: '2027-03-13',
  pickupLocation: 'delivery',
  dropoffLocation: 'delivery',
  customerInfo: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', phone: '+33 612345678' },
  additionalServices: [],
  language: 'fr',
  quote,
  feeConfig: { serviceFeeRate: 0.05, dynamicMarkupRate: 0, feeType: 'service_fee' },
};
export const created: BookingCreated = {
  type: 'BookingCreated',
  data: { ...terms, holdExpiresAt: '2027-03-01T10:30:00.000Z', createdAt: '2027-03-01T10:00:00.000Z' },
};
export const paid: PaymentSucceeded = {
  type: 'PaymentSucceeded',
  data: {
    ...ids,
    provider: 'demo',
    method: 'card',
    paymentIntentId: 'pi_1',
    paymentId: 'pi_1',
    amountCents: TOTAL,
    providerEventId: 'evt_1',
    succeededAt: '2027-03-01T10:05:00.000Z',
  },
};
export const confirmed: BookingEvent = {
  type: 'BookingConfirmed',
  data: {
    ...ids,
    startDate: '2027-03-10',
    endDate: '2027-03-13',
    ownerPayoutCents: 315_000,
    platformRevenueCents: 15_750,
    confirmedAt: '2027-03-01T10:05:01.000Z',
  },
};
export const at = (now: string) => ({ metadata: { now } });

/** A main driver who meets a supercar's requirements (25 years old, 3 years of licence) for the March 2027 rental. */
export const driver: DriverInfo = {
  dateOfBirth: '1990-05-04',
  licenceCountry: 'FR',
  licenceNumber: '12AB34567',
  licenceIssuedOn: '2010-06-01',
  licenceExpiresOn: '2033-06-01',
};
export const supercarRequirements = DEFAULT_DRIVER_REQUIREMENTS.supercar;
/** The same booking with a driver and the car's requirements frozen in its terms (issue 22). */
export const termsWithDriver = (changes: Partial<DriverInfo> = {}): BookingTerms => ({
  ...terms,
  driver: { ...driver, ...changes },
  driverRequirements: supercarRequirements,
});
