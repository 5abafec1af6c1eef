import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { conversationStreamName } from '@grandtour/commands';
import { compareLogPositions } from '@grandtour/event-store';
import { createAccountQueries, createConversationQueries } from '@grandtour/projections';
import { createDiskObjectStore } from '@grandtour/platform';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import {
  addDays,
  AdminConversationThreadSchema,
  ConversationSummarySchema,
  ConversationThreadSchema,
  MessageSchema,
  todayInParis,
} from '@grandtour/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postedWithPhotos } from '../conversations/message-photos.ts';
import { createAdmin } from '../routes/accounts/create-admin.ts';
import { payWithDemoCard } from '../testing/booking-requests.ts';
import { multipartForm } from '../testing/handover-fixtures.ts';
import { bookCar, newBrowser, registerAccount, signInDemoOwner } from '../testing/owner-fixtures.ts';
import type { TestBrowser } from '../testing/test-browser.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

const kind = testDatabaseKinds().at(-1)!;
const Summaries = z.array(ConversationSummarySchema);

const photo = () =>
  sharp({ create: { width: 240, height: 160, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();

describe(`conversations between customers and owners on ${kind} (issue 24)`, { timeout: 120_000 }, () => {
  const context = useTestRuntime(
    kind,
    { background: false },
    { SEED_DEMO_FLEET: 'true', SIGN_IN_ATTEMPTS_PER_MINUTE: '10000', MESSAGE_WRITES_PER_MINUTE: '10000' },
  );
  const app = () => context.runtime.app;
  let days = 30;
  const nextDates = () => {
    const startDate = addDays(todayInParis(), (days += 4));
    return [startDate, addDays(startDate, 2)] as const;
  };
  const eventsOf = async (conversationId: string) =>
    (await context.runtime.store.readStream(conversationStreamName(conversationId))).events;

  async function demoOwner() {
    const owner = await signInDemoOwner(app());
    const ownerId = (await owner('GET', '/api/me')).json().user.id as string;
    const car = (await owner('GET', '/api/owner/cars?range=[0,0]')).json()[0] as { id: string };
    return { owner, ownerId, carId: car.id };
  }
  const post = (visit: TestBrowser, url: string, text: string, headers: Record<string, string> = {}) =>
    visit('POST', url, { text }, headers);
  const message = (response: { json(): unknown }) => MessageSchema.parse(response.json());

  it('lets the customer and the owner exchange messages on a booking, masked until it is confirmed', async () => {
    const { owner, carId } = await demoOwner();
    const [start, end] = nextDates();
    const { visit: customer, booking } = await bookCar(app(), carId, start, end, { pay: false });

    const none = await customer('GET', `/api/bookings/${booking.id}/conversation`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toBeNull();

    const first = await post(
      customer,
      `/api/bookings/${booking.id}/conversation/messages`,
      'Bonjour, mon numéro : 06 12 34 56 78',
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(message(first)).toMatchObject({
      seq: 1,
      author: 'customer',
      text: 'Bonjour, mon numéro : •••',
      masked: ['phone'],
    });
    const conversationId = message(first).conversationId;

    const listed = await owner('GET', '/api/owner/conversations?filter={"kind":"booking"}');
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['content-range']).toMatch(/^conversations 0-\d+\/\d+$/);
    const summary = Summaries.parse(listed.json()).find((row) => row.id === conversationId);
    expect(summary).toMatchObject({
      bookingId: booking.id,
      counterpartName: 'Léa',
      unreadCount: 1,
      masking: true,
    });

    const answer = await post(
      owner,
      `/api/owner/conversations/${conversationId}/messages`,
      'Écrivez à claire@example.fr',
    );
    expect(message(answer)).toMatchObject({
      seq: 2,
      author: 'owner',
      text: 'Écrivez à •••',
      masked: ['email'],
    });

    await payWithDemoCard(customer, booking);
    expect((await customer('GET', `/api/bookings/${booking.id}`)).json().status).toBe('confirmed');
    const after = await post(
      customer,
      `/api/conversations/${conversationId}/messages`,
      'Appelez le 06 12 34 56 78',
    );
    expect(message(after)).toMatchObject({ seq: 3, text: 'Appelez le 06 12 34 56 78', masked: [] });

    const thread = ConversationThreadSchema.parse(
      (await customer('GET', `/api/bookings/${booking.id}/conversation`)).json(),
    );
    expect(thread.id).toBe(conversationId);
    expect(thread.masking).toBe(false);
    expect(thread.messages.map((row) => [row.seq, row.author])).toEqual([
      [1, 'customer'],
      [2, 'owner'],
      [3, 'customer'],
    ]);
    // The original of a masked message is not kept anywhere.
    expect(JSON.stringify((await eventsOf(conversationId))[1]!.data)).not.toContain('06 12 34 56 78');
  });

  it('keeps unread counts per side, and read marks that only move forward', async () => {
    const { owner, carId } = await demoOwner();
    const [start, end] = nextDates();
    const { visit: customer, booking } = await bookCar(app(), carId, start, end, { pay: false });
    const first = message(await post(customer, `/api/bookings/${booking.id}/conversation/messages`, 'Un'));
    const id = first.conversationId;
    await post(owner, `/api/owner/conversations/${id}/messages`, 'Deux');
    await post(owner, `/api/owner/conversations/${id}/messages`, 'Trois');
    const customerSummary = async () =>
      Summaries.parse((await customer('GET', '/api/conversations')).json()).find((row) => row.id === id)!;
    expect((await customerSummary()).unreadCount).toBe(2);

    const read = await customer('POST', `/api/conversations/${id}/read`, { upToSeq: 2 });
    expect(read.statusCode, read.body).toBe(200);
    expect(ConversationSummarySchema.parse(read.json()).unreadCount).toBe(1);
    await customer('POST', `/api/conversations/${id}/read`, { upToSeq: 1 });
    expect((await customerSummary()).unreadCount).toBe(1);
    const ownerThread = ConversationThreadSchema.parse(
      (await owner('GET', `/api/owner/conversations/${id}`)).json(),
    );
    expect(ownerThread.readByOtherUpToSeq).toBe(2);

    const unreadOfOwner = async () =>
      Summaries.parse((await owner('GET', '/api/owner/conversations?filter={"unread":true}')).json()).map(
        (row) => row.id,
      );
    expect(await unreadOfOwner()).toContain(id);
    await owner('POST', `/api/owner/conversations/${id}/read`, { upToSeq: 99 });
    expect(await unreadOfOwner()).not.toContain(id);
    expect((await eventsOf(id)).filter((event) => event.type === 'ConversationRead')).toHaveLength(2);
  });

  it('lets a guest ask about a car with an e-mail, from this browser only, always masked', async () => {
    const { owner, carId } = await demoOwner();
    const guest = newBrowser(app());
    const refused = await guest(
      'POST',
      `/api/cars/${carId}/inquiries`,
      { text: 'Disponible ?' },
      {
        'accept-language': 'en',
      },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'inquiry_email_required',
      message: expect.stringMatching(/e-mail/),
    });

    const asked = await guest('POST', `/api/cars/${carId}/inquiries`, {
      text: 'Disponible en mars ? jean at gmail dot com',
      email: 'Jean@Example.com',
      name: 'Jean',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const thread = ConversationThreadSchema.parse(asked.json());
    expect(thread).toMatchObject({ kind: 'inquiry', bookingId: null, carId, masking: true });
    expect(thread.messages[0]).toMatchObject({ text: 'Disponible en mars ? •••', masked: ['email'] });

    const again = await guest('POST', `/api/cars/${carId}/inquiries`, {
      text: 'Et en avril ?',
      email: 'jean@example.com',
    });
    expect(ConversationThreadSchema.parse(again.json())).toMatchObject({ id: thread.id });
    expect(ConversationThreadSchema.parse(again.json()).messages.map((row) => row.seq)).toEqual([1, 2]);
    expect(Summaries.parse((await guest('GET', '/api/conversations')).json()).map((row) => row.id)).toEqual([
      thread.id,
    ]);

    const ownerView = ConversationThreadSchema.parse(
      (await owner('GET', `/api/owner/conversations/${thread.id}`)).json(),
    );
    expect(ownerView).toMatchObject({ counterpartName: 'Jean', unreadCount: 2 });
    const answered = await post(
      owner,
      `/api/owner/conversations/${thread.id}/messages`,
      'Oui : www.grandtour.fr',
    );
    expect(message(answered)).toMatchObject({ text: 'Oui : •••', masked: ['link'] });

    const otherGuest = newBrowser(app());
    expect(Summaries.parse((await otherGuest('GET', '/api/conversations')).json())).toEqual([]);
    expect((await otherGuest('GET', `/api/conversations/${thread.id}`)).statusCode).toBe(404);
    expect((await post(otherGuest, `/api/conversations/${thread.id}/messages`, 'Moi aussi')).statusCode).toBe(
      404,
    );
  });

  it('moves a guest’s conversations into the account they sign up with, once, and carries on their threads', async () => {
    const { owner, carId } = await demoOwner();
    const [start, end] = nextDates();
    const { visit: browser, booking } = await bookCar(app(), carId, start, end, { pay: false });
    const onBooking = message(
      await post(browser, `/api/bookings/${booking.id}/conversation/messages`, 'Une question'),
    );
    const asked = await browser('POST', `/api/cars/${carId}/inquiries`, {
      text: 'Et pour le mois d’août ?',
      email: 'lea.martin@example.fr',
    });
    const inquiryId = ConversationThreadSchema.parse(asked.json()).id;

    const id = randomUUID().slice(0, 8);
    const registered = await browser('POST', '/api/register', {
      username: `lea.${id}`,
      password: 'Secret-123',
      firstName: 'Léa',
      lastName: 'Martin',
      email: `lea.${id}@example.fr`,
      userType: 'client',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const userId = registered.json().user.id as string;

    const mine = Summaries.parse((await browser('GET', '/api/conversations')).json()).map((row) => row.id);
    expect(mine.sort()).toEqual([onBooking.conversationId, inquiryId].sort());
    // The account writes in both threads; asking about the car again continues the inquiry.
    const onBookingAgain = await post(browser, `/api/bookings/${booking.id}/conversation/messages`, 'Merci');
    expect(message(onBookingAgain)).toMatchObject({ conversationId: onBooking.conversationId, seq: 2 });
    const again = await browser('POST', `/api/cars/${carId}/inquiries`, { text: 'Et septembre ?' });
    expect(again.statusCode, again.body).toBe(201);
    expect(ConversationThreadSchema.parse(again.json())).toMatchObject({ id: inquiryId });
    expect(ConversationThreadSchema.parse(again.json()).messages.map((row) => row.seq)).toEqual([1, 2]);
    // What a live stream resumes from is the account's too.
    const activity = await createConversationQueries(context.database.pool).activitySince(
      { customerKey: `user:${userId}` },
      null,
    );
    expect(new Set(activity.map((row) => row.conversationId))).toEqual(
      new Set([onBooking.conversationId, inquiryId]),
    );
    // The owner still reads one thread per booking and per inquiry.
    expect((await owner('GET', `/api/owner/conversations/${inquiryId}`)).json().messages).toHaveLength(2);

    // Signing in again claims nothing more.
    await browser('POST', '/api/logout');
    const signedIn = await browser('POST', '/api/login', {
      identifier: `lea.${id}@example.fr`,
      password: 'Secret-123',
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    for (const conversationId of [onBooking.conversationId, inquiryId])
      expect(
        (await eventsOf(conversationId)).filter((event) => event.type === 'ConversationClaimed'),
      ).toHaveLength(1);
  });

  it('lets administrators read a thread only once a message of it is reported, with the reports', async () => {
    const { owner, carId } = await demoOwner();
    const [start, end] = nextDates();
    const { visit: customer, booking } = await bookCar(app(), carId, start, end, { pay: false });
    const first = message(
      await post(customer, `/api/bookings/${booking.id}/conversation/messages`, 'Payez-moi en direct'),
    );
    const id = first.conversationId;
    const admin = newBrowser(app());
    const credentials = {
      username: 'conv.admin',
      email: 'conv.admin@grandtour.test',
      password: 'Conv-Admin-123',
    };
    await createAdmin(
      {
        store: context.runtime.store,
        accounts: createAccountQueries(context.database.pool),
        clock: () => new Date(),
      },
      { ...credentials, firstName: 'Ada', lastName: 'Admin' },
    );
    expect(
      (
        await admin('POST', '/api/login', {
          identifier: credentials.username,
          password: credentials.password,
        })
      ).statusCode,
    ).toBe(200);
    expect((await admin('GET', `/api/admin/conversations/${id}`)).statusCode).toBe(404);
    expect(
      JSON.stringify((await admin('GET', '/api/admin/conversations?reported=true')).json()),
    ).not.toContain(id);

    const own = await customer(
      'POST',
      `/api/conversations/${id}/messages/${first.id}/report`,
      { reason: 'spam' },
      {
        'accept-language': 'de',
      },
    );
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({
      error: 'message_report_own',
      message: expect.stringContaining('Nachricht'),
    });

    const reportUrl = `/api/owner/conversations/${id}/messages/${first.id}/report`;
    const reported = await owner('POST', reportUrl, {
      reason: 'off_platform',
      note: 'Paiement hors plateforme',
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(message(reported).reportedByMe).toBe(true);
    expect((await owner('POST', reportUrl, { reason: 'spam' })).statusCode).toBe(200);
    expect((await eventsOf(id)).filter((event) => event.type === 'MessageReported')).toHaveLength(1);
    expect(
      ConversationThreadSchema.parse((await customer('GET', `/api/conversations/${id}`)).json()).messages[0]!
        .reportedByMe,
    ).toBe(false);

    const list = Summaries.parse((await admin('GET', '/api/admin/conversations?reported=true')).json());
    expect(list.map((row) => row.id)).toContain(id);
    const thread = AdminConversationThreadSchema.parse(
      (await admin('GET', `/api/admin/conversations/${id}`)).json(),
    );
    expect(thread.messages[0]!.reports).toEqual([
      expect.objectContaining({ party: 'owner', reason: 'off_platform', note: 'Paiement hors plateforme' }),
    ]);
    expect((await admin('GET', '/api/admin/conversations?reported=false')).statusCode).toBe(400);
    // Administrators only read: writing as one is refused.
    expect((await post(admin, `/api/conversations/${id}/messages`, 'Modération')).statusCode).toBe(403);
  });

  it('serves a message’s photos to its parties only', async () => {
    const { owner, carId } = await demoOwner();
    const [start, end] = nextDates();
    const { visit: customer, booking } = await bookCar(app(), carId, start, end, { pay: false });
    const form = multipartForm({ text: 'La rayure déjà là' }, [
      { name: 'photos', filename: 'a.jpg', type: 'image/jpeg', bytes: await photo() },
    ]);
    const sent = await customer(
      'POST',
      `/api/bookings/${booking.id}/conversation/messages`,
      form.payload,
      form.headers,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const { photos, conversationId } = message(sent);
    expect(photos).toHaveLength(1);
    const picture = await customer('GET', photos[0]!.url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const ownerUrl = photos[0]!.url.replace('/api/conversations/', '/api/owner/conversations/');
    expect((await owner('GET', ownerUrl)).statusCode).toBe(200);
    expect((await (await registerAccount(app(), 'owner')).visit('GET', ownerUrl)).statusCode).toBe(404);
    expect((await newBrowser(app())('GET', photos[0]!.url)).statusCode).toBe(404);
    expect(
      (await customer('GET', `/api/admin/conversations/${conversationId}/photos/x.webp`)).statusCode,
    ).toBe(401);

    const notAPhoto = multipartForm({ text: 'Voici' }, [
      { name: 'photos', filename: 'a.jpg', type: 'image/jpeg', bytes: Buffer.from('not a photo at all') },
    ]);
    const refused = await customer(
      'POST',
      `/api/conversations/${conversationId}/messages`,
      notAPhoto.payload,
      notAPhoto.headers,
    );
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
  });

  it('refuses bad input with a 4xx in the caller’s language, and honours Idempotency-Key', async () => {
    const { carId } = await demoOwner();
    const [start, end] = nextDates();
    const { visit: customer, booking } = await bookCar(app(), carId, start, end, { pay: false });
    const url = `/api/bookings/${booking.id}/conversation/messages`;
    const first = await post(customer, url, 'Bonjour', { 'idempotency-key': 'same-key' });
    const repeat = await post(customer, url, 'Bonjour', { 'idempotency-key': 'same-key' });
    expect(message(repeat).id).toBe(message(first).id);
    const id = message(first).conversationId;
    expect((await eventsOf(id)).filter((event) => event.type === 'MessagePosted')).toHaveLength(1);

    const empty = await customer(
      'POST',
      `/api/conversations/${id}/messages`,
      { text: '   ' },
      { 'accept-language': 'de' },
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      error: 'message_text_invalid',
      message: expect.stringContaining('Nachricht'),
    });
    const long = await customer('POST', `/api/conversations/${id}/messages`, { text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    const extra = await customer(
      'POST',
      `/api/conversations/${id}/messages`,
      { text: 'a', author: 'owner' },
      { 'accept-language': 'es' },
    );
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('La solicitud contiene datos no válidos.');
    expect((await customer('POST', `/api/conversations/${id}/read`, { upToSeq: 0 })).statusCode).toBe(400);
    expect(
      (
        await customer('POST', `/api/conversations/${id}/read`, 'nope', {
          'content-type': 'application/json',
        })
      ).statusCode,
    ).toBe(400);
    expect((await customer('GET', '/api/conversations/not-a-uuid')).statusCode).toBe(400);
    expect((await customer('GET', '/api/conversations?range=[5,1]')).statusCode).toBe(400);
    expect((await customer('GET', '/api/conversations?filter={"nope":1}')).statusCode).toBe(400);
    expect(
      (
        await customer('POST', `/api/conversations/${id}/messages/${randomUUID()}/report`, { reason: 'spam' })
      ).json(),
    ).toMatchObject({ error: 'message_not_found' });
    expect(
      (
        await customer('POST', `/api/conversations/${id}/messages/${message(first).id}/report`, {
          reason: 'bad',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await customer('POST', `/api/cars/${randomUUID()}/inquiries`, { text: 'Hello' })).statusCode,
    ).toBe(404);
    expect((await customer('POST', `/api/cars/${carId}/inquiries`, { text: '' })).statusCode).toBe(400);
  });

  it('gives each side its activity after a position, in order (the live stream’s source)', async () => {
    const { owner, ownerId, carId } = await demoOwner();
    const [start, end] = nextDates();
    const { visit: customer, booking } = await bookCar(app(), carId, start, end, { pay: false });
    const queries = createConversationQueries(context.database.pool);
    const [latest] = (await queries.activitySince({ ownerId }, null, 10_000)).slice(-1);
    const after = latest?.position ?? null;

    const first = message(await post(customer, `/api/bookings/${booking.id}/conversation/messages`, 'A'));
    const id = first.conversationId;
    await post(owner, `/api/owner/conversations/${id}/messages`, 'B');
    await customer('POST', `/api/conversations/${id}/read`, { upToSeq: 2 });

    const ownerRows = await queries.activitySince({ ownerId }, after);
    expect(ownerRows.map((row) => [row.kind, row.conversationId])).toEqual([
      ['message', id],
      ['message', id],
      ['read', id],
    ]);
    const positions = ownerRows.map((row) => row.position);
    expect([...positions].sort(compareLogPositions)).toEqual(positions);
    expect(ownerRows[2]!.payload).toEqual({ conversationId: id, party: 'customer', upToSeq: 2 });
    expect(ownerRows[0]!.payload).toMatchObject({ message: { id: first.id, seq: 1, text: 'A' } });
    expect((await queries.activitySince({ ownerId }, positions[0]!)).map((row) => row.position)).toEqual(
      positions.slice(1),
    );

    const customerKey = ownerRows[0]!.customerKey;
    expect(customerKey).toMatch(/^guest:/);
    expect((await queries.activitySince({ customerKey }, null)).map((row) => row.position)).toEqual(
      positions,
    );
    expect(await queries.activitySince({ customerKey: 'guest:nobody' }, null)).toEqual([]);
    expect(await queries.activitySince({ ownerId }, positions[2]!)).toEqual([]);
  });
});

describe(`the allowance of messages from one address on ${kind}`, () => {
  const context = useTestRuntime(
    kind,
    { background: false },
    { SEED_DEMO_FLEET: 'true', MESSAGE_WRITES_PER_MINUTE: '3' },
  );

  it('serves the allowance of messages on a route, then answers 429 in the caller’s language', async () => {
    const { app } = context.runtime;
    const owner = await signInDemoOwner(app);
    const car = (await owner('GET', '/api/owner/cars?range=[0,0]')).json()[0] as { id: string };
    const guest = newBrowser(app);
    const inquiry = { text: 'Disponible ?', email: 'presse@example.fr' };
    const asked = await guest('POST', `/api/cars/${car.id}/inquiries`, inquiry);
    expect(asked.statusCode, asked.body).toBe(201);
    const id = (asked.json() as { id: string }).id;
    // Each route counts on its own (@fastify/rate-limit keeps a counter per route).
    for (let i = 0; i < 3; i++)
      expect((await guest('POST', `/api/conversations/${id}/messages`, { text: 'Alors ?' })).statusCode).toBe(
        201,
      );
    const limited = await guest(
      'POST',
      `/api/conversations/${id}/messages`,
      { text: 'Alors ?' },
      { 'accept-language': 'en' },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'rate_limited',
      message: expect.stringContaining('Too many'),
    });
    // Reading is not counted.
    expect((await guest('GET', `/api/conversations/${id}`)).statusCode).toBe(200);
  });
});

describe(`the allowance of photos in messages on ${kind}`, () => {
  const context = useTestRuntime(
    kind,
    { background: false },
    { SEED_DEMO_FLEET: 'true', MESSAGE_PHOTOS_PER_HOUR: '2', SIGN_IN_ATTEMPTS_PER_MINUTE: '10000' },
  );
  const withPhotos = async (count: number) =>
    multipartForm(
      { text: 'Voici' },
      await Promise.all(
        Array.from({ length: count }, async (_, n) => ({
          name: 'photos',
          filename: `${n}.jpg`,
          type: 'image/jpeg',
          bytes: await photo(),
        })),
      ),
    );

  it('lets each party have so many photos decoded per hour, then answers 429 with Retry-After; text still goes', async () => {
    const { app } = context.runtime;
    const owner = await signInDemoOwner(app);
    const carId = ((await owner('GET', '/api/owner/cars?range=[0,0]')).json()[0] as { id: string }).id;
    const guest = newBrowser(app);
    const asked = await guest('POST', `/api/cars/${carId}/inquiries`, {
      text: 'Disponible ?',
      email: 'photos@example.fr',
    });
    const url = `/api/conversations/${(asked.json() as { id: string }).id}/messages`;
    const two = await withPhotos(2);
    expect((await guest('POST', url, two.payload, two.headers)).statusCode).toBe(201);
    const third = await withPhotos(1);
    const limited = await guest('POST', url, third.payload, { ...third.headers, 'accept-language': 'en' });
    expect(limited.statusCode, limited.body).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: 'photo_upload_rate_limited' });
    expect((await guest('POST', url, { text: 'Sans photo, alors.' })).statusCode).toBe(201);
    // The owner's allowance is their own.
    const ownerUrl = url.replace('/api/conversations/', '/api/owner/conversations/');
    expect((await owner('POST', ownerUrl, third.payload, third.headers)).statusCode).toBe(201);
  });

  it('removes the photos of a post that is refused, but not one an earlier message shows', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'message-photos-'));
    const objects = createDiskObjectStore(dir);
    const queries = createConversationQueries(context.database.pool);
    const { app } = context.runtime;
    const owner = await signInDemoOwner(app);
    const carId = ((await owner('GET', '/api/owner/cars?range=[0,0]')).json()[0] as { id: string }).id;
    const guest = newBrowser(app);
    const sent = await withPhotos(1);
    const asked = await guest('POST', `/api/cars/${carId}/inquiries`, {
      text: 'Disponible ?',
      email: 'photos2@example.fr',
    });
    const conversationId = (asked.json() as { id: string }).id;
    const kept = MessageSchema.parse(
      (
        await guest('POST', `/api/conversations/${conversationId}/messages`, sent.payload, sent.headers)
      ).json(),
    ).photos[0]!;
    const shownKey = `messages/${conversationId}/${kept.sha256}.webp`;
    const strayKey = `messages/${conversationId}/${'b'.repeat(64)}.webp`;
    await objects.put(shownKey, Buffer.from('shown'), 'image/webp');
    await objects.put(strayKey, Buffer.from('stray'), 'image/webp');
    const refusal = new Error('refused by the decider');
    await expect(
      postedWithPhotos(
        { objects, queries },
        conversationId,
        [
          { objectKey: shownKey, sha256: kept.sha256 },
          { objectKey: strayKey, sha256: 'b'.repeat(64) },
        ],
        () => Promise.reject(refusal),
      ),
    ).rejects.toBe(refusal);
    expect(await objects.get(shownKey)).not.toBeNull();
    expect(await objects.get(strayKey)).toBeNull();
    await rm(dir, { recursive: true, force: true });
  });
});
