import { randomUUID } from 'node:crypto';
import {
  bookingStreamName,
  userStreamName,
  type BookingEvent,
  type UserRegistered,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import { TEST_DRIVER, TEST_DRIVER_REQUIREMENTS } from '@grandtour/projections/testing';
import { addDays, quoteRental, todayInParis, type LanguageCode } from '@grandtour/shared';

export interface ConfirmedBooking {
  bookingId: string;
  carId: string;
  email: string;
  language: LanguageCode;
  totalCents: number;
}

/** An owner's account, appended straight to its stream (the users read model follows): the owner is told of bookings. */
export async function appendOwnerAccount(
  store: EventStore,
  options: { index: number; now: Date; language?: LanguageCode },
): Promise<string> {
  const userId = randomUUID();
  const event: UserRegistered = {
    type: 'UserRegistered',
    data: {
      userId,
      username: `owner.${options.index}.${userId.slice(0, 6)}`,
      email: `owner-${options.index}-${userId.slice(0, 6)}@example.com`,
      firstName: 'Hugo',
      lastName: `Bernard ${options.index}`,
      phone: null,
      userType: 'owner',
      address: null,
      city: null,
      country: null,
      zipCode: null,
      language: options.language ?? (['fr', 'en', 'es', 'de'] as const)[options.index % 4]!,
      // Nobody signs in with it: a well-formed argon2id hash of nothing in particular.
      passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG',
      registeredAt: options.now.toISOString(),
    },
  };
  await store.appendToStream(userStreamName(userId), [event], { expectedVersion: 0 });
  return userId;
}

/**
 * A booking created, paid and confirmed, appended straight to its stream (the inline projections fill the bookings
 * read model), for tests and the bench that need many confirmations fast.
 */
export async function appendConfirmedBooking(
  store: EventStore,
  options: { index: number; now: Date; language?: LanguageCode; startInDays?: number; ownerId?: string },
): Promise<ConfirmedBooking> {
  const bookingId = randomUUID();
  const carId = randomUUID();
  // Without an account of its own (an owner id nobody has), the owner is told nothing.
  const ownerId = options.ownerId ?? randomUUID();
  const language = options.language ?? (['fr', 'en', 'es', 'de'] as const)[options.index % 4]!;
  const startDate = addDays(todayInParis(options.now), options.startInDays ?? 60 + (options.index % 200));
  const endDate = addDays(startDate, 2);
  const quote = quoteRental({
    dailyPriceCents: 90_000 + options.index,
    depositCents: 500_000,
    startDate,
    endDate,
    deliveredLegs: 0,
    deliveryFeeCents: 0,
  });
  const at = options.now.toISOString();
  const email = `customer-${options.index}-${bookingId.slice(0, 6)}@example.com`;
  const events: BookingEvent[] = [
    {
      type: 'BookingCreated',
      data: {
        bookingId,
        userId: `guest-${options.index}`,
        carId,
        ownerId,
        car: { brand: 'Ferrari', model: 'Roma', image: null },
        startDate,
        endDate,
        pickupLocation: 'paris-center',
        dropoffLocation: 'paris-center',
        customerInfo: {
          firstName: 'Léa',
          lastName: `Martin ${options.index}`,
          email,
          phone: '+33 612345678',
        },
        driver: TEST_DRIVER,
        driverRequirements: TEST_DRIVER_REQUIREMENTS,
        additionalServices: [],
        language,
        quote,
        feeConfig: { serviceFeeRate: 0.05, dynamicMarkupRate: 0, feeType: 'service_fee' },
        holdExpiresAt: new Date(options.now.getTime() + 30 * 60_000).toISOString(),
        createdAt: at,
      },
    },
    {
      type: 'PaymentSucceeded',
      data: {
        bookingId,
        carId,
        ownerId,
        provider: 'demo',
        method: 'card',
        paymentIntentId: `pi_${bookingId}`,
        paymentId: `pi_${bookingId}`,
        amountCents: quote.totalCents,
        providerEventId: null,
        succeededAt: at,
      },
    },
    {
      type: 'BookingConfirmed',
      data: {
        bookingId,
        carId,
        ownerId,
        startDate,
        endDate,
        ownerPayoutCents: quote.ownerPayoutCents,
        platformRevenueCents: quote.platformRevenueCents,
        confirmedAt: at,
      },
    },
  ];
  await store.appendToStream(bookingStreamName(bookingId), events, { expectedVersion: 0 });
  return { bookingId, carId, email, language, totalCents: quote.totalCents };
}
