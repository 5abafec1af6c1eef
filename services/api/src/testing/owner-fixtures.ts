import { randomUUID } from 'node:crypto';
import { BookingSchema, type Booking, CarQuoteSchema } from '@grandtour/shared';
import { TEST_DRIVER } from '@grandtour/projections/testing';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_OWNER_ACCOUNT } from '../seed/demo-owner-account.ts';
import { payWithDemoCard } from './booking-requests.ts';
export { newCarBody } from './new-car-body.ts';
import { testBrowser, type TestBrowser } from './test-browser.ts';

let address = 0;
let sequence = 0;
/** A browser from an address of its own, so the sign-in limit never trips. */
export const newBrowser = (app: FastifyInstance) =>
  testBrowser(app, { remoteAddress: `10.9.${++address % 250}.${address}` });

/** An account signed in on a browser of its own; the answer is there for the spec to look at further. */
export async function signInWith(app: FastifyInstance, identifier: string, password: string) {
  const visit = newBrowser(app);
  const signedIn = await visit('POST', '/api/login', { identifier, password });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { visit, signedIn };
}

export async function signInDemoOwner(app: FastifyInstance): Promise<TestBrowser> {
  return (await signInWith(app, DEMO_OWNER_ACCOUNT.email, DEMO_OWNER_ACCOUNT.password)).visit;
}

/** A new account of that type, signed in on a browser of its own. */
export async function registerAccount(app: FastifyInstance, userType: 'owner' | 'client') {
  const visit = newBrowser(app);
  const id = `${++sequence}.${randomUUID().slice(0, 8)}`;
  const response = await visit('POST', '/api/register', {
    username: `${userType}.${id}`,
    password: 'Secret-123',
    firstName: userType === 'owner' ? 'Inès' : 'Camille',
    lastName: userType === 'owner' ? 'Moreau' : 'Durand',
    email: `${userType}.${id}@example.fr`,
    userType,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { visit, userId: response.json().user.id as string };
}

/** A visitor books `carId` (and pays by card, confirming it, unless `pay` is false). */
export async function bookCar(
  app: FastifyInstance,
  carId: string,
  startDate: string,
  endDate: string,
  options: { pay?: boolean; firstName?: string } = {},
): Promise<{ visit: TestBrowser; booking: Booking }> {
  const visit = newBrowser(app);
  const quote = CarQuoteSchema.parse(
    (await visit('GET', `/api/cars/${carId}/quote?startDate=${startDate}&endDate=${endDate}`)).json(),
  );
  const car = (await visit('GET', `/api/cars/${carId}`)).json();
  const response = await visit(
    'POST',
    '/api/bookings',
    {
      userId: 'guest',
      carId,
      startDate,
      endDate,
      pickupLocation: 'car-address',
      totalPrice: (quote.totalCents / 100).toFixed(2),
      depositAmount: car.depositAmount,
      customerInfo: {
        firstName: options.firstName ?? 'Léa',
        lastName: 'Martin',
        email: 'lea@example.fr',
        phone: '+33 612345678',
      },
      driver: TEST_DRIVER,
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(response.statusCode, response.body).toBe(201);
  const booking = BookingSchema.parse(response.json());
  if (options.pay === false) return { visit, booking };
  await payWithDemoCard(visit, booking);
  return { visit, booking };
}
