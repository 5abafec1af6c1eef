import { randomUUID } from 'node:crypto';
import { bookingStreamName, type BookingCancelled } from '@grandtour/commands';
import {
  addDays,
  bookingReference,
  CreateSubscriptionResponseSchema,
  todayInParis,
  type Car,
} from '@grandtour/shared';
import { formatEuros } from '@grandtour/workers';
import { eventually, movableClock, untilNotificationsIdle } from '@grandtour/workers/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookAs, payWithDemoCard } from '../testing/booking-requests.ts';
import { demoOwnerOf, useMailTestRuntime } from '../testing/mail-test-runtime.ts';
import { testBrowser, type TestBrowser } from '../testing/test-browser.ts';

/** The owner's cancellation notice and the subscriber's confirmation, over SMTP to a real sink (decision 60). */
describe('e-mails to an owner whose booking is cancelled and to a new subscriber', () => {
  let ownerCars: Car[];
  let ownerEmail: string;
  let address = 0;
  const clock = movableClock();
  const today = todayInParis();
  const context = useMailTestRuntime(
    { database: 'pglite', redis: false },
    { clock: clock.now, background: false, workers: true, notificationBackoffMs: 20 },
    { SUPPORT_EMAIL: 'support@grandtour.test', NOTIFICATION_ATTEMPTS: '2' },
  );
  beforeAll(async () => {
    ({ email: ownerEmail, cars: ownerCars } = await demoOwnerOf(context));
  });

  const visitor = () => testBrowser(context.runtime.app, { remoteAddress: `10.9.0.${++address}` });
  const mailsTo = (to: string) => context.sink.messages.filter((mail) => mail.to === to);
  const ownerMailsAbout = (bookingId: string) =>
    mailsTo(ownerEmail).filter(
      (mail) =>
        mail.messageId.includes('.owner-booking-cancelled@') &&
        mail.text.includes(bookingReference(bookingId)),
    );
  /** Nothing left that could send an e-mail: what the sink holds is all there will be. */
  const settled = async () => {
    await context.runtime.background.reactor.catchUp();
    await context.runtime.background.reactor.requeue();
    await untilNotificationsIdle({
      pool: context.database.pool,
      store: context.runtime.store,
      queue: context.runtime.queue,
      clock: clock.now,
    });
  };
  const book = (visit: TestBrowser, car: Car, startDate: string, email: string) =>
    bookAs(
      visit,
      context.runtime.app,
      car,
      { startDate, endDate: addDays(startDate, 2) },
      {
        language: 'en',
        customer: { firstName: 'Léa', lastName: 'Martin', email, phone: '+33 612345678' },
      },
    );

  it('tells the owner once, in their language, when a paid booking of theirs is cancelled late, with their share of the fee', async () => {
    const visit = visitor();
    // Picked up tomorrow: cancelling now is within 48 hours of pickup, so a fee is kept and shared with the owner.
    const booking = await book(visit, ownerCars[0]!, addDays(today, 1), 'late-canceller@example.com');
    await payWithDemoCard(visit, booking);
    await eventually(() => mailsTo('late-canceller@example.com').length === 1);
    expect((await visit('POST', `/api/bookings/${booking.id}/cancel`)).statusCode).toBe(200);

    await eventually(() => ownerMailsAbout(booking.id).length === 1);
    const { events } = await context.runtime.store.readStream<BookingCancelled>(
      bookingStreamName(booking.id),
    );
    const cancelled = events.find((event) => event.type === 'BookingCancelled')!;
    expect(cancelled.data.ownerShareOfFeeCents).toBeGreaterThan(0);
    const [mail] = ownerMailsAbout(booking.id);
    expect(mail!.subject).toBe(`Réservation annulée : ${booking.carBrand} ${booking.carModel}`);
    expect(mail!.text).toContain('Les dates sont de nouveau disponibles à la location.');
    expect(mail!.text).toContain('Léa Martin');
    expect(mail!.text).toMatch(
      new RegExp(
        `Votre part des frais d’annulation:\\s+${formatEuros(cancelled.data.ownerShareOfFeeCents, 'fr')}`,
      ),
    );
    // The customer's own cancellation e-mail is still theirs alone.
    await eventually(() => mailsTo('late-canceller@example.com').length === 2);

    await settled();
    expect(ownerMailsAbout(booking.id)).toHaveLength(1);
    const { rows } = await context.database.pool.query(
      `SELECT count(*)::int AS n FROM notifications WHERE type = 'owner-booking-cancelled' AND booking_id = $1`,
      [booking.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('says nothing to the owner of a hold that expired unpaid: they never heard of it', async () => {
    const visit = visitor();
    const booking = await book(visit, ownerCars[1]!, addDays(today, 40), 'never-paid@example.com');
    clock.advance(31 * 60_000);
    try {
      await context.runtime.sweeper.sweepOnce();
      await eventually(() => mailsTo('never-paid@example.com').length === 1);
      await settled();
    } finally {
      clock.set(new Date());
    }
    expect(mailsTo('never-paid@example.com')[0]!.messageId).toMatch(/\.hold-expired@/);
    expect(ownerMailsAbout(booking.id)).toHaveLength(0);
    const { rows } = await context.database.pool.query(
      `SELECT template FROM notification_deliveries WHERE booking_id = $1`,
      [booking.id],
    );
    expect(rows.map((row) => row.template)).toEqual(['hold-expired']);
  });

  it('confirms a paid subscription once, in the language it was taken in; a free plan gets no e-mail', async () => {
    const visit = visitor();
    const email = `subscriber-${randomUUID().slice(0, 6)}@example.es`;
    const opened = await visit(
      'POST',
      '/api/create-stripe-session',
      { planName: 'Hypercar Premium', price: 299, userEmail: email },
      { 'accept-language': 'es' },
    );
    expect(opened.statusCode, opened.body).toBe(201);
    const { url } = CreateSubscriptionResponseSchema.parse(opened.json());
    const sessionId = new URL(url, 'https://grandtour.example').searchParams.get('session')!;
    // Paid twice (a double click): still one subscription, one e-mail.
    for (const paid of await Promise.all(
      [1, 2].map(() => visit('POST', `/api/demo-subscriptions/${sessionId}/complete`)),
    ))
      expect(paid.statusCode, paid.body).toBe(200);

    await eventually(() => mailsTo(email).length === 1);
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe('Su suscripción Hypercar Premium está activa');
    expect(mail!.text).toContain('Hemos recibido su pago');
    expect(mail!.text).toContain(`${formatEuros(29_900, 'es')} al mes`);
    expect(mail!.messageId).toMatch(/\.subscription-confirmed@notifications\.grandtour$/);

    const freeEmail = `free-${randomUUID().slice(0, 6)}@example.fr`;
    const free = await visit('POST', '/api/create-stripe-session', {
      planName: 'Free',
      price: 0,
      userEmail: freeEmail,
    });
    expect(free.statusCode, free.body).toBe(201);
    await settled();
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(freeEmail)).toHaveLength(0);
  });
});
