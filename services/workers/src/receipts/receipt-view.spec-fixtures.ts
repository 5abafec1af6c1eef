import { pickupInstant } from '@grandtour/shared';
import type { ReceiptView } from './render-receipt.ts';

/** A paid three-day rental delivered to the customer, as the receipt tests draw it. */
export const paidDeliveredRental: ReceiptView = {
  number: 'GT-2027-000042',
  issuedAt: new Date('2027-03-01T10:05:00.000Z'),
  language: 'fr',
  bookingId: '3f2a9c1e-0000-4000-8000-000000000001',
  customer: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', phone: '+33 612345678' },
  car: 'Ferrari Roma',
  startDate: '2027-03-10',
  endDate: '2027-03-13',
  days: 3,
  pickupLocation: 'delivery',
  dropoffLocation: 'car-address',
  pickupAddress: '8 rue de Rivoli, 75004 Paris',
  dropoffAddress: '24 avenue Montaigne, 75008 Paris',
  pickupAt: pickupInstant('2027-03-10'),
  dailyPriceCents: 100_000,
  rentalCents: 300_000,
  deliveryCents: 15_000,
  serviceFeeCents: 15_750,
  totalCents: 330_750,
  depositCents: 500_000,
  paymentMethod: 'card',
  paidAt: new Date('2027-03-01T10:05:00.000Z'),
  paidCents: 330_750,
  refundedCents: 0,
  cancellationFeeCents: 0,
  cancelledAt: null,
};
