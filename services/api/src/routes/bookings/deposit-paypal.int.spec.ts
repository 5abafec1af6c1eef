import { createPayPalDepositWorkflow, type PayPalDepositHolds } from '@grandtour/commands';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import {
  createDemoPayments,
  createDemoPayPalDepositHolds,
  createPayPalDepositHolds,
  createPayPalProvider,
} from '@grandtour/payments';
import { startFakePayPal, type FakePayPal } from '@grandtour/payments/testing';
import { addDays, todayInParis } from '@grandtour/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAs } from '../../testing/booking-requests.ts';
import { testBrowser, type TestBrowser } from '../../testing/test-browser.ts';
import { useTestRuntime } from '../../testing/test-runtime.ts';

const DAY = 86_400_000;

for (const kind of testDatabaseKinds()) {
  for (const provider of ['demo', 'paypal'] as const) {
    describe(`PayPal deposits through the API (${provider}) on ${kind}`, () => {
      let now = new Date();
      const clock = () => now;
      let fake: FakePayPal | null = null;
      let holds: PayPalDepositHolds;
      let nextCar = 0;
      const today = todayInParis();

      beforeAll(async () => {
        if (provider === 'paypal') fake = await startFakePayPal({ clock });
      });
      // The fake's close() fails the file if PayPal's OpenAPI documents refused anything sent or answered.
      afterAll(async () => {
        await fake?.close();
      });
      const context = useTestRuntime(kind, (database) => {
        const demo = createDemoPayments({ pool: database.pool, clock });
        if (!fake) {
          holds = createDemoPayPalDepositHolds({ pool: database.pool, clock });
          return { clock, background: false, payments: demo, depositHolds: { paypal: holds } };
        }
        const options = {
          clientId: fake.clientId,
          clientSecret: fake.clientSecret,
          webhookId: fake.webhookId,
          environment: 'sandbox' as const,
          baseUrl: fake.baseUrl,
        };
        holds = createPayPalDepositHolds(options);
        return {
          clock,
          background: false,
          payments: { card: demo.card, paypal: createPayPalProvider(options) },
          depositHolds: { paypal: holds },
        };
      });

      const eventsOf = async (bookingId: string) =>
        (await context.runtime.store.readStream(`booking-${bookingId}`)).events;

      /** The payer approves on PayPal's page, or in the demo button. */
      async function approve(visit: TestBrowser, bookingId: string, orderId: string) {
        if (fake) return fake.approve(orderId);
        const approved = await visit('POST', `/api/bookings/${bookingId}/deposit/paypal-demo-approve`, {
          orderId,
        });
        expect(approved.statusCode, approved.body).toBe(204);
      }

      /** A booking paid with PayPal, confirmed. */
      async function paidWithPayPal(visit: TestBrowser) {
        const offset = 20 + nextCar;
        const booking = await bookAs(visit, context.runtime.app, context.cars[nextCar++]!, {
          startDate: addDays(today, offset),
          endDate: addDays(today, offset + 3),
        });
        const order = await visit('POST', '/paypal/order', {
          amount: booking.totalPrice,
          currency: 'EUR',
          intent: 'CAPTURE',
          bookingId: booking.id,
        });
        expect(order.statusCode, order.body).toBe(200);
        const orderId = order.json().id as string;
        if (fake) fake.approve(orderId);
        else expect((await visit('POST', `/api/demo-paypal/orders/${orderId}/approve`)).statusCode).toBe(200);
        const captured = await visit('POST', `/paypal/order/${orderId}/capture`);
        expect(captured.statusCode, captured.body).toBe(200);
        const created = (await eventsOf(booking.id)).find((event) => event.type === 'BookingCreated')!;
        const depositCents = (created.data as { quote: { depositCents: number } }).quote.depositCents;
        return { bookingId: booking.id, depositCents };
      }

      async function heldDeposit(visit: TestBrowser) {
        const { bookingId, depositCents } = await paidWithPayPal(visit);
        const order = await visit('POST', `/api/bookings/${bookingId}/deposit/paypal-order`);
        expect(order.statusCode, order.body).toBe(200);
        const { orderId } = order.json() as { orderId: string };
        await approve(visit, bookingId, orderId);
        const held = await visit('POST', `/api/bookings/${bookingId}/deposit/paypal-authorize`, { orderId });
        expect(held.statusCode, held.body).toBe(200);
        return {
          bookingId,
          depositCents,
          orderId,
          hold: held.json() as { holdId: string; expiresAt: string },
        };
      }

      const workflow = () =>
        createPayPalDepositWorkflow({ store: context.runtime.store, paypal: holds, clock });

      it('holds the deposit once the customer approves: one DepositHeld, however often it is asked', async () => {
        const visit = testBrowser(context.runtime.app);
        const { bookingId, depositCents } = await paidWithPayPal(visit);
        const order = await visit('POST', `/api/bookings/${bookingId}/deposit/paypal-order`);
        expect(order.statusCode, order.body).toBe(200);
        expect(order.json()).toMatchObject({ provider });
        const { orderId, approveUrl } = order.json() as { orderId: string; approveUrl: string | null };
        if (fake) {
          expect(approveUrl).toMatch(/checkoutnow\?token=/);
          const sent = fake.requests.filter((request) => request.path === '/v2/checkout/orders').at(-1)!;
          expect(sent.requestId).toBe(`deposit-${bookingId}-1`);
        } else expect(approveUrl).toBeNull();
        // Asked again before approval: the same order (the same idempotency key).
        expect((await visit('POST', `/api/bookings/${bookingId}/deposit/paypal-order`)).json().orderId).toBe(
          orderId,
        );

        const early = await visit('POST', `/api/bookings/${bookingId}/deposit/paypal-authorize`, { orderId });
        expect(early.statusCode).toBe(422);
        expect(early.json().error).toBe('ORDER_NOT_APPROVED');

        await approve(visit, bookingId, orderId);
        const held = await visit('POST', `/api/bookings/${bookingId}/deposit/paypal-authorize`, { orderId });
        expect(held.statusCode, held.body).toBe(200);
        expect(held.json()).toEqual({
          status: 'held',
          holdId: expect.any(String) as string,
          amountCents: depositCents,
          expiresAt: new Date(now.getTime() + 3 * DAY).toISOString(),
        });
        const again = await visit('POST', `/api/bookings/${bookingId}/deposit/paypal-authorize`, { orderId });
        expect(again.json()).toEqual(held.json());
        const deposits = (await eventsOf(bookingId)).filter((event) => event.type === 'DepositHeld');
        expect(deposits).toEqual([
          expect.objectContaining({
            data: expect.objectContaining({
              bookingId,
              provider,
              method: 'paypal',
              holdId: held.json().holdId,
              amountCents: depositCents,
              offSession: false,
              sequence: 1,
            }),
          }),
        ]);

        const refused = await visit('POST', `/api/bookings/${bookingId}/deposit/paypal-order`, undefined, {
          'accept-language': 'de',
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          error: 'paypal_deposit_already_held',
          message: 'Die Kaution ist bereits reserviert.',
        });
      });

      it('lets only the booking’s own visitor open or authorize its deposit, and only once paid with PayPal', async () => {
        const visit = testBrowser(context.runtime.app);
        const { bookingId } = await paidWithPayPal(visit);
        const stranger = testBrowser(context.runtime.app);
        expect((await stranger('POST', `/api/bookings/${bookingId}/deposit/paypal-order`)).statusCode).toBe(
          404,
        );
        const order = (await visit('POST', `/api/bookings/${bookingId}/deposit/paypal-order`)).json() as {
          orderId: string;
        };
        const foreign = await stranger('POST', `/api/bookings/${bookingId}/deposit/paypal-authorize`, {
          orderId: order.orderId,
        });
        expect(foreign.statusCode).toBe(404);

        const unpaid = await bookAs(visit, context.runtime.app, context.cars[nextCar++]!, {
          startDate: addDays(today, 60),
          endDate: addDays(today, 62),
        });
        const early = await visit('POST', `/api/bookings/${unpaid.id}/deposit/paypal-order`, undefined, {
          'accept-language': 'es',
        });
        expect(early.statusCode).toBe(422);
        expect(early.json()).toMatchObject({
          error: 'paypal_deposit_not_paypal',
          message: 'Solo una reserva pagada con PayPal puede tener su fianza retenida con PayPal.',
        });
        const malformed = await visit('POST', `/api/bookings/${bookingId}/deposit/paypal-authorize`, {
          orderId: '../../v1/oauth2/token',
        });
        expect(malformed.statusCode).toBe(400);
      });

      it('captures part of the deposit after reauthorizing past the honor period; the rest is let go', async () => {
        const visit = testBrowser(context.runtime.app);
        const { bookingId, depositCents, hold } = await heldDeposit(visit);
        now = new Date(now.getTime() + 4 * DAY);
        const claim = { amountCents: 80_000, claimId: null, reason: 'Scratched rim' };
        const captured = await workflow().capture(bookingId, claim);
        expect(captured.amountCents).toBe(80_000);
        // Once recorded, nothing more can be captured from this deposit.
        expect(
          await workflow()
            .capture(bookingId, claim)
            .catch((error: Error) => error.message),
        ).toMatch(/No PayPal deposit is held/);
        const captures = (await eventsOf(bookingId)).filter((event) => event.type === 'DepositCaptured');
        expect(captures).toEqual([
          expect.objectContaining({
            data: expect.objectContaining({
              holdId: hold.holdId,
              captureId: captured.captureId,
              amountCents: 80_000,
              releasedCents: depositCents - 80_000,
            }),
          }),
        ]);
        if (fake) {
          const reauthorizations = fake.requests.filter((request) => request.path.endsWith('/reauthorize'));
          expect(reauthorizations).toHaveLength(1);
          expect(reauthorizations[0]!.requestId).toBe(`deposit-reauthorize-${hold.holdId}`);
          expect(JSON.parse(reauthorizations[0]!.body)).toEqual({
            amount: { currency_code: 'EUR', value: '800.00' },
          });
          const parent = fake.authorizations.get(hold.holdId)!;
          expect(parent.status).toBe('PARTIALLY_CAPTURED');
        }
      });

      it('captures within the honor period without reauthorizing, and voids another deposit once', async () => {
        const visit = testBrowser(context.runtime.app);
        const first = await heldDeposit(visit);
        const reauthorizationsBefore = fake?.requests.filter((r) => r.path.endsWith('/reauthorize')).length;
        await workflow().capture(first.bookingId, {
          amountCents: first.depositCents,
          claimId: null,
          reason: 'Total',
        });
        if (fake)
          expect(fake.requests.filter((r) => r.path.endsWith('/reauthorize')).length).toBe(
            reauthorizationsBefore,
          );

        const second = await heldDeposit(visit);
        await workflow().release(second.bookingId, 'claim_window_passed');
        await workflow().release(second.bookingId, 'claim_window_passed');
        const released = (await eventsOf(second.bookingId)).filter(
          (event) => event.type === 'DepositReleased',
        );
        expect(released).toEqual([
          expect.objectContaining({
            data: expect.objectContaining({ holdId: second.hold.holdId, reason: 'claim_window_passed' }),
          }),
        ]);
        if (fake) expect(fake.authorizations.get(second.hold.holdId)!.status).toBe('VOIDED');
        await expect(
          holds.capture({ holdId: second.hold.holdId, amountCents: 1, idempotencyKey: 'after-release' }),
        ).rejects.toMatchObject({ code: 'AUTHORIZATION_VOIDED' });
      });
    });
  }
}
