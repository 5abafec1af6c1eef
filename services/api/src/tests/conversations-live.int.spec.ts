import { compareLogPositions } from '@grandtour/event-store';
import { testDatabaseKinds } from '@grandtour/platform/testing';
import { addDays, LiveMessageEventSchema, LiveReadEventSchema, todayInParis } from '@grandtour/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLivePosition } from '../live/event-stream.ts';
import { openEventStream } from '../testing/event-stream-client.ts';
import { bookCar, signInDemoOwner } from '../testing/owner-fixtures.ts';
import { cookieHeaderOf, type TestBrowser } from '../testing/test-browser.ts';
import { useTestRuntime } from '../testing/test-runtime.ts';

for (const kind of testDatabaseKinds())
  describe(
    `conversations live over Server-Sent Events on ${kind} (issue 24, decision 95)`,
    { timeout: 120_000 },
    () => {
      const context = useTestRuntime(
        kind,
        { background: false },
        { SEED_DEMO_FLEET: 'true', SIGN_IN_ATTEMPTS_PER_MINUTE: '10000', MESSAGE_WRITES_PER_MINUTE: '10000' },
      );
      const app = () => context.runtime.app;
      let base = '';
      beforeAll(async () => {
        base = await app().listen({ port: 0, host: '127.0.0.1' });
      });
      // fetch keeps a spare connection that never sends a request, which closing the server would wait out (72 s).
      afterAll(() => app().server.closeAllConnections());
      const streamOf = (browser: TestBrowser, path: string, headers: Record<string, string> = {}) =>
        openEventStream(`${base}${path}`, { cookie: cookieHeaderOf(browser), ...headers });
      const post = (browser: TestBrowser, url: string, text: string) => browser('POST', url, { text });

      it('brings each side the other’s messages and read marks live, and what a dropped stream missed on resuming', async () => {
        const owner = await signInDemoOwner(app());
        const carId = ((await owner('GET', '/api/owner/cars?range=[0,0]')).json() as { id: string }[])[0]!.id;
        const startDate = addDays(todayInParis(), 61);
        const { visit: customer, booking } = await bookCar(app(), carId, startDate, addDays(startDate, 2));
        const first = await post(customer, `/api/bookings/${booking.id}/conversation/messages`, 'Bonjour !');
        expect(first.statusCode, first.body).toBe(201);
        const conversationId = (first.json() as { conversationId: string }).conversationId;

        const customerStream = await streamOf(customer, '/api/messages/stream');
        const ownerStream = await streamOf(owner, '/api/owner/messages/stream');
        expect(customerStream.response.status).toBe(200);
        expect(customerStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
        expect(ownerStream.response.status).toBe(200);
        try {
          expect(
            (await post(owner, `/api/owner/conversations/${conversationId}/messages`, 'Avec plaisir.'))
              .statusCode,
          ).toBe(201);
          await customerStream.untilEvents(1);
          const [live] = customerStream.events;
          expect(live!.event).toBe('message');
          expect(LiveMessageEventSchema.parse(JSON.parse(live!.data!))).toMatchObject({
            conversationId,
            message: { seq: 2, author: 'owner', text: 'Avec plaisir.', reportedByMe: false },
          });

          const read = await customer('POST', `/api/conversations/${conversationId}/read`, { upToSeq: 2 });
          expect(read.statusCode, read.body).toBe(200);
          await ownerStream.untilEvents(2);
          const marks = ownerStream.events.filter((event) => event.event === 'read');
          expect(marks.map((event) => LiveReadEventSchema.parse(JSON.parse(event.data!)))).toEqual([
            { conversationId, party: 'customer', upToSeq: 2 },
          ]);
        } finally {
          await ownerStream.close();
        }

        // The customer's own read mark reaches their stream too (their other devices), then the phone loses it.
        await customerStream.untilEvents(2);
        expect(customerStream.events.map((event) => event.event)).toEqual(['message', 'read']);
        const lastId = customerStream.events.at(-1)!.id!;
        await customerStream.close();
        await post(owner, `/api/owner/conversations/${conversationId}/messages`, 'Je vous attends à 10 h.');
        const resumed = await streamOf(customer, '/api/messages/stream', { 'last-event-id': lastId });
        try {
          // What a dropped stream missed, and only that: the message posted while it was gone.
          await resumed.untilEvents(1);
          expect(resumed.events.map((event) => event.event)).toEqual(['message']);
          expect(JSON.parse(resumed.events[0]!.data!)).toMatchObject({
            message: { seq: 3, author: 'owner' },
          });
          expect(
            compareLogPositions(parseLivePosition(resumed.events[0]!.id!)!, parseLivePosition(lastId)!),
          ).toBeGreaterThan(0);
          await post(owner, `/api/owner/conversations/${conversationId}/messages`, 'À demain.');
          await resumed.untilEvents(2);
          expect(resumed.events.map((event) => JSON.parse(event.data!).message.seq)).toEqual([3, 4]);
        } finally {
          await resumed.close();
        }

        // A browser with no identity has no stream; a stranger's stream carries nothing of this conversation.
        const nobody = await fetch(`${base}/api/messages/stream`);
        expect(nobody.status).toBe(204);
      });
    },
  );
