import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingDecider, bookingStreamName, carScheduleStreamName, handleCommand } from '@grandtour/commands';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { asyncProjections, projectionRegistry, rebuildUnit, rebuildUnits } from '@grandtour/projections';
import { catchUpWithLog, TEST_DRIVER } from '@grandtour/projections/testing';
import { formatEuros } from '@grandtour/workers';
import { pdfPagesText } from '@grandtour/workers/testing';
import {
  addDays,
  BookingChangePreviewSchema,
  BookingSchema,
  centsToDecimalString,
  decimalStringToCents,
  deliveredLegsOf,
  type Booking,
  type Car,
  CarQuoteSchema,
  CarSchema,
  type CarQuote,
  OwnerBookingSchema,
  OwnerDashboardSchema,
  quoteRental,
  RevenueAuditSchema,
  todayInParis,
} from '@grandtour/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AccountTakenError } from '../accounts/create-admin.ts';
import { createAdminAccount, signInAs } from '../../testing/admin-fixtures.ts';
import { bookingRequest, payWithDemoCard } from '../../testing/booking-requests.ts';
import { newBrowser, newCarBody, registerAccount } from '../../testing/owner-fixtures.ts';
import type { TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const ADMIN = {
  email: 'audit@grandtour.test',
  username: 'admin.audit',
  password: 'Correct-Horse-Battery-9',
  firstName: 'Admin',
  lastName: 'Grand Tour',
};

type Place = 'car-address' | 'nice-airport' | 'delivery';
interface Trip {
  startDate: string;
  endDate: string;
  pickup: Place;
  dropoff: Place;
}

/**
 * Issue 18: what the card and the car page show is what the booking charges (decision 49). For cars with their own
 * fee, free delivery, no fee set and no delivery, on one leg and on two: the quote, the comparison, the booking, the
 * change's summary and the change, the receipt's lines, the owner's payouts and revenue, the platform's revenue and
 * the revenue audit all agree, and bookings made before keep their frozen prices through a rebuild.
 */
for (const kind of testDatabaseKinds()) {
  describe(`delivery priced per leg at the car's fee, everywhere, on ${kind}`, () => {
    let owner: TestBrowser;
    let admin: TestBrowser;
    const today = todayInParis();
    const cars: Record<'own' | 'free' | 'standard' | 'collected', Car> = {} as never;
    /** Every booking paid here, as the quote priced it. */
    const paid: { visit: TestBrowser; booking: Booking; quote: CarQuote }[] = [];
    const context = useTestRuntime(
      kind,
      { background: false },
      {
        DATA_DIR: mkdtempSync(join(tmpdir(), 'grandtour-delivery-')),
        BOOKING_REQUESTS_PER_MINUTE: '100000',
        SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      },
    );
    beforeAll(async () => {
      owner = (await registerAccount(context.runtime.app, 'owner')).visit;
      const listings = {
        own: { deliveryAvailable: true, deliveryRadiusKm: 50, deliveryFeeCents: 9_000 },
        free: { deliveryAvailable: true, deliveryRadiusKm: 80, deliveryFeeCents: 0 },
        // The owner offers delivery and sets no fee: the spec's 150 €.
        standard: { deliveryAvailable: true, deliveryRadiusKm: 30 },
        collected: { deliveryAvailable: false },
      };
      for (const [name, delivery] of Object.entries(listings)) {
        const created = await owner('POST', '/api/owner/cars', newCarBody(delivery));
        expect(created.statusCode, created.body).toBe(201);
        const carId = created.json().id as string;
        cars[name as keyof typeof cars] = CarSchema.parse(
          (await newBrowser(context.runtime.app)('GET', `/api/cars/${carId}`)).json(),
        );
      }
      try {
        await createAdminAccount(context, ADMIN);
      } catch (error) {
        if (!(error instanceof AccountTakenError)) throw error;
      }
      admin = (await signInAs(context, ADMIN)).visit;
    });

    const day = (offset: number) => addDays(today, offset);
    const quoteOf = async (car: Car, query: string) => {
      const response = await context.runtime.app.inject({ url: `/api/cars/${car.id}/quote?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return CarQuoteSchema.parse(response.json());
    };
    const tripQuery = (trip: Trip) =>
      `startDate=${trip.startDate}&endDate=${trip.endDate}&pickupLocation=${trip.pickup}&dropoffLocation=${trip.dropoff}`;

    /** Books and pays `trip` as the booking form does, checking the booking against the quote line by line. */
    async function bookAndPay(car: Car, trip: Trip) {
      const quote = await quoteOf(car, tripQuery(trip));
      const visit = newBrowser(context.runtime.app);
      const request = await bookingRequest(context.runtime.app, car, trip, {
        pickup: trip.pickup,
        dropoff: trip.dropoff,
      });
      expect(request.totalPrice).toBe(centsToDecimalString(quote.totalCents));
      const response = await visit('POST', '/api/bookings', request, {
        'idempotency-key': crypto.randomUUID(),
      });
      expect(response.statusCode, response.body).toBe(201);
      const booking = BookingSchema.parse(response.json());
      expectBookingPricedAs(booking, quote);
      await payWithDemoCard(visit, booking);
      const confirmed = BookingSchema.parse((await visit('GET', `/api/bookings/${booking.id}`)).json());
      expect(confirmed.status).toBe('confirmed');
      paid.push({ visit, booking: confirmed, quote });
      return { visit, booking: confirmed, quote };
    }

    function expectBookingPricedAs(booking: Booking, quote: CarQuote) {
      expect(booking).toMatchObject({
        basePrice: centsToDecimalString(quote.rentalCents),
        deliveryFee: centsToDecimalString(quote.deliveryCents),
        platformFee: centsToDecimalString(quote.serviceFeeCents),
        totalPrice: centsToDecimalString(quote.totalCents),
        ownerPayout: centsToDecimalString(quote.rentalCents + quote.deliveryCents),
        platformRevenue: centsToDecimalString(quote.serviceFeeCents),
      });
    }

    it('shows each car’s delivery as it will be charged: its own fee, free, or 150 € when none was set', () => {
      expect(cars.own).toMatchObject({ deliveryAvailable: true, deliveryRadius: 50, deliveryFee: '90.00' });
      expect(cars.free).toMatchObject({ deliveryAvailable: true, deliveryFee: '0.00' });
      expect(cars.standard).toMatchObject({ deliveryAvailable: true, deliveryFee: '150.00' });
      expect(cars.collected).toMatchObject({ deliveryAvailable: false, deliveryFee: '0.00' });
    });

    it('lets the owner tell free delivery (0) from no fee set (null, the standard 150 €) and back', async () => {
      const created = await owner('POST', '/api/owner/cars', newCarBody({ deliveryAvailable: true }));
      expect(created.statusCode, created.body).toBe(201);
      const car = created.json() as { id: string; deliveryFeeCents: number | null };
      expect(car.deliveryFeeCents).toBeNull();
      const shown = async () =>
        CarSchema.parse((await newBrowser(context.runtime.app)('GET', `/api/cars/${car.id}`)).json())
          .deliveryFee;
      expect(await shown()).toBe('150.00');
      for (const [deliveryFeeCents, expected] of [
        [0, '0.00'],
        [12_500, '125.00'],
        [null, '150.00'],
      ] as const) {
        const updated = await owner('PUT', `/api/owner/cars/${car.id}`, { deliveryFeeCents });
        expect(updated.statusCode, updated.body).toBe(200);
        expect(updated.json().deliveryFeeCents).toBe(deliveryFeeCents);
        expect(await shown()).toBe(expected);
      }
      const off = await owner('PUT', `/api/owner/cars/${car.id}`, { deliveryAvailable: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(await shown()).toBe('0.00');
    });

    it('charges the car’s own fee for each delivered leg, and the comparison prices it the same', async () => {
      const oneLeg = await bookAndPay(cars.own, {
        startDate: day(40),
        endDate: day(43),
        pickup: 'delivery',
        dropoff: 'car-address',
      });
      expect(oneLeg.quote).toMatchObject({ deliveredLegs: 1, deliveryFeeCents: 9_000, deliveryCents: 9_000 });
      const twoLegs = await bookAndPay(cars.own, {
        startDate: day(50),
        endDate: day(52),
        pickup: 'delivery',
        dropoff: 'delivery',
      });
      expect(twoLegs.quote).toMatchObject({ deliveredLegs: 2, deliveryCents: 18_000 });
      // The comparison page asks with homeDelivery=true: delivered and collected, as the booking form books it.
      const compared = await quoteOf(cars.own, `startDate=${day(50)}&endDate=${day(52)}&homeDelivery=true`);
      expect(compared).toEqual(twoLegs.quote);
      expect(
        (await quoteOf(cars.own, `startDate=${day(50)}&endDate=${day(52)}&homeDelivery=false`)).deliveryCents,
      ).toBe(0);
    });

    it('charges 150 € a leg where the owner set no fee, a return collected at home included', async () => {
      const both = await bookAndPay(cars.standard, {
        startDate: day(40),
        endDate: day(42),
        pickup: 'delivery',
        dropoff: 'delivery',
      });
      expect(both.booking.deliveryFee).toBe('300.00');
      // Picked up in Paris, collected at home: one leg, no longer free.
      const returnOnly = await bookAndPay(cars.standard, {
        startDate: day(50),
        endDate: day(51),
        pickup: 'nice-airport',
        dropoff: 'delivery',
      });
      expect(returnOnly.booking).toMatchObject({
        pickupLocation: 'nice-airport',
        dropoffLocation: 'delivery',
      });
      expect(returnOnly.booking.deliveryFee).toBe('150.00');
      const free = await bookAndPay(cars.free, {
        startDate: day(40),
        endDate: day(42),
        pickup: 'delivery',
        dropoff: 'delivery',
      });
      expect(free.booking.deliveryFee).toBe('0.00');
    });

    it('refuses delivery for a car that does not deliver with a localized 422, writing nothing', async () => {
      const car = cars.collected;
      const visit = newBrowser(context.runtime.app);
      const version = async () =>
        (await context.runtime.store.readStream(carScheduleStreamName(car.id))).events.length;
      const before = await version();
      const messages = new Set<string>();
      for (const [pickup, dropoff] of [
        ['delivery', 'car-address'],
        ['car-address', 'delivery'],
        ['delivery', 'delivery'],
      ] as const) {
        for (const language of ['fr', 'en', 'es', 'de']) {
          const quoted = await context.runtime.app.inject({
            url: `/api/cars/${car.id}/quote?startDate=${day(40)}&endDate=${day(42)}&pickupLocation=${pickup}&dropoffLocation=${dropoff}`,
            headers: { 'accept-language': language },
          });
          expect(quoted.statusCode).toBe(422);
          expect(quoted.json().error).toBe('delivery_unavailable');
          const booked = await visit(
            'POST',
            '/api/bookings',
            {
              userId: 'guest',
              carId: car.id,
              startDate: day(40),
              endDate: day(42),
              pickupLocation: pickup,
              dropoffLocation: dropoff,
              totalPrice: '1000.00',
              customerInfo: {
                firstName: 'Léa',
                lastName: 'Martin',
                email: 'lea@example.fr',
                phone: '+33 612345678',
              },
              driver: TEST_DRIVER,
            },
            { 'accept-language': language },
          );
          expect(booked.statusCode, booked.body).toBe(422);
          expect(booked.json().error).toBe('delivery_unavailable');
          messages.add(booked.json().message);
        }
      }
      expect(messages.size).toBe(4);
      expect(await version()).toBe(before);
      expect((await visit('GET', '/api/bookings/user/guest')).json()).toEqual([]);
      // Collected in town, it books at the comparison's price.
      const collected = await bookAndPay(car, {
        startDate: day(40),
        endDate: day(42),
        pickup: 'car-address',
        dropoff: 'car-address',
      });
      expect(await quoteOf(car, `startDate=${day(40)}&endDate=${day(42)}`)).toEqual(collected.quote);
      expect(collected.booking.deliveryFee).toBe('0.00');
    });

    it('re-quotes a change leg by leg: the summary is the quote, and the change charges what it showed', async () => {
      const { visit, booking } = await bookAndPay(cars.own, {
        startDate: day(60),
        endDate: day(62),
        pickup: 'delivery',
        dropoff: 'car-address',
      });
      const wanted = {
        startDate: day(60),
        endDate: day(63),
        pickupLocation: 'delivery',
        dropoffLocation: 'delivery',
      };
      const preview = BookingChangePreviewSchema.parse(
        (
          await visit(
            'GET',
            `/api/bookings/${booking.id}/change-preview?${new URLSearchParams(wanted).toString()}`,
          )
        ).json(),
      );
      const quote = await quoteOf(
        cars.own,
        tripQuery({ startDate: day(60), endDate: day(63), pickup: 'delivery', dropoff: 'delivery' }),
      );
      const {
        startDate: _s,
        endDate: _e,
        pickupLocation: _p,
        dropoffLocation: _d,
        ...proposed
      } = preview.proposed;
      expect(proposed).toEqual(quote);
      expect(preview.current).toMatchObject({ pickupLocation: 'delivery', dropoffLocation: 'car-address' });
      expect(preview.differenceCents).toBe(quote.totalCents - Math.round(Number(booking.totalPrice) * 100));
      // The return follows the pickup when it is not given, as on the booking form.
      const following = BookingChangePreviewSchema.parse(
        (
          await visit(
            'GET',
            `/api/bookings/${booking.id}/change-preview?startDate=${day(60)}&endDate=${day(63)}&pickupLocation=delivery`,
          )
        ).json(),
      );
      expect(following.proposed).toEqual(preview.proposed);
      const changed = await visit(
        'POST',
        `/api/bookings/${booking.id}/change`,
        { ...wanted, totalPrice: centsToDecimalString(quote.totalCents) },
        { 'idempotency-key': crypto.randomUUID() },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      const after = BookingSchema.parse(changed.json().booking);
      expectBookingPricedAs(after, quote);
      expect(after).toMatchObject({ dropoffLocation: 'delivery', deliveryFee: '180.00' });
      const entry = paid.find((item) => item.booking.id === booking.id)!;
      entry.booking = after;
      entry.quote = quote;
      // A car that does not deliver cannot be changed to delivery either.
      const collected = paid.find((item) => item.booking.carId === cars.collected.id)!;
      const toDelivery = await collected.visit(
        'GET',
        `/api/bookings/${collected.booking.id}/change-preview?startDate=${day(40)}&endDate=${day(43)}&pickupLocation=delivery`,
      );
      expect(toDelivery.statusCode).toBe(422);
      expect(toDelivery.json().error).toBe('delivery_unavailable');
    });

    it('states the delivered legs on each receipt at the amount charged', async () => {
      const lineOf = {
        pickup: 'Livraison à domicile',
        return: 'Reprise à domicile',
        both: 'Livraison et reprise à domicile',
      };
      for (const { visit, booking } of paid) {
        const response = await visit('GET', `/api/bookings/${booking.id}/receipt`);
        expect(response.statusCode).toBe(200);
        const oneLine = (value: string) => value.replace(/\s+/g, ' ');
        const euros = (cents: number) => oneLine(formatEuros(cents, 'fr'));
        const text = oneLine((await pdfPagesText(response.rawPayload)).join(' '));
        const legs = deliveredLegsOf(booking);
        const deliveryCents = decimalStringToCents(booking.deliveryFee);
        const deliveryLine = /(Livraison|Reprise|Livraison et reprise) à domicile [\d ]+,\d\d €/;
        if (legs === 'none' || deliveryCents === 0) expect(text).not.toMatch(deliveryLine);
        else expect(text).toContain(`${lineOf[legs]} ${euros(deliveryCents)}`);
        expect(text).toContain(`Total TTC ${euros(decimalStringToCents(booking.totalPrice))}`);
      }
    });

    it('pays the owner what each quote says and counts the platform’s fee as the audit recomputes it', async () => {
      await catchUpWithLog(
        context.database.pool,
        context.runtime.projectionRunner,
        asyncProjections.map((projection) => projection.name),
      );
      const sum = (pick: (quote: CarQuote) => number) =>
        paid.reduce((total, { quote }) => total + pick(quote), 0);
      const ownerBookings = z
        .array(OwnerBookingSchema)
        .parse((await owner('GET', '/api/owner/bookings')).json());
      expect(ownerBookings).toHaveLength(paid.length);
      for (const { booking, quote } of paid)
        expect(ownerBookings.find((row) => row.id === booking.id)).toMatchObject({
          deliveryCents: quote.deliveryCents,
          totalCents: quote.totalCents,
          ownerPayoutCents: quote.rentalCents + quote.deliveryCents,
          paidCents: quote.totalCents,
        });
      const dashboard = OwnerDashboardSchema.parse((await owner('GET', '/api/owner/dashboard')).json());
      expect(dashboard.revenueThisMonthCents).toBe(sum((quote) => quote.rentalCents + quote.deliveryCents));
      const audit = RevenueAuditSchema.parse((await admin('GET', '/api/admin/revenue-audit')).json());
      expect(audit.differences).toEqual([]);
      expect(audit.ok).toBe(true);
      expect(audit.found).toEqual(audit.expected);
      expect(audit.found).toMatchObject({
        cashInCents: sum((quote) => quote.totalCents),
        refundsCents: 0,
        platformRevenueCents: sum((quote) => quote.serviceFeeCents),
        ownerPayoutsCents: sum((quote) => quote.rentalCents + quote.deliveryCents),
      });
    });

    it('keeps the price frozen in a booking made before, through a rebuild', async () => {
      // A booking of decision 12's time: delivered and collected, charged one flat 150 €.
      const frozen = quoteRental({
        dailyPriceCents: 95_000,
        depositCents: 500_000,
        startDate: day(80),
        endDate: day(82),
        deliveredLegs: 1,
        deliveryFeeCents: 15_000,
      });
      const bookingId = crypto.randomUUID();
      const car = cars.own;
      await handleCommand(context.runtime.store, bookingStreamName(bookingId), bookingDecider, {
        type: 'CreateBooking',
        data: {
          terms: {
            bookingId,
            userId: 'guest:before-decision-49',
            carId: car.id,
            ownerId: car.ownerId,
            car: { brand: car.brand, model: car.model, image: null },
            startDate: day(80),
            endDate: day(82),
            pickupLocation: 'delivery',
            dropoffLocation: 'delivery',
            customerInfo: {
              firstName: 'Léa',
              lastName: 'Martin',
              email: 'lea@example.fr',
              phone: '+33 612345678',
            },
            additionalServices: [],
            language: 'fr',
            quote: frozen,
            feeConfig: { serviceFeeRate: 0.05, dynamicMarkupRate: 0, feeType: 'service_fee' },
          },
          holdExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        },
        metadata: { now: new Date().toISOString() },
      });
      const unit = rebuildUnits(projectionRegistry).find((candidate) =>
        candidate.members.some((member) => member.projection.name === 'bookings'),
      )!;
      await rebuildUnit({
        pool: context.database.pool,
        store: context.runtime.store,
        unit,
        singleConnection: context.database.embedded,
      });
      const rows = z.array(OwnerBookingSchema).parse((await owner('GET', '/api/owner/bookings')).json());
      expect(rows.find((row) => row.id === bookingId)).toMatchObject({
        deliveryCents: 15_000,
        totalCents: frozen.totalCents,
        ownerPayoutCents: frozen.ownerPayoutCents,
      });
      for (const { booking, quote } of paid)
        expect(rows.find((row) => row.id === booking.id)).toMatchObject({
          deliveryCents: quote.deliveryCents,
          totalCents: quote.totalCents,
        });
    });
  });
}
