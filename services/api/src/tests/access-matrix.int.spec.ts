import { randomUUID } from 'node:crypto';
import { addDays, type Car, todayInParis } from '@grandtour/shared';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { describe, expect, it } from 'vitest';
import { createAccountQueries } from '@grandtour/projections';
import { createAdmin } from '../routes/accounts/create-admin.ts';
import { countEvents } from '../testing/event-count.ts';
import { bookAs } from '../testing/booking-requests.ts';
import { newBrowser, registerAccount, signInDemoOwner } from '../testing/owner-fixtures.ts';
import type { TestBrowser } from '../testing/test-browser.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

const kind = testDatabaseKinds().at(-1)!;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may touch what: each resource has one rightful actor; every other actor (a visitor without cookies, another
 * guest, another client, another owner, an administrator) must be refused (401, 403 or 404, never the data) and
 * change nothing. Administrators read only through /api/admin (tested in admin.int.spec.ts).
 */
describe(`the access matrix: visitors, guests, clients and owners, on ${kind}`, () => {
  const context = useTestRuntime(
    kind,
    { background: false },
    { SEED_DEMO_FLEET: 'true', SIGN_IN_ATTEMPTS_PER_MINUTE: '10000' },
  );

  it('refuses every actor but the rightful one, on every resource, and writes nothing for them', async () => {
    const { app } = context.runtime;
    const cars = (await app.inject({ url: '/api/cars?availableNow=true' })).json() as Car[];
    const ownerA = await signInDemoOwner(app);
    const ownerAId = (await ownerA('GET', '/api/me')).json().user.id as string;
    const carOfA = (await ownerA('GET', '/api/owner/cars?range=[0,0]')).json()[0] as { id: string };
    const ownerB = await registerAccount(app, 'owner');
    const clientA = await registerAccount(app, 'client');
    const clientB = await registerAccount(app, 'client');
    const guestA = newBrowser(app);
    const guestB = newBrowser(app);
    await guestB('GET', '/api/bookings/user/guest');
    const admin = newBrowser(app);
    const credentials = {
      username: 'matrix.admin',
      email: 'matrix.admin@grandtour.test',
      password: 'Matrix-Admin-123',
    };
    await createAdmin(
      {
        store: context.runtime.store,
        accounts: createAccountQueries(context.database.pool),
        clock: () => new Date(),
      },
      { ...credentials, firstName: 'Admin', lastName: 'Matrix' },
    );
    expect(
      (
        await admin('POST', '/api/login', {
          identifier: credentials.username,
          password: credentials.password,
        })
      ).statusCode,
    ).toBe(200);
    const visitor: TestBrowser = (method, url, payload, headers) =>
      app.inject({ method, url, payload, headers });

    const start = addDays(todayInParis(), 20);
    const bookingOfClient = await bookAs(
      clientA.visit,
      app,
      cars.find((car) => car.id === carOfA.id) ?? cars[0]!,
      {
        startDate: start,
        endDate: addDays(start, 2),
      },
    );
    const bookingOfGuest = await bookAs(guestA, app, cars[1]!, {
      startDate: addDays(start, 5),
      endDate: addDays(start, 6),
    });
    const guestAId = bookingOfGuest.userId;
    expect(guestAId).toMatch(/^guest:/);
    for (const [visit, userId] of [
      [clientA.visit, clientA.userId],
      [guestA, 'guest'],
    ] as const)
      expect((await visit('POST', '/api/favorites', { userId, carId: cars[2]!.id })).statusCode).toBe(201);

    const carId = cars[2]!.id;
    // Conversations (issue 24): the client's booking thread, and a guest's inquiry about the first owner's car.
    const clientMessage = await clientA.visit(
      'POST',
      `/api/bookings/${bookingOfClient.id}/conversation/messages`,
      {
        text: 'Bonjour',
      },
    );
    expect(clientMessage.statusCode, clientMessage.body).toBe(201);
    const clientConversation = clientMessage.json() as { id: string; conversationId: string };
    const inquiry = await guestA('POST', `/api/cars/${carOfA.id}/inquiries`, {
      text: 'Disponible ?',
      email: 'matrix.guest@example.fr',
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    const inquiryOfGuest = inquiry.json() as { id: string; messages: { id: string }[] };
    const resources: { name: string; rightful: TestBrowser; method: Method; url: string; body?: object }[] =
      [];
    for (const [name, rightful, booking, userId] of [
      ['client', clientA.visit, bookingOfClient, clientA.userId],
      ['guest', guestA, bookingOfGuest, guestAId],
    ] as const) {
      resources.push(
        { name: `a ${name}'s booking`, rightful, method: 'GET', url: `/api/bookings/${booking.id}` },
        {
          name: `a ${name}'s bookings`,
          rightful,
          method: 'GET',
          url: `/api/bookings/user/${encodeURIComponent(userId)}`,
        },
        {
          name: `a ${name}'s favourites`,
          rightful,
          method: 'GET',
          url: `/api/favorites/${encodeURIComponent(userId)}`,
        },
        {
          name: `cancelling a ${name}'s booking`,
          rightful,
          method: 'POST',
          url: `/api/bookings/${booking.id}/cancel`,
        },
        {
          name: `paying a ${name}'s booking`,
          rightful,
          method: 'POST',
          url: '/api/create-payment-intent',
          body: { amount: Number(booking.totalPrice), bookingId: booking.id },
        },
        {
          name: `checking a ${name}'s payment`,
          rightful,
          method: 'POST',
          url: `/api/bookings/${booking.id}/sync-payment`,
        },
        {
          name: `holding a ${name}'s deposit on another card`,
          rightful,
          method: 'POST',
          url: `/api/bookings/${booking.id}/deposit/card-intent`,
        },
        {
          name: `confirming a ${name}'s deposit`,
          rightful,
          method: 'POST',
          url: `/api/bookings/${booking.id}/deposit/confirm`,
          body: { holdId: 'pi_demo_hold_unknown' },
        },
        {
          name: `a ${name}'s handover report`,
          rightful,
          method: 'GET',
          url: `/api/bookings/${booking.id}/handovers/pickup`,
        },
        {
          name: `the signing code of a ${name}'s handover report`,
          rightful,
          method: 'POST',
          url: `/api/bookings/${booking.id}/handovers/pickup/signing-code`,
        },
        {
          name: `the readings of a ${name}'s handover report`,
          rightful,
          method: 'PUT',
          url: `/api/bookings/${booking.id}/handovers/pickup/readings`,
          body: { odometerKm: 1000, fuelPercent: 50 },
        },
        {
          name: `removing a ${name}'s favourite`,
          rightful,
          method: 'DELETE',
          url: `/api/favorites/${encodeURIComponent(userId)}/${carId}`,
        },
      );
    }
    const conversations = [
      ['client', clientA.visit, clientConversation.conversationId, clientConversation.id],
      ['guest', guestA, inquiryOfGuest.id, inquiryOfGuest.messages[0]!.id],
    ] as const;
    for (const [name, rightful, id, messageId] of conversations)
      resources.push(
        { name: `a ${name}'s conversation`, rightful, method: 'GET', url: `/api/conversations/${id}` },
        {
          name: `writing in a ${name}'s conversation`,
          rightful,
          method: 'POST',
          url: `/api/conversations/${id}/messages`,
          body: { text: 'Intrus' },
        },
        {
          name: `marking a ${name}'s conversation read`,
          rightful,
          method: 'POST',
          url: `/api/conversations/${id}/read`,
          body: { upToSeq: 1 },
        },
        {
          name: `reporting in a ${name}'s conversation`,
          rightful,
          method: 'POST',
          url: `/api/conversations/${id}/messages/${messageId}/report`,
          body: { reason: 'spam' },
        },
      );
    resources.push(
      {
        name: "a client's booking conversation",
        rightful: clientA.visit,
        method: 'GET',
        url: `/api/bookings/${bookingOfClient.id}/conversation`,
      },
      {
        name: "writing in a client's booking conversation",
        rightful: clientA.visit,
        method: 'POST',
        url: `/api/bookings/${bookingOfClient.id}/conversation/messages`,
        body: { text: 'Intrus' },
      },
      {
        name: "the conversation of an owner's booking",
        rightful: ownerA,
        method: 'GET',
        url: `/api/owner/bookings/${bookingOfClient.id}/conversation`,
      },
      {
        name: "writing in the conversation of an owner's booking",
        rightful: ownerA,
        method: 'POST',
        url: `/api/owner/bookings/${bookingOfClient.id}/conversation/messages`,
        body: { text: 'Intrus' },
      },
      {
        name: "an owner's conversation",
        rightful: ownerA,
        method: 'GET',
        url: `/api/owner/conversations/${inquiryOfGuest.id}`,
      },
      {
        name: "writing in an owner's conversation",
        rightful: ownerA,
        method: 'POST',
        url: `/api/owner/conversations/${inquiryOfGuest.id}/messages`,
        body: { text: 'Intrus' },
      },
      {
        name: "reporting in an owner's conversation",
        rightful: ownerA,
        method: 'POST',
        url: `/api/owner/conversations/${inquiryOfGuest.id}/messages/${inquiryOfGuest.messages[0]!.id}/report`,
        body: { reason: 'spam' },
      },
    );
    resources.push(
      { name: "an owner's car", rightful: ownerA, method: 'GET', url: `/api/owner/cars/${carOfA.id}` },
      {
        name: "changing an owner's car",
        rightful: ownerA,
        method: 'PUT',
        url: `/api/owner/cars/${carOfA.id}`,
        body: { dailyPriceCents: 100 },
      },
      {
        name: "delisting an owner's car",
        rightful: ownerA,
        method: 'DELETE',
        url: `/api/owner/cars/${carOfA.id}`,
      },
      {
        name: "an owner's booking",
        rightful: ownerA,
        method: 'GET',
        url: `/api/owner/bookings/${bookingOfClient.id}`,
      },
      {
        name: "waiving the deposit of an owner's booking",
        rightful: ownerA,
        method: 'POST',
        url: `/api/owner/bookings/${bookingOfClient.id}/deposit/waive`,
      },
      {
        name: "handing over an owner's booking",
        rightful: ownerA,
        method: 'POST',
        url: `/api/owner/bookings/${bookingOfClient.id}/pickup`,
      },
      {
        name: "the handover report of an owner's booking",
        rightful: ownerA,
        method: 'GET',
        url: `/api/owner/bookings/${bookingOfClient.id}/handovers/pickup`,
      },
      {
        name: "accepting a request for an owner's car",
        rightful: ownerA,
        method: 'POST',
        url: `/api/owner/bookings/${bookingOfClient.id}/accept`,
      },
      {
        name: "declining a request for an owner's car",
        rightful: ownerA,
        method: 'POST',
        url: `/api/owner/bookings/${bookingOfClient.id}/decline`,
        body: {},
      },
      {
        name: "an owner's calendar",
        rightful: ownerA,
        method: 'GET',
        url: `/api/owner-calendar/${ownerAId}`,
      },
      {
        name: "blocking an owner's days",
        rightful: ownerA,
        method: 'POST',
        url: '/api/owner-calendar/bulk-update',
        body: {
          ownerId: ownerAId,
          carId: carOfA.id,
          dates: [{ date: addDays(start, 40), isAvailable: false }],
        },
      },
      {
        name: "an owner's calendar feed",
        rightful: ownerA,
        method: 'GET',
        url: `/api/owner/cars/${carOfA.id}/calendar-feed`,
      },
    );

    const actors: [string, TestBrowser][] = [
      ['a visitor without cookies', visitor],
      ['another guest', guestB],
      ['another client', clientB.visit],
      ['another owner', ownerB.visit],
      ['an administrator', admin],
      ['the client', clientA.visit],
      ['the guest', guestA],
      ['the owner', ownerA],
    ];
    const events = () => countEvents(context.database.pool);
    const before = await events();
    const leaks: string[] = [];
    for (const resource of resources)
      for (const [actor, visit] of actors) {
        if (visit === resource.rightful) continue;
        const response = await visit(resource.method, resource.url, resource.body, {
          'idempotency-key': randomUUID(),
        });
        if (![401, 403, 404].includes(response.statusCode))
          leaks.push(`${actor} → ${resource.name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    expect(leaks).toEqual([]);
    expect(await events()).toBe(before);

    // The rightful actor reads each of them (the matrix is not refusing everyone).
    for (const resource of resources.filter((item) => item.method === 'GET')) {
      // A guest names itself 'guest': its identity lives in its cookie, never in the address.
      const response = await resource.rightful(
        'GET',
        resource.url.replace(encodeURIComponent(guestAId), 'guest'),
      );
      expect(response.statusCode, resource.name).toBe(200);
    }
    // And another owner's lists never show the first one's cars or bookings.
    const listed = JSON.stringify([
      (await ownerB.visit('GET', '/api/owner/cars')).json(),
      (await ownerB.visit('GET', '/api/owner/bookings')).json(),
      (await ownerB.visit('GET', '/api/owner/conversations')).json(),
    ]);
    expect(listed).not.toContain(carOfA.id);
    expect(listed).not.toContain(bookingOfClient.id);
    expect(listed).not.toContain(inquiryOfGuest.id);
    // Nor do another customer's or an administrator's (an unreported thread is not theirs to read).
    for (const visit of [clientB.visit, guestB, admin])
      expect(JSON.stringify((await visit('GET', '/api/conversations')).json())).not.toContain(
        inquiryOfGuest.id,
      );
    expect((await admin('GET', `/api/admin/conversations/${inquiryOfGuest.id}`)).statusCode).toBe(404);
  });
});
