import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { createReceiptRegister } from '@grandtour/projections';
import {
  addDays,
  BookingDetailsSchema,
  CancellationPreviewSchema,
  CancellationResponseSchema,
  CarQuoteSchema,
  freeCancellationDeadline,
  todayInParis,
} from '@grandtour/shared';
import { formatEuros } from '@grandtour/workers';
import { pdfPagesText } from '@grandtour/workers/testing';
import { describe, expect, it } from 'vitest';
import { bookAs, payWithDemoCard } from '../../testing/booking-requests.ts';
import { testBrowser, type TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

for (const kind of testDatabaseKinds()) {
  describe(`a booking’s details, cancellation simulator and receipt on ${kind}`, () => {
    let now = new Date();
    let nextCar = 0;
    const today = todayInParis();
    const day = (offset: number) => addDays(today, offset);
    const context = useTestRuntime(kind, { clock: () => now, background: false });

    async function booked(startOffset: number, endOffset: number, options: { pay?: boolean } = {}) {
      const visit = testBrowser(context.runtime.app);
      // Booked with home delivery: a car that delivers.
      const car = context.cars.filter((candidate) => candidate.deliveryAvailable)[nextCar++]!;
      const booking = await bookAs(
        visit,
        context.runtime.app,
        car,
        { startDate: day(startOffset), endDate: day(endOffset) },
        { pickup: 'delivery', language: 'en' },
      );
      if (options.pay !== false) await payWithDemoCard(visit, booking);
      return { visit, booking, car };
    }
    const details = async (visit: TestBrowser, id: string) =>
      BookingDetailsSchema.parse((await visit('GET', `/api/bookings/${id}/details`)).json());
    const simulate = async (visit: TestBrowser, id: string) =>
      CancellationPreviewSchema.parse(
        (await visit('GET', `/api/bookings/${id}/cancellation-preview`)).json(),
      );

    it('shows everything about the booking: car, dates, places, customer, price lines, payment and its timeline', async () => {
      const { visit, booking, car } = await booked(20, 23);
      await context.runtime.projectionRunner.catchUp();
      const shown = await details(visit, booking.id);
      const quote = CarQuoteSchema.parse(
        (
          await visit(
            'GET',
            `/api/cars/${car.id}/quote?startDate=${day(20)}&endDate=${day(23)}&homeDelivery=true`,
          )
        ).json(),
      );
      expect(shown.booking).toMatchObject({
        carBrand: car.brand,
        carModel: car.model,
        carImage: car.images[0],
        startDate: day(20),
        endDate: day(23),
        pickupLocation: 'delivery',
        dropoffLocation: 'delivery',
        customerInfo: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.fr' },
        status: 'confirmed',
        paymentStatus: 'paid',
        paymentMethod: 'card',
        deliveryFee: (quote.deliveryCents / 100).toFixed(2),
        depositAmount: car.depositAmount,
        totalPrice: (quote.totalCents / 100).toFixed(2),
      });
      expect(shown).toMatchObject({
        paidCents: quote.totalCents,
        refundedCents: 0,
        canChange: true,
        receiptAvailable: true,
        receiptNumber: null,
        freeCancellationUntil: freeCancellationDeadline(day(20)).toISOString(),
      });
      expect(shown.timeline.map((step) => [step.kind, step.amountCents])).toEqual([
        ['created', quote.totalCents],
        ['paid', quote.totalCents],
        ['confirmed', null],
      ]);
    });

    it('simulates a cancellation with the cancel command’s own rule: free ahead, 30 % within 48 hours', async () => {
      const early = await booked(30, 32);
      const earlyPreview = await simulate(early.visit, early.booking.id);
      const total = Math.round(Number(early.booking.totalPrice) * 100);
      expect(earlyPreview).toMatchObject({
        cancellable: true,
        hasFees: false,
        feeCents: 0,
        refundCents: total,
      });

      const late = await booked(40, 42);
      const saved = now;
      now = new Date(freeCancellationDeadline(day(40)).getTime() + 60_000);
      try {
        const latePreview = await simulate(late.visit, late.booking.id);
        const fee = Math.round(Number(late.booking.totalPrice) * 100 * 0.3);
        expect(latePreview).toMatchObject({ cancellable: true, hasFees: true, feeCents: fee });
        const cancelled = CancellationResponseSchema.parse(
          (await late.visit('POST', `/api/bookings/${late.booking.id}/cancel`)).json(),
        );
        expect(Math.round(Number(cancelled.cancellationFee) * 100)).toBe(latePreview.feeCents);
        expect(Math.round(Number(cancelled.refundAmount) * 100)).toBe(latePreview.refundCents);
        expect(await simulate(late.visit, late.booking.id)).toMatchObject({
          cancellable: false,
          reason: 'booking_already_cancelled',
          refundCents: 0,
        });
      } finally {
        now = saved;
      }

      const unpaid = await booked(50, 51, { pay: false });
      expect(await simulate(unpaid.visit, unpaid.booking.id)).toMatchObject({
        cancellable: true,
        hasFees: false,
        refundCents: 0,
        netPaidCents: 0,
      });
    });

    it('downloads the receipt as a PDF in the booking’s language holding every amount, numbered once', async () => {
      const { visit, booking } = await booked(60, 63);
      const first = await visit('GET', `/api/bookings/${booking.id}/receipt`);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/pdf');
      const pdf = first.rawPayload;
      const [text] = await pdfPagesText(pdf);
      const number = /Receipt no\. (GT-\d{4}-\d{6})/.exec(text!)?.[1];
      expect(number).toBeDefined();
      expect(first.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
      const money = (amount: string) => formatEuros(Math.round(Number(amount) * 100), 'en');
      for (const expected of [
        money(booking.basePrice),
        money(booking.deliveryFee),
        money(booking.platformFee),
        money(booking.totalPrice),
        money(booking.depositAmount),
        'Card',
        'Grand Tour SAS',
        'Léa Martin',
        `${booking.carBrand} ${booking.carModel}`,
        'Free cancellation with a full refund until',
      ])
        expect(text).toContain(expected);

      const again = await visit('GET', `/api/bookings/${booking.id}/receipt`);
      expect((await pdfPagesText(again.rawPayload))[0]).toContain(`Receipt no. ${number}`);
      expect((await details(visit, booking.id)).receiptNumber).toBe(number);

      const unpaid = await booked(70, 71, { pay: false });
      const refused = await unpaid.visit('GET', `/api/bookings/${unpaid.booking.id}/receipt`, undefined, {
        'accept-language': 'en',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'receipt_unavailable' });
    });

    it('numbers receipts without a gap within a year, once per booking, under concurrent requests', async () => {
      // Two registers stand for two worker processes: each numbers its waiting requests together.
      const registers = [
        createReceiptRegister(context.database.pool),
        createReceiptRegister(context.database.pool),
      ];
      const register = registers[0]!;
      const year = Number(todayInParis(now).slice(0, 4));
      const { rows } = await context.database.pool.query(
        'SELECT COALESCE(max(sequence), 0)::int AS last FROM receipts WHERE year = $1',
        [year],
      );
      const before = rows[0]!.last as number;
      const bookings = Array.from({ length: 12 }, () => randomUUID());
      // Each booking asked for three times at once, all bookings at once.
      const issued = await Promise.all(
        bookings.flatMap((bookingId) => [0, 1, 2].map((n) => registers[n % 2]!.issue(bookingId, now))),
      );
      for (const bookingId of bookings)
        expect(new Set(issued.filter((r) => r.bookingId === bookingId).map((r) => r.number)).size).toBe(1);
      const sequences = [...new Set(issued.map((receipt) => receipt.sequence))].sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: 12 }, (_, index) => before + index + 1));
      expect(issued[0]!.number).toMatch(new RegExp(`^GT-${year}-\\d{6}$`));
      const nextYear = await register.issue(randomUUID(), new Date(`${year + 1}-01-01T00:30:00+01:00`));
      expect(nextYear.number).toBe(`GT-${year + 1}-000001`);
    });
  });
}
