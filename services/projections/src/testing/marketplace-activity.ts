import { randomUUID } from 'node:crypto';
import {
  carDecider,
  carStreamName,
  createBookingWorkflow,
  favouritesDecider,
  favouritesStreamName,
  handleCommand,
  reviewDecider,
  reviewStreamName,
  userDecider,
  userStreamName,
  type BookingTerms,
  type BookingWorkflow,
  type CarListing,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import { createDemoPayments, type DemoPayments } from '@grandtour/payments';
import { addDays, quoteRental } from '@grandtour/shared';
import type pg from 'pg';
import { commissionOf } from '../ledger/ledger-entries.ts';
import { moneyEvents } from './money-events.ts';
import { TEST_DRIVER, TEST_DRIVER_REQUIREMENTS } from './test-driver.ts';

const listing: CarListing = {
  brand: 'Ferrari',
  model: 'Roma',
  year: 2024,
  category: 'sports',
  transmission: 'automatic',
  seats: 4,
  horsepower: 620,
  topSpeedKmh: 320,
  accelerationTenths: 34,
  fuelType: 'essence',
  colour: '#8b0000',
  location: 'Paris',
  address: '',
  pickupHubs: [],
  description: 'Grand tourer',
  features: ['Carbon pack'],
  images: [],
  depositCents: 500_000,
  deliveryAvailable: true,
  deliveryRadiusKm: 30,
  deliveryFeeCents: 15_000,
  isAvailable: true,
};

/** Pays a booking with the demo card, as the payment page does: intent recorded, card confirmed, payment reported. */
export async function payWithDemoCard(
  deps: { workflow: BookingWorkflow; payments: DemoPayments },
  bookingId: string,
  amountCents: number,
) {
  const { workflow, payments } = deps;
  const intent = await payments.card.createPaymentIntent({
    bookingId,
    amountCents,
    description: 'rental',
    idempotencyKey: `intent-${bookingId}`,
  });
  await workflow.recordPaymentIntent(bookingId, {
    provider: 'demo',
    method: 'card',
    paymentIntentId: intent.id,
    amountCents,
  });
  const paid = await payments.card.confirmCardPayment({
    clientSecret: intent.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/35',
    cvc: '123',
  });
  await workflow.paymentSucceeded({
    bookingId,
    provider: 'demo',
    method: 'card',
    paymentIntentId: intent.id,
    paymentId: intent.id,
    amountCents: paid.amountCents,
    providerEventId: paid.eventId,
  });
}

/**
 * Real commands through the real workflow (cars, accounts, favourites, reviews, bookings paid with the demo card,
 * some cancelled, some left to expire, and with `moneyRound` deposits, changes and payouts), for tests that need a log
 * where every projection has something to do.
 */
export function marketplaceActivity(deps: { store: EventStore; pool: pg.Pool; clock: () => Date }) {
  const { store, clock } = deps;
  const payments = createDemoPayments({ pool: deps.pool, clock });
  const workflow = createBookingWorkflow({ store, providers: payments, clock });
  const money = moneyEvents({ store, clock });
  const now = () => clock().toISOString();
  const bookedDays = new Map<string, number>();
  const quoteFor = (startDate: string, endDate: string) =>
    quoteRental({
      dailyPriceCents: 120_000,
      depositCents: 500_000,
      startDate,
      endDate,
      deliveredLegs: 0,
      deliveryFeeCents: 0,
    });

  async function publishCar(ownerId: string, dailyPriceCents = 120_000): Promise<string> {
    const carId = randomUUID();
    await handleCommand(store, carStreamName(carId), carDecider, {
      type: 'PublishCar',
      data: {
        carId,
        owner: {
          ownerId,
          ownerName: 'Claire Dubois',
          companyName: null,
          ownerVerified: true,
          ownerRatingTenths: 47,
        },
        listing,
        dailyPriceCents,
      },
      metadata: { now: now() },
    });
    return carId;
  }

  async function registerUser(): Promise<string> {
    const userId = randomUUID();
    await handleCommand(store, userStreamName(userId), userDecider, {
      type: 'RegisterUser',
      data: {
        userId,
        username: `user.${userId.slice(0, 8)}`,
        email: `user.${userId.slice(0, 8)}@example.fr`,
        firstName: 'Léa',
        lastName: 'Martin',
        phone: null,
        userType: 'client',
        address: null,
        city: null,
        country: null,
        zipCode: null,
        language: 'fr',
        passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
      },
      metadata: { now: now() },
    });
    return userId;
  }

  async function favourite(userId: string, carId: string, on: boolean) {
    await handleCommand(store, favouritesStreamName(userId), favouritesDecider, {
      type: 'ToggleFavourite',
      data: { userId, carId, favourite: on },
      metadata: { now: now() },
    });
  }

  async function review(carId: string, userId: string, rating: number) {
    const reviewId = randomUUID();
    await handleCommand(store, reviewStreamName(reviewId), reviewDecider, {
      type: 'PostReview',
      data: {
        reviewId,
        carId,
        bookingId: null,
        userId,
        userName: 'Léa M.',
        location: 'Lyon',
        rating,
        comment: 'Superbe',
        language: 'fr',
      },
      metadata: { now: now() },
    });
  }

  /** Books the car's next free days (two days each, a day apart, or from `startInDays`) and, unless `unpaid`, pays by demo card. */
  async function book(
    carId: string,
    ownerId: string,
    options: { unpaid?: boolean; startInDays?: number; commission?: BookingTerms['commission'] } = {},
  ): Promise<string> {
    const offset = options.startInDays ?? bookedDays.get(carId) ?? 10;
    if (options.startInDays === undefined) bookedDays.set(carId, offset + 3);
    const startDate = addDays(now().slice(0, 10), offset);
    const endDate = addDays(startDate, 2);
    const terms: BookingTerms = {
      bookingId: randomUUID(),
      userId: `guest:${randomUUID()}`,
      carId,
      ownerId,
      car: { brand: 'Ferrari', model: 'Roma', image: null },
      startDate,
      endDate,
      pickupLocation: 'paris-center',
      dropoffLocation: 'paris-center',
      customerInfo: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr', phone: '+33 612345678' },
      driver: TEST_DRIVER,
      driverRequirements: TEST_DRIVER_REQUIREMENTS,
      additionalServices: [],
      language: 'fr',
      quote: quoteFor(startDate, endDate),
      feeConfig: { serviceFeeRate: 0.05, dynamicMarkupRate: 0, feeType: 'service_fee' },
      ...(options.commission ? { commission: options.commission } : {}),
    };
    await workflow.create(terms, new Date(clock().getTime() + 30 * 60_000).toISOString());
    if (!options.unpaid)
      await payWithDemoCard({ workflow, payments }, terms.bookingId, terms.quote.totalCents);
    return terms.bookingId;
  }

  /** One round of everything, on a car of its own (so concurrent rounds never contend for a schedule). */
  async function round(index: number, carId: string, ownerId: string) {
    const userId = await registerUser();
    await favourite(userId, carId, true);
    if (index % 3 === 0) await favourite(userId, carId, false);
    await review(carId, userId, 1 + (index % 5));
    const confirmed = await book(carId, ownerId);
    if (index % 2 === 0) await workflow.cancel(confirmed);
    const unpaid = await book(carId, ownerId, { unpaid: true });
    if (index % 4 === 1) await workflow.cancel(unpaid);
  }

  /** Moves a confirmed booking to `days` days from `startDate`, the difference charged on its card. */
  async function changeDates(bookingId: string, startDate: string, days: number) {
    const quote = quoteFor(startDate, addDays(startDate, days));
    const outcome = await workflow.change(bookingId, {
      changeId: randomUUID(),
      startDate,
      endDate: addDays(startDate, days),
      pickupLocation: 'paris-center',
      dropoffLocation: 'paris-center',
      quote,
    });
    if (outcome.status !== 'changed') throw new Error(`The change was refused: ${outcome.reason}`);
    return quote;
  }

  /**
   * The money loop on a booking of its own, months out so that its change finds the days free: a commission frozen,
   * one booking in two lengthened by a day (the difference charged), the deposit held, renewed one in two, then part
   * captured, released, or left in place by a cancellation (refunded); the owner paid out unless it was cancelled.
   */
  async function moneyRound(index: number, carId: string, ownerId: string): Promise<string> {
    const startInDays = 150 + index * 5;
    const rateBps = 1000;
    const bookingId = await book(carId, ownerId, { startInDays, commission: { planId: 'pro', rateBps } });
    const startDate = addDays(now().slice(0, 10), startInDays);
    const quote =
      index % 2 === 0
        ? await changeDates(bookingId, startDate, 3)
        : quoteFor(startDate, addDays(startDate, 2));
    const holdOf = (sequence: number) => `hold_${bookingId.slice(0, 8)}_${sequence}`;
    await money.hold(bookingId, { holdId: holdOf(1), amountCents: 500_000 });
    let hold = holdOf(1);
    if (index % 2 === 1) {
      hold = holdOf(2);
      await money.hold(bookingId, { holdId: hold, amountCents: 500_000, sequence: 2 });
      await money.release(bookingId, holdOf(1), 'renewed');
    }
    if (index % 3 === 2) {
      await workflow.cancel(bookingId);
      return bookingId;
    }
    if (index % 3 === 0)
      await money.capture(bookingId, {
        holdId: hold,
        captureId: `cap_${bookingId.slice(0, 8)}`,
        amountCents: 80_000,
      });
    else await money.release(bookingId, hold);
    const grossCents = quote.ownerPayoutCents;
    await money.payOut(bookingId, {
      ownerId,
      payoutId: randomUUID(),
      grossCents,
      commissionCents: commissionOf(grossCents, rateBps),
      commissionRateBps: rateBps,
      transferId: `tr_${bookingId.slice(0, 8)}`,
    });
    return bookingId;
  }

  return { workflow, payments, publishCar, registerUser, favourite, review, book, round, moneyRound };
}
