import { randomUUID } from 'node:crypto';
import { addDays, MessageSchema, todayInParis, type Booking, type Car } from '@grandtour/shared';
import { eventually, movableClock, untilNotificationsIdle } from '@grandtour/workers/testing';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { licencePhoto } from '../../driver-documents/testing/document-samples.ts';
import { multipart } from '../../media/testing/multipart.ts';
import { createAdminAccount, signInAs } from '../../testing/admin-fixtures.ts';
import { bookAs, payWithDemoCard } from '../../testing/booking-requests.ts';
import { multipartForm } from '../../testing/handover-fixtures.ts';
import { demoOwnerOf, mailSetups, useMailTestRuntime } from '../../testing/mail-test-runtime.ts';
import { newBrowser, registerAccount, signInDemoOwner } from '../../testing/owner-fixtures.ts';
import type { TestBrowser } from '../../testing/test-browser.ts';

const DAY = 24 * 3_600_000;
const ADMIN = {
  email: 'privacy.admin@grandtour.test',
  username: 'admin.privacy',
  password: 'Correct-Horse-Battery-9',
  firstName: 'Ada',
  lastName: 'Admin',
};
const setup = mailSetups().at(-1)!;

type Archive = Record<string, Uint8Array>;
const jsonIn = (archive: Archive, name: string) => JSON.parse(strFromU8(archive[name]!)) as unknown;
const textOf = (archive: Archive) =>
  Object.entries(archive)
    .filter(([name]) => name.endsWith('.json') || name.endsWith('.txt'))
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n');

