import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../testing/expect-refusal.ts';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe-server.ts';
import { createStripeCardProvider } from './stripe-card-provider.ts';
import { createStripeDepositHolds, type StripeDepositHolds } from './stripe-deposit-holds.ts';

const HOUR = 3_600_000;

describe('Stripe card deposit holds against a local Stripe API (manual capture)', () => {
  let stripe: FakeStripe;
  let holds: StripeDepositHolds;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    holds = createStripeDepositHolds({ ...connection(), clock: () => new Date() });
  });
  afterAll(async () => {
    await stripe?.close();
  });
  const connection = () => ({
    secretKey: stripe.secretKey,
    host: stripe.host,
    port: stripe.port,
    protocol: stripe.protocol,
    maxNetworkRetries: 0,
  });

  /** A booking paid by card through the booking's own provider, its card saved for off-session use. */
  async function paidBooking() {
    const payments = createStripeCardProvider({
      ...connection(),
      publishableKey: 'pk_test_grandtour',
      webhookSecret: 'whsec_test',
    });
    const bookingId = randomUUID();
    const intent = await payments.createPaymentIntent({
      bookingId,
      amountCents: 330_750,
      description: 'Ferrari Roma',
      idempotencyKey: `payment-intent-${bookingId}`,
    });
    stripe.succeed(intent.id);
    return { bookingId, paymentIntentId: intent.id };
  }
  const holdOn = (paid: { bookingId: string; paymentIntentId: string }, sequence = 1) =>
    holds.holdOnSavedCard({
      ...paid,
      amountCents: 500_000,
      description: 'Deposit',
      idempotencyKey: `deposit-${paid.bookingId}-${sequence}`,
    });

  it('holds off-session on the card and Customer of the booking’s payment, until capture_before', async () => {
    const paid = await paidBooking();
    const before = Date.now();
    const hold = await holdOn(paid);
    const sent = stripe.requests.filter((request) => request.path === '/v1/payment_intents').at(-1)!;
    const original = stripe.paymentIntents.get(paid.paymentIntentId)!;
    expect(sent.params).toMatchObject({
      amount: '500000',
      currency: 'eur',
      capture_method: 'manual',
      confirm: 'true',
      off_session: 'true',
      customer: original.customer as string,
      payment_method: original.payment_method as string,
      'metadata[booking_id]': paid.bookingId,
      'metadata[booking_deposit]': 'off_session',
    });
    expect(sent.idempotencyKey).toBe(`deposit-${paid.bookingId}-1`);
    expect(stripe.paymentIntents.get(hold.holdId)).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 500_000,
    });
    // capture_before is whole seconds: 4 d 18 h from the authorisation.
    const lasts = new Date(hold.expiresAt).getTime() - before;
    expect(lasts).toBeGreaterThan(114 * HOUR - 2_000);
    expect(lasts).toBeLessThanOrEqual(114 * HOUR + 1_000);
    expect(await holdOn(paid)).toEqual(hold);
    expect(await holds.retrieveHold(hold.holdId)).toMatchObject({
      status: 'held',
      bookingId: paid.bookingId,
    });
  });

  it('captures part of the hold with amount_to_capture, once per key; Stripe lets the rest go', async () => {
    const hold = await holdOn(await paidBooking());
    const request = {
      holdId: hold.holdId,
      amountCents: 120_000,
      idempotencyKey: `deposit-capture-${hold.holdId}`,
    };
    const captured = await holds.capture(request);
    expect(captured).toEqual({ captureId: expect.stringMatching(/^ch_/), amountCents: 120_000 });
    expect(await holds.capture(request)).toEqual(captured);
    expect(
      stripe.requests.filter((sent) => sent.path === `/v1/payment_intents/${hold.holdId}/capture`),
    ).toHaveLength(2);
    expect(stripe.paymentIntents.get(hold.holdId)).toMatchObject({
      status: 'succeeded',
      amount_received: 120_000,
      amount_capturable: 0,
    });
    await expectRefusal(
      holds.release({ holdId: hold.holdId, idempotencyKey: `deposit-release-${hold.holdId}` }),
      {
        code: 'payment_intent_unexpected_state',
      },
    );
  });

  it('refuses to capture more than the hold', async () => {
    const hold = await holdOn(await paidBooking());
    await expectRefusal(
      holds.capture({ holdId: hold.holdId, amountCents: 500_001, idempotencyKey: randomUUID() }),
      {
        code: 'amount_too_large',
        httpStatus: 400,
      },
    );
  });

  it('cancels a hold; cancelling it again is a no-op; a cancelled hold cannot be captured', async () => {
    const hold = await holdOn(await paidBooking());
    await holds.release({ holdId: hold.holdId, idempotencyKey: `deposit-release-${hold.holdId}` });
    await holds.release({ holdId: hold.holdId, idempotencyKey: 'another-attempt' });
    expect(stripe.paymentIntents.get(hold.holdId)?.status).toBe('canceled');
    expect((await holds.retrieveHold(hold.holdId)).status).toBe('released');
    await expectRefusal(
      holds.capture({ holdId: hold.holdId, amountCents: 100, idempotencyKey: randomUUID() }),
      {
        code: 'payment_intent_unexpected_state',
      },
    );
  });

  it('a declined hold: Stripe’s words and decline code, the same on a retry with the same key', async () => {
    const paid = await paidBooking();
    stripe.holds.declineNextHold({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    const refusal = await expectRefusal(holdOn(paid), {
      message: 'Your card has insufficient funds.',
      code: 'card_declined',
      httpStatus: 402,
    });
    expect(refusal.declineCode).toBe('insufficient_funds');
    await expectRefusal(holdOn(paid), { message: 'Your card has insufficient funds.' });
  });

  it('an on-session hold the browser confirms with another card: 7 days, read back from the charge', async () => {
    const bookingId = randomUUID();
    const intent = await holds.createHoldIntent({
      bookingId,
      amountCents: 500_000,
      description: 'Deposit',
      idempotencyKey: `deposit-${bookingId}-2`,
    });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.holdId}_secret_`));
    expect(await holds.retrieveHold(intent.holdId)).toMatchObject({ status: 'pending', hold: null });
    const before = Date.now();
    stripe.holds.authorise(intent.holdId);
    const status = await holds.retrieveHold(intent.holdId);
    expect(status).toMatchObject({
      status: 'held',
      bookingId,
      hold: { holdId: intent.holdId, amountCents: 500_000 },
    });
    const lasts = new Date(status.hold!.expiresAt).getTime() - before;
    expect(lasts).toBeGreaterThan(7 * 24 * HOUR - 2_000);
    expect(lasts).toBeLessThanOrEqual(7 * 24 * HOUR + 1_000);
  });
});
