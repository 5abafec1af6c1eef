import { randomUUID } from 'node:crypto';
import {
  BookingSchema,
  CarQuoteSchema,
  type Booking,
  type Car,
  type CustomerInfo,
  type DriverInfo,
} from '@grandtour/shared';
import { TEST_DRIVER } from '@grandtour/projections/testing';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_CAR_ADDRESSES } from '../seed/demo-addresses.ts';
import type { TestBrowser } from './test-browser.ts';

/** A delivery address in the car's own city (decision 56): the demo showroom's street, as a customer would type it. */
export function deliveryAddressIn(car: Pick<Car, 'location'>) {
  const [, street, postcode, city] = DEMO_CAR_ADDRESSES[car.location].match(/^(.+), (\d{5}) (.+)$/)!;
  return { street: street!, postcode: postcode!, city: city! };
}

const CUSTOMER: CustomerInfo = {
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@example.fr',
  phone: '+33 612345678',
};

/** The booking form's request for a car and dates, carrying the server's own total: what the site sends. */
export async function bookingRequest(
  app: FastifyInstance,
  car: Car,
  dates: { startDate: string; endDate: string },
  options: {
    pickup?: string;
    dropoff?: string;
    customer?: CustomerInfo;
    driver?: DriverInfo;
    language?: string;
  } = {},
) {
  const pickup = options.pickup ?? 'car-address';
  const dropoff = options.dropoff ?? pickup;
  const { startDate, endDate } = dates;
  const response = await app.inject({
    url: `/api/cars/${car.id}/quote?startDate=${startDate}&endDate=${endDate}&pickupLocation=${pickup}&dropoffLocation=${dropoff}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const quote = CarQuoteSchema.parse(response.json());
  return {
    userId: 'guest',
    carId: car.id,
    startDate,
    endDate,
    pickupLocation: pickup,
    dropoffLocation: dropoff,
    totalPrice: (quote.totalCents / 100).toFixed(2),
    depositAmount: car.depositAmount,
    status: 'pending',
    customerInfo: options.customer ?? CUSTOMER,
    driver: options.driver ?? TEST_DRIVER,
    ...(pickup === 'delivery' || dropoff === 'delivery' ? { deliveryAddress: deliveryAddressIn(car) } : {}),
    additionalServices: [],
    ...(options.language ? { language: options.language } : {}),
  };
}

/** Books as the browser `visit`, one Idempotency-Key for the attempt, as the booking form does. */
export async function bookAs(
  visit: TestBrowser,
  app: FastifyInstance,
  car: Car,
  dates: { startDate: string; endDate: string },
  options: {
    pickup?: string;
    dropoff?: string;
    customer?: CustomerInfo;
    driver?: DriverInfo;
    language?: string;
    idempotencyKey?: string;
  } = {},
): Promise<Booking> {
  const request = await bookingRequest(app, car, dates, options);
  const response = await visit('POST', '/api/bookings', request, {
    'idempotency-key': options.idempotencyKey ?? randomUUID(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return BookingSchema.parse(response.json());
}

/** Pays a pending booking with the demo provider's succeeding test card (or another), as the card form does. */
export async function payWithDemoCard(
  visit: TestBrowser,
  booking: Pick<Booking, 'id' | 'totalPrice'>,
  cardNumber = '4242 4242 4242 4242',
) {
  const intent = await visit('POST', '/api/create-payment-intent', {
    amount: Number(booking.totalPrice),
    bookingId: booking.id,
    description: 'test',
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const paid = await visit('POST', '/api/demo-payments/confirm', {
    clientSecret: intent.json().clientSecret,
    cardNumber,
    expiry: '12/35',
    cvc: '123',
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

/** Pays a pending booking through the demo PayPal: order, the payer's approval on the local page, capture. */
export async function payByDemoPayPal(visit: TestBrowser, booking: Pick<Booking, 'id' | 'totalPrice'>) {
  const order = await visit('POST', '/paypal/order', {
    amount: booking.totalPrice,
    currency: 'EUR',
    intent: 'CAPTURE',
    bookingId: booking.id,
  });
  expect(order.statusCode, order.body).toBe(200);
  const orderId = order.json().id as string;
  const approved = await visit('POST', `/api/demo-paypal/orders/${orderId}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  const captured = await visit('POST', `/paypal/order/${orderId}/capture`);
  expect(captured.statusCode, captured.body).toBe(200);
}