describe(`downloading one's data on ${setup.database} (GDPR art. 15 and 20)`, { timeout: 180_000 }, () => {
  const clock = movableClock();
  const context = useMailTestRuntime(
    setup,
    { clock: clock.now, background: false, workers: true, notificationBackoffMs: 20 },
    {
      SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      BOOKING_REQUESTS_PER_MINUTE: '1000',
      MESSAGE_WRITES_PER_MINUTE: '1000',
    },
  );
  const app = () => context.runtime.app;
  const today = todayInParis();
  const idle = () =>
    untilNotificationsIdle({
      pool: context.database.pool,
      store: context.runtime.store,
      queue: context.runtime.queue,
      clock: clock.now,
    });
  const mailsTo = (address: string) => context.sink.messages.filter((mail) => mail.to === address);

  let cars: Car[] = [];
  let customer: TestBrowser;
  let customerId = '';
  let customerEmail = '';
  let booking: Booking;
  let adminId = '';
  let conversationId = '';
  /** What the customer reads back through the product: the export must hold the same bytes. */
  let documentBytes: Buffer;
  let photoBytes: Buffer;
  let photoName = '';
  const OTHER_TEXT = `Message privé de l’autre client ${randomUUID().slice(0, 8)}`;
  let otherEmail = '';

  const customerInfo = (email: string, firstName: string) => ({
    firstName,
    lastName: 'Durand',
    email,
    phone: '+33 612345678',
  });

  beforeAll(async () => {
    cars = (await demoOwnerOf(context)).cars;
    const registered = await registerAccount(app(), 'client');
    customer = registered.visit;
    customerId = registered.userId;
    customerEmail = (await customer('GET', '/api/me')).json().user.email as string;

    // Booked, paid, messaged with a photo, documents sent; then the rental ends and is reviewed.
    booking = await bookAs(
      customer,
      app(),
      cars[0]!,
      { startDate: addDays(today, 1), endDate: addDays(today, 2) },
      { customer: customerInfo(customerEmail, 'Camille') },
    );
    await payWithDemoCard(customer, booking);
    const form = multipartForm({ text: 'Je récupère la voiture à 10 h' }, [
      {
        name: 'photos',
        filename: 'a.jpg',
        type: 'image/jpeg',
        bytes: await sharp({
          create: { width: 200, height: 120, channels: 3, background: { r: 200, g: 30, b: 30 } },
        })
          .jpeg()
          .toBuffer(),
      },
    ]);
    const sent = await customer(
      'POST',
      `/api/bookings/${booking.id}/conversation/messages`,
      form.payload,
      form.headers,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const message = MessageSchema.parse(sent.json());
    conversationId = message.conversationId;
    photoBytes = (await customer('GET', message.photos[0]!.url)).rawPayload;
    photoName = message.photos[0]!.url.split('/').at(-1)!;

    const document = multipart(await licencePhoto(), 'licence.jpg', 'image/jpeg', 'document');
    const uploaded = await customer(
      'POST',
      '/api/driver-documents/licence_front',
      document.payload as unknown as string,
      document.headers,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    documentBytes = (await customer('GET', '/api/driver-documents/licence_front')).rawPayload;

    clock.advance(4 * DAY);
    try {
      expect((await context.runtime.sweeper.sweepOnce()).completed).toBeGreaterThanOrEqual(1);
    } finally {
      clock.advance(-4 * DAY);
    }
    const reviewed = await customer('POST', '/api/reviews', {
      bookingId: booking.id,
      rating: 5,
      comment: 'Remise des clés impeccable, merci !',
      userName: 'Camille D.',
      location: 'Lyon',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);

    // Another customer of the same owner, whose data must never appear in the first one's export.
    const other = await registerAccount(app(), 'client');
    otherEmail = (await other.visit('GET', '/api/me')).json().user.email as string;
    const otherBooking = await bookAs(
      other.visit,
      app(),
      cars[1]!,
      { startDate: addDays(today, 10), endDate: addDays(today, 12) },
      { customer: customerInfo(otherEmail, 'Hugo') },
    );
    expect(
      (
        await other.visit('POST', `/api/bookings/${otherBooking.id}/conversation/messages`, {
          text: OTHER_TEXT,
        })
      ).statusCode,
    ).toBe(201);

    // An administrator opens the customer's licence, and the conversation once the owner reported a message of it.
    await createAdminAccount(context, ADMIN);
    const admin = (await signInAs(context, ADMIN)).visit;
    adminId = (await admin('GET', '/api/me')).json().user.id as string;
    expect((await admin('GET', `/api/admin/drivers/${customerId}/documents/licence_front`)).statusCode).toBe(
      200,
    );
    const owner = await signInDemoOwner(app());
    const reported = await owner(
      'POST',
      `/api/owner/conversations/${conversationId}/messages/${message.id}/report`,
      { reason: 'spam' },
    );
    expect(reported.statusCode, reported.body).toBe(200);
    expect((await admin('GET', `/api/admin/conversations/${conversationId}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/admin/bookings/${booking.id}/events`)).statusCode).toBe(200);
    await idle();
  });

  it('gives a signed-in customer a ZIP of everything held about them, files decrypted, and nobody else’s', async () => {
    const response = await customer('GET', '/api/account/data-export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="grandtour-data-${clock.now().toISOString().slice(0, 10)}.zip"`,
    );
    const archive = unzipSync(new Uint8Array(response.rawPayload));

    expect(Object.keys(archive)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'bookings.json',
        'handovers.json',
        'payments.json',
        'messages.json',
        'reviews.json',
        'documents.json',
        'emails.json',
        'favourites.json',
        'subscriptions.json',
        'contact.json',
        'access-log.json',
        `messages/photos/${photoName}`,
        'documents/licence_front.jpg',
      ]),
    );
    expect(archive['owner.json']).toBeUndefined();
    const readme = strFromU8(archive['README.txt']!);
    expect(readme).toContain('Vos données chez Grand Tour');
    expect(readme).toContain('10 ans');

    const profile = jsonIn(archive, 'profile.json') as Record<string, unknown>;
    expect(profile).toMatchObject({ id: customerId, email: customerEmail, userType: 'client' });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(textOf(archive)).not.toMatch(/argon2/);

    expect(jsonIn(archive, 'bookings.json')).toEqual([
      expect.objectContaining({
        id: booking.id,
        status: 'completed',
        customerInfo: expect.objectContaining({ email: customerEmail }),
        driver: expect.objectContaining({ licenceNumber: expect.any(String) }),
        totalCents: Math.round(Number(booking.totalPrice) * 100),
      }),
    ]);
    const payments = jsonIn(archive, 'payments.json') as Record<string, Record<string, unknown>[]>;
    expect(payments.payments).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        paidCents: Math.round(Number(booking.totalPrice) * 100),
      }),
    ]);
    // The ledger is projected asynchronously: its movements are there once the runner has passed.
    expect(Array.isArray(payments.movements)).toBe(true);
    expect(payments.receipts).toEqual([expect.objectContaining({ bookingId: booking.id })]);
    expect(payments).toHaveProperty('retainedByLaw.receipts.years', 10);

    const messages = jsonIn(archive, 'messages.json') as {
      asCustomer: { conversationId: string; messages: { text: string; photos: { fileName: string }[] }[] }[];
    };
    expect(messages.asCustomer).toHaveLength(1);
    expect(messages.asCustomer[0]!.conversationId).toBe(conversationId);
    expect(messages.asCustomer[0]!.messages[0]).toMatchObject({
      text: 'Je récupère la voiture à 10 h',
      photos: [{ fileName: photoName }],
    });
    expect(Buffer.from(archive[`messages/photos/${photoName}`]!)).toEqual(photoBytes);

    expect(jsonIn(archive, 'reviews.json')).toEqual({
      written: [
        expect.objectContaining({ bookingId: booking.id, comment: 'Remise des clés impeccable, merci !' }),
      ],
    });
    expect(jsonIn(archive, 'documents.json')).toMatchObject({
      verifications: [{ userId: customerId, status: 'submitted' }],
      files: [{ kind: 'licence_front', fileName: 'licence_front.jpg' }],
    });
    // Decrypted: the very file the customer reads on their own page.
    expect(Buffer.from(archive['documents/licence_front.jpg']!)).toEqual(documentBytes);

    const emails = jsonIn(archive, 'emails.json') as { type: string; recipient: string }[];
    expect(emails.map((email) => email.type)).toContain('booking-confirmed');
    expect(new Set(emails.map((email) => email.recipient))).toEqual(new Set([customerEmail]));

    const accesses = jsonIn(archive, 'access-log.json') as Record<string, unknown>[];
    expect(accesses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: `user:${customerId}`,
          accessorId: adminId,
          accessorRole: 'admin',
          what: 'driver-documents',
          reference: 'licence_front',
        }),
        expect.objectContaining({
          accessorId: adminId,
          accessorRole: 'admin',
          what: 'reported-conversation',
          reference: conversationId,
        }),
        expect.objectContaining({
          subject: `user:${customerId}`,
          accessorId: adminId,
          what: 'booking-history',
          reference: booking.id,
        }),
      ]),
    );

    const everything = textOf(archive);
    expect(everything).not.toContain(otherEmail);
    expect(everything).not.toContain(OTHER_TEXT);
    expect(everything).not.toContain(ADMIN.email);
  });

  it('shows the owner the administrator’s read of their reported conversation, and their own records', async () => {
    const owner = await signInDemoOwner(app());
    const response = await owner('GET', '/api/account/data-export');
    expect(response.statusCode, response.body).toBe(200);
    const archive = unzipSync(new Uint8Array(response.rawPayload));
    const records = jsonIn(archive, 'owner.json') as Record<string, Record<string, unknown>[]>;
    expect(records.cars!.map((car) => car.id)).toEqual(expect.arrayContaining([cars[0]!.id, cars[1]!.id]));
    expect(jsonIn(archive, 'access-log.json')).toEqual([
      expect.objectContaining({
        what: 'reported-conversation',
        reference: conversationId,
        accessorRole: 'admin',
      }),
    ]);
    // Their customers' conversations as the back office shows them: no customer's address.
    const everything = textOf(archive);
    expect(everything).toContain(OTHER_TEXT);
    expect(everything).not.toContain(otherEmail);
    expect(everything).not.toContain(customerEmail);
  });

  it('refuses a visitor, and more than five archives an hour, in the reader’s language', async () => {
    const visitor = newBrowser(app());
    const refused = await visitor('GET', '/api/account/data-export', undefined, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'not_signed_in', message: 'You are not signed in.' });

    for (let done = 1; done < 5; done++)
      expect((await customer('GET', '/api/account/data-export')).statusCode).toBe(200);
    const limited = await customer('GET', '/api/account/data-export', undefined, { 'accept-language': 'de' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      error: 'data_export_rate_limited',
      message: expect.stringContaining('heruntergeladen'),
    });
  });

  describe('a guest', () => {
    const guestEmail = `guest-${randomUUID().slice(0, 8)}@example.es`;
    const unknownEmail = `nobody-${randomUUID().slice(0, 8)}@example.es`;
    let guestBooking: Booking;
    let token = '';

    beforeAll(async () => {
      const guest = newBrowser(app());
      guestBooking = await bookAs(
        guest,
        app(),
        cars[2]!,
        { startDate: addDays(today, 20), endDate: addDays(today, 22) },
        { customer: customerInfo(guestEmail, 'Lucía'), language: 'es' },
      );
      const asked = await guest('POST', `/api/bookings/${guestBooking.id}/conversation/messages`, {
        text: 'Hola, ¿hay sillita para niños?',
      });
      expect(asked.statusCode, asked.body).toBe(201);
    });

    it('answers 202 the same whether or not the address is known, and e-mails a link only to a known one', async () => {
      const ask = (email: string) =>
        newBrowser(app())('POST', '/api/privacy/export-link', { email, language: 'es' });
      const known = await ask(guestEmail.toUpperCase());
      const unknown = await ask(unknownEmail);
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.body).toBe(unknown.body);
      expect(known.headers['content-type']).toBe(unknown.headers['content-type']);

      const mail = await eventually(() => mailsTo(guestEmail)[0] ?? false);
      expect(mail.subject).toBe('Sus datos de Grand Tour');
      const link = /\/privacy\/export\?token=([^\s"<>]+)/.exec(mail.text);
      expect(link).not.toBeNull();
      token = decodeURIComponent(link![1]!);
      await idle();
      expect(mailsTo(unknownEmail)).toHaveLength(0);
    });

    it('limits link requests per address, whichever browser asks, in the reader’s language', async () => {
      const address = `limited-${randomUUID().slice(0, 8)}@example.de`;
      const ask = () =>
        newBrowser(app())(
          'POST',
          '/api/privacy/export-link',
          { email: address },
          { 'accept-language': 'de' },
        );
      for (let asked = 0; asked < 3; asked++) expect((await ask()).statusCode).toBe(202);
      const limited = await ask();
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({
        error: 'data_export_link_rate_limited',
        message: expect.stringContaining('Link-Anfragen'),
      });
    });

    it('downloads the guest’s archive through the link: their booking and messages, in their language', async () => {
      const response = await newBrowser(app())(
        'GET',
        `/api/privacy/export?token=${encodeURIComponent(token)}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      const archive = unzipSync(new Uint8Array(response.rawPayload));
      expect(archive['profile.json']).toBeUndefined();
      expect(strFromU8(archive['README.txt']!)).toContain('Sus datos en Grand Tour');
      expect(jsonIn(archive, 'bookings.json')).toEqual([
        expect.objectContaining({
          id: guestBooking.id,
          customerInfo: expect.objectContaining({ email: guestEmail }),
        }),
      ]);
      expect(textOf(archive)).toContain('Hola, ¿hay sillita para niños?');
      // The link's own e-mail is among those sent to the guest; its token is not kept with it.
      const emails = jsonIn(archive, 'emails.json') as { type: string }[];
      expect(emails.map((email) => email.type)).toContain('data-export-link');
      expect(textOf(archive)).not.toContain(token);
      expect(textOf(archive)).not.toContain(customerEmail);
    });

    it('refuses a forged link (401) and an expired one (410), in the reader’s language', async () => {
      const visit = newBrowser(app());
      // One character of the sealed part changed: another address, or another end, would not open either.
      const [version, iv, tag, sealed] = token.split('.') as [string, string, string, string];
      const changed = `${sealed[0] === 'A' ? 'B' : 'A'}${sealed.slice(1)}`;
      const forged = await visit(
        'GET',
        `/api/privacy/export?token=${encodeURIComponent([version, iv, tag, changed].join('.'))}`,
        undefined,
        {
          'accept-language': 'fr',
        },
      );
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({
        error: 'data_export_link_invalid',
        message: expect.stringContaining('n’est pas valide'),
      });
      clock.advance(25 * 3_600_000);
      try {
        const expired = await visit(
          'GET',
          `/api/privacy/export?token=${encodeURIComponent(token)}`,
          undefined,
          {
            'accept-language': 'es',
          },
        );
        expect(expired.statusCode).toBe(410);
        expect(expired.json()).toMatchObject({
          error: 'data_export_link_expired',
          message: expect.stringContaining('caducado'),
        });
      } finally {
        clock.advance(-25 * 3_600_000);
      }
    });
  });
});
